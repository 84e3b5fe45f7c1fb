import { useQuery } from '@tanstack/react-query';
import type { Exchange, ExchangeCode } from '@trace/contract/exchange';
import { Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exchanges, exchangesApi } from '../../api/exchanges.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { CodeLink } from '../../components/page-link.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';
import { ExchangeDrawer } from './exchange-form.tsx';

const DEFAULTS = listDefaults('-exchanged_at');
const CODES_PAGE = 10;
const count = (n: number) => formatNumber(n);

/**
 * Exchange (`barter`): goods moved from one dealer to another with the reason, each a transfer
 * document whose codes now belong to the new dealer. Filters by number, either dealer and date;
 * each exchange's codes (opening the box code query); a new exchange in a drawer; export.
 */
export default function BarterPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Exchange | null>(null);
  const columns: ColumnsType<Exchange> = [
    { ...codeColumn(t('physical.exchangeNo'), 'exchange_no'), width: 170 },
    { title: t('physical.fromDealer'), dataIndex: 'from_dealer_name', key: 'from_dealer_name', width: 200 },
    { title: t('physical.toDealer'), dataIndex: 'to_dealer_name', key: 'to_dealer_name', width: 200 },
    { title: t('physical.reason'), dataIndex: 'reason', key: 'reason', width: 240, ellipsis: true },
    { title: t('physical.exchangeCodes'), dataIndex: 'code_count', key: 'code_count', align: 'right', width: 90, render: count },
    { title: t('physical.exchangeItems'), dataIndex: 'item_count', key: 'item_count', align: 'right', width: 100, render: count },
    timeColumn(t('physical.exchangedAt'), 'exchanged_at'),
    { title: t('physical.exchangedBy'), dataIndex: 'created_by', key: 'created_by', width: 140 },
    { title: t('physical.note'), dataIndex: 'note', key: 'note', width: 180, ellipsis: true },
  ];
  return (
    <ListPage<Exchange, 'barter'>
      menuKey="barter"
      api={exchanges}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('physical.exchangeNo'), width: 180 },
        { kind: 'ref', name: 'from_dealer_id', label: t('physical.fromDealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'to_dealer_id', label: t('physical.toDealer'), resource: 'dealers', width: 200 },
        { kind: 'date', name: 'exchanged_from', id: 'from', label: t('physical.exchangedFrom') },
        { kind: 'date', name: 'exchanged_to', id: 'to', label: t('physical.exchangedTo') },
      ]}
      columns={columns}
      rowActions={(exchange) => [
        { key: 'codes', label: t('physical.exchangeViewCodes'), roles: ['barter'], onClick: () => setViewing(exchange) },
      ]}
      empty={t('physical.exchangesEmpty')}
      add={{ label: t('physical.exchangeAdd'), onClick: () => setAdding(true) }}
    >
      <ExchangeDrawer open={adding} onClose={() => setAdding(false)} />
      <ExchangeCodes exchange={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}

/** One exchange's codes, a page at a time; each opens in the box code query (an item in the information inquiry). */
function ExchangeCodes({ exchange, onClose }: { exchange: Exchange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const id = exchange?.id ?? 0;
  const codes = useQuery({
    queryKey: [...exchanges.key, 'codes', id, page],
    queryFn: () => exchangesApi.codes(id, page, CODES_PAGE),
    enabled: exchange !== null,
  });
  const columns: ColumnsType<ExchangeCode> = [
    {
      title: t('codes.code'),
      dataIndex: 'value',
      key: 'value',
      render: (value: string, row) => (
        <CodeLink code={value} page={row.level === 'item' ? 'informationinquiry' : 'boxcode'} testId="exchange-code" />
      ),
    },
    { title: t('codes.level'), dataIndex: 'level', key: 'level', render: (level: string) => <Tag>{t(`tagging.level_${level}`)}</Tag> },
    { title: t('codes.product'), dataIndex: 'product_name', key: 'product_name' },
    { title: t('physical.exchangeItems'), dataIndex: 'items', key: 'items', align: 'right', render: count },
  ];
  return (
    <Modal
      open={exchange !== null}
      title={exchange ? t('physical.exchangeDetail', { no: exchange.exchange_no }) : ''}
      onCancel={onClose}
      afterClose={() => setPage(1)}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {exchange ? (
        <Typography.Paragraph type="secondary">
          {exchange.from_dealer_name} → {exchange.to_dealer_name} · {exchange.reason}
        </Typography.Paragraph>
      ) : null}
      <Table<ExchangeCode>
        rowKey="value"
        size="small"
        loading={codes.isPending}
        dataSource={codes.data?.list ?? []}
        columns={columns}
        pagination={{ current: page, pageSize: CODES_PAGE, total: codes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="exchange-codes-table"
      />
    </Modal>
  );
}
