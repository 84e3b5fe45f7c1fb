import type { CodeState } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import { Empty, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStatusTag } from './code-parts.tsx';
import { codeTree, type LoadedChildren, parentOfMore, withPage } from './code-tree-model.ts';

/** Children asked for at once: a 1,500-code pallet opens with its first cases, never all of it. */
export const TREE_PAGE = 50;

type Props = {
  code: CodeState;
  /** One page of a container's children, through the call the page may make. */
  loadChildren: (parent: string, page: number, pageSize: number) => Promise<Page<CodeState>>;
  /** Choosing a code opens it (the information inquiry). */
  onOpen?: (value: string) => void;
  /** Codes picked with checkboxes (dissociation); without it the tree has none. */
  checked?: string[];
  onCheck?: (values: string[]) => void;
};

/**
 * What a container holds, as a tree loaded a page at a time: opening a case asks for its first
 * page of items, "load more" for the next one. Choosing a code opens it, or checks it.
 */
export function ContentsTree({ code, loadChildren, onOpen, checked, onCheck }: Props) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<LoadedChildren>(new Map());
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState<React.Key[]>([]);

  const load = useCallback(
    async (parent: string, page: number) => {
      const next = await loadChildren(parent, page, TREE_PAGE);
      setLoaded((current) => withPage(current, parent, next));
    },
    [loadChildren],
  );
  useEffect(() => {
    setLoaded(new Map());
    setExpanded([]);
    setFailed(false);
    if (code.child_count > 0) load(code.value, 1).catch(() => setFailed(true));
  }, [code.value, code.child_count, load]);

  const data = useMemo(
    () =>
      codeTree(code.value, loaded, {
        code: (child) => (
          <Space size={4} wrap data-testid="tree-code">
            <Typography.Text code>{child.value}</Typography.Text>
            <Tag>{t(`tagging.level_${child.level}`)}</Tag>
            <CodeStatusTag status={child.status} />
            {child.child_count > 0 ? (
              <Typography.Text type="secondary">{t('codes.holds', { count: child.child_count })}</Typography.Text>
            ) : null}
          </Space>
        ),
        more: (shown, total) => (
          <Typography.Link data-testid="tree-more">
            {loadingMore ? t('common.loading') : t('codes.loadMore', { shown, total })}
          </Typography.Link>
        ),
      }),
    [code.value, loaded, loadingMore, t],
  );

  if (code.child_count === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codes.noContents')} />;
  if (failed) return <Typography.Text type="danger">{t('codes.treeFailed')}</Typography.Text>;
  if (!loaded.has(code.value)) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Tree
      blockNode
      showLine
      treeData={data}
      selectedKeys={[]}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      {...(onCheck
        ? {
            checkable: true,
            // A case and an item in it are picked independently: each is taken out of its own container.
            checkStrictly: true,
            checkedKeys: checked ?? [],
            onCheck: (keys: React.Key[] | { checked: React.Key[] }) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String)),
          }
        : {})}
      loadData={async (node) => {
        if (node.isLeaf || loaded.has(String(node.key))) return;
        await load(String(node.key), 1);
      }}
      onSelect={(_, { node }) => {
        const parent = parentOfMore(String(node.key));
        if (parent === undefined) return onOpen?.(String(node.key));
        if (loadingMore) return;
        const page = loaded.get(parent)?.page ?? 0;
        setLoadingMore(parent);
        load(parent, page + 1)
          .catch(() => undefined)
          .finally(() => setLoadingMore(null));
      }}
      aria-label={t('codes.contentsTree')}
      data-testid="contents-tree"
    />
  );
}
