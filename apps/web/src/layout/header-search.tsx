import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../stores/user-store.ts';
import { accessiblePages } from './menu.ts';
import { createSearch, searchPool } from './search-pool.ts';
import { useExistingPages } from './shell-pages.ts';

/** Fuzzy search over the pages the user may open, in the current language, to reach a page without knowing its group. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useUserStore((s) => s.access);
  const existing = useExistingPages();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const search = useMemo(() => {
    return createSearch(searchPool(access ? accessiblePages(access, existing) : [], t));
  }, [access, existing, t]);
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
