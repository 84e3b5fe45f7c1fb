import type { PageWith } from '@trace/contract/catalogue';
import { type CodeRecord, RECORD_KINDS } from '@trace/contract/tagging';
import { Form, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceCalls } from '../../api/base.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = listDefaults('-created_at');
const KIND_COLOURS = { generate: 'blue', download: 'green', close: 'red' } as const;

/** Generation, download and closing records (`records`), or the closings alone (`queryclose`). */
export function CodeRecordsTable({
  path,
  menuKey,
  closingsOnly,
}: {
  path: 'records' | 'closures';
  menuKey: PageWith<'export'>;
  closingsOnly?: boolean;
}) {
  const { t } = useTranslation();
  const api = resourceCalls<CodeRecord>({ resource: path, area: 'tagging' });
  return (
    <ListPage<CodeRecord, typeof menuKey>
      menuKey={menuKey}
      api={api}
      defaults={DEFAULTS}
      empty={t(closingsOnly ? 'tagging.emptyClosings' : 'tagging.emptyRecords')}
      filters={[
        keywordFilter(t),
        ...(closingsOnly
          ? []
          : [
              <Form.Item key="kind" name="kind" label={t('tagging.recordKind')}>
                <Select
                  allowClear
                  style={{ width: 140 }}
                  options={RECORD_KINDS.map((k) => ({ value: k, label: t(`tagging.kind_${k}`) }))}
                />
              </Form.Item>,
            ]),
      ]}
      columns={[
        timeColumn(t('tagging.time')),
        ...(closingsOnly
          ? []
          : [
              {
                title: t('tagging.recordKind'),
                dataIndex: 'kind',
                key: 'kind',
                render: (k: CodeRecord['kind'], r: CodeRecord) => (
                  <>
                    <Tag color={KIND_COLOURS[k]}>{t(`tagging.kind_${k}`)}</Tag>
                    {r.redownload ? <Tag color="orange">{t('tagging.redownload')}</Tag> : null}
                  </>
                ),
              },
            ]),
        {
          title: t('tagging.orderNo'),
          dataIndex: 'order_no',
          key: 'order_no',
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        { title: t('tagging.range'), key: 'range', render: (_, r) => `${formatNumber(r.seq_from)} – ${formatNumber(r.seq_to)}` },
        { title: t('tagging.count'), dataIndex: 'count', key: 'count', align: 'right', render: (n: number) => formatNumber(n) },
        ...(closingsOnly ? [] : [{ title: t('tagging.format'), dataIndex: 'format', key: 'format' }]),
        { title: t('tagging.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true },
        { title: t('tagging.actor'), dataIndex: 'actor_name', key: 'actor_name' },
        { title: 'IP', dataIndex: 'ip', key: 'ip' },
        ...(closingsOnly
          ? []
          : [
              {
                title: 'SHA-256',
                dataIndex: 'sha256',
                key: 'sha256',
                render: (v: string) =>
                  v ? (
                    <Typography.Text code copyable={{ text: v }}>
                      {v.slice(0, 12)}…
                    </Typography.Text>
                  ) : null,
              },
            ]),
      ]}
    />
  );
}
