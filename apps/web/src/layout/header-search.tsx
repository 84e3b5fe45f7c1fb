import { SearchOutlined } from '@ant-design/icons';
import { catalogue } from '@trace/contract/catalogue';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accessiblePages } from '../app/menu.ts';
import { pages } from '../app/pages.ts';
import { createSearch, searchPool } from '../app/search-pool.ts';
import { useUserStore } from '../stores/user-store.ts';

const existing = new Set(Object.keys(pages));

/** Fuzzy search over the pages the user may open, in the current language (spec §2, §9). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useUserStore((s) => s.roles);
  const switchedOff = useUserStore((s) => s.switchedOff);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const search = useMemo(() => {
    const accessible = accessiblePages(roles ?? [], existing, switchedOff);
    const entries = catalogue.filter((e) => accessible.includes(e));
    return createSearch(
      searchPool(entries, t, [
        { title: [t('menu.dashboard')], path: '/dashboard' },
        { title: [t('menu.profile')], path: '/profile/index' },
      ]),
    );
  }, [roles, switchedOff, t]);
  const options = search(query).map((item) => ({ value: item.path, label: item.title.join(' > ') }));

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <span className="header-search" data-testid="header-search">
      <Button type="text" icon={<SearchOutlined />} aria-label={t('common.search')} onClick={() => setOpen((v) => !v)} />
      {open ? (
        <Select
          autoFocus
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          defaultActiveFirstOption
          className="header-search-select"
          placeholder={t('common.search')}
          options={options}
          notFoundContent={null}
          value={null}
          onSelect={(path: string | null) => {
            close();
            if (path) navigate(path);
          }}
          onBlur={close}
          data-testid="header-search-input"
        />
      ) : null}
    </span>
  );
}
