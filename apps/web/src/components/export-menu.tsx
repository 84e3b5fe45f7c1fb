import { DownloadOutlined } from '@ant-design/icons';
import type { Role } from '@trace/contract/catalogue';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../api/http.ts';
import { Permission } from './permission.tsx';

type Filter = Record<string, string | number | undefined>;

/** Export of a list's current filter, all pages, as the server streams it (xlsx or CSV). */
export function ExportMenu({ path, permission, filter }: { path: string; permission: Role; filter: Filter }) {
  const { t } = useTranslation();
  const { page: _page, page_size: _size, ...query } = filter;
  return (
    <Permission roles={[permission]}>
      <Dropdown
        menu={{
          items: [
            { key: 'xlsx', label: t('common.exportXlsx') },
            { key: 'csv', label: t('common.exportCsv') },
          ],
          // A refused export has been shown by the HTTP layer's toast; nothing is left to handle.
          onClick: ({ key }) => void download(path, { ...query, format: key }).catch(() => undefined),
        }}
      >
        <Button icon={<DownloadOutlined />} data-testid="export-menu">
          {t('common.export')}
        </Button>
      </Dropdown>
    </Permission>
  );
}
