import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { confirmDiscard } from '../../components/use-unsaved-guard.ts';
import { nextLocation, type View } from '../../stores/tag-ops.ts';
import { useTagsViewStore } from '../../stores/tags-view-store.ts';
import './tags-view.css';

/** A tag per visited page with refresh / close / close others / close all, to move between open pages without losing their state. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visited = useTagsViewStore((s) => s.visited);
  const strip = useRef<HTMLDivElement>(null);

  // Keeps the active tag in view when the page or the set of tags changes.
  useEffect(() => {
    if (visited.length === 0) return;
    const active = [...(strip.current?.querySelectorAll<HTMLElement>('.tag') ?? [])].find((tag) => tag.dataset.path === pathname);
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visited.length]);

  const goAfter = (next: string | null) => {
    if (next) navigate(next);
  };
  // Closing or refreshing a tag drops its page, so a page with unsaved input asks first.
  const actions = {
    refresh(view: View) {
      confirmDiscard([view.path], () => {
        useTagsViewStore.getState().uncache(view.path);
        navigate(`/redirect${view.fullPath}`, { replace: true });
      });
    },
    close(view: View) {
      confirmDiscard([view.path], () => goAfter(nextLocation(useTagsViewStore.getState().close(view.path), pathname)));
    },
    closeOthers(view: View) {
      const others = visited.filter((other) => other.path !== view.path && !other.affix).map((other) => other.path);
      confirmDiscard(others, () => {
        if (view.path !== pathname) navigate(view.fullPath);
        useTagsViewStore.getState().closeOthers(view.path);
      });
    },
    closeAll() {
      const all = visited.filter((view) => !view.affix).map((view) => view.path);
      confirmDiscard(all, () => goAfter(nextLocation(useTagsViewStore.getState().closeAll(), pathname)));
    },
  };

  const onMiddleClick = (event: MouseEvent, view: View) => {
    if (event.button === 1 && !view.affix) actions.close(view);
  };

  return (
    <div
      className="tags-view"
      ref={strip}
      data-testid="tags-view"
      onWheel={(event) => {
        if (strip.current) strip.current.scrollLeft -= event.deltaY / 4;
      }}
    >
      {visited.map((view) => (
        <Dropdown
          key={view.path}
          trigger={['contextMenu']}
          rootClassName="tags-view-menu"
          menu={{
            items: [
              { key: 'refresh', label: t('common.tagRefresh') },
              ...(view.affix ? [] : [{ key: 'close', label: t('common.tagClose') }]),
              { key: 'closeOthers', label: t('common.tagCloseOthers') },
              { key: 'closeAll', label: t('common.tagCloseAll') },
            ],
            onClick: ({ key }) => actions[key as keyof typeof actions](view),
          }}
        >
          <Link
            to={view.fullPath}
            className={view.path === pathname ? 'tag active' : 'tag'}
            data-path={view.path}
            onAuxClick={(event) => {
              event.preventDefault();
              onMiddleClick(event, view);
            }}
          >
            {t(view.titleKey)}
            {view.affix ? null : (
              <CloseOutlined
                className="tag-close"
                aria-label={t('common.tagClose')}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  actions.close(view);
                }}
              />
            )}
          </Link>
        </Dropdown>
      ))}
    </div>
  );
}
