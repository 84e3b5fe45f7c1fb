import { PlusOutlined } from '@ant-design/icons';
import { buttonCode } from '@trace/contract/catalogue';
import { RETURN_STATUSES, type ReturnOrder } from '@trace/contract/returns';
import { Button, Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnOrders } from '../../api/returns.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { Permission } from '../../components/permission.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { ActionsCell, actionsColumn } from '../../components/row-actions.tsx';
import { formatNumber } from '../../utils/format.ts';
import { useReturnActions } from './return-actions.tsx';
import { ReturnCodesDrawer, ReturnFormFields, ReturnStatusTag } from './return-parts.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/**
 * Returns (`refund`): goods a dealer sends back. Filters by number, state, dealer, receiving
 * warehouse and day created; add and edit a draft in a drawer; scan its codes on a phone-sized
 * page, confirm, then restock or void; cancel a draft; the codes of each; export.
 */
export default function RefundPage() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<{ open: boolean; record: ReturnOrder | null }>({ open: false, record: null });
  const [codesOf, setCodesOf] = useState<ReturnOrder | null>(null);
  const { actionsOf, dialog } = useReturnActions({ onEdit: (record) => setDrawer({ open: true, record }), onCodes: setCodesOf });
  const columns: ColumnsType<ReturnOrder> = [
    {
      title: t('physical.returnNo'),
      dataIndex: 'return_no',
      key: 'return_no',
      sorter: true,
      width: 170,
      render: (no: string) => (
        <Typography.Text code copyable>
          {no}
        </Typography.Text>
      ),
    },
    {
      title: t('base.status'),
      dataIndex: 'status',
      key: 'status',
      width: 130,
      render: (s: ReturnOrder['status']) => <ReturnStatusTag status={s} />,
    },
    { title: t('physical.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 200 },
    { title: t('physical.returnWarehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name', width: 180 },
    { title: t('physical.returnReason'), dataIndex: 'reason', key: 'reason', width: 200, ellipsis: true },
    {
      title: t('physical.codeCount'),
      dataIndex: 'code_count',
      key: 'code_count',
      width: 80,
      align: 'right',
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('physical.items'),
      dataIndex: 'item_count',
      key: 'item_count',
      width: 80,
      align: 'right',
      render: (n: number) => formatNumber(n),
    },
    timeColumn(t('physical.returnedAt'), 'returned_at'),
    timeColumn(t('physical.decidedAt'), 'decided_at'),
    { title: t('physical.outcomeReason'), dataIndex: 'outcome_reason', key: 'outcome_reason', width: 200, ellipsis: true },
    timeColumn(t('base.createdAt'), 'created_at'),
    actionsColumn<ReturnOrder>(t('base.actions'), (order) => <ActionsCell actions={actionsOf(order)} />),
  ];
  return (
    <>
      <DataTable<ReturnOrder>
        title={t('menu.refund')}
        queryKey={returnOrders.key}
        fetchPage={(query) => returnOrders.page(query)}
        defaults={DEFAULTS}
        storageKey="refund"
        filters={[
          <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('base.keyword')}>
            <Input allowClear id="filter_keyword" placeholder={t('physical.returnNo')} style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_status" key="status" name="status" label={t('base.status')}>
            <Select
              allowClear
              id="filter_status"
              style={{ width: 160 }}
              options={RETURN_STATUSES.map((s) => ({ value: s, label: t(`physical.returnStatus_${s}`) }))}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_dealer" key="dealer_id" name="dealer_id" label={t('physical.dealer')}>
            <RefSelect id="filter_dealer" resource="dealers" style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_warehouse" key="warehouse_id" name="warehouse_id" label={t('physical.returnWarehouse')}>
            <RefSelect id="filter_warehouse" resource="warehouses" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_from" key="created_from" name="created_from" label={t('physical.createdFrom')}>
            <DateText id="filter_from" />
          </Form.Item>,
          <Form.Item htmlFor="filter_to" key="created_to" name="created_to" label={t('physical.createdTo')}>
            <DateText id="filter_to" />
          </Form.Item>,
        ]}
        columns={columns}
        empty={t('physical.returnsEmpty')}
        exportTo={{ path: `${returnOrders.path}/export`, permission: buttonCode('refund', 'export') }}
        actions={
          <Permission roles={[buttonCode('refund', 'add')]}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, record: null })} data-testid="refund-add">
              {t('physical.returnAdd')}
            </Button>
          </Permission>
        }
      />
      <RecordDrawer<ReturnOrder>
        open={drawer.open}
        record={drawer.record}
        title={drawer.record ? t('physical.returnEdit') : t('physical.returnAdd')}
        onClose={() => setDrawer({ open: false, record: null })}
        save={(body) => (drawer.record ? returnOrders.update(body) : returnOrders.add(body))}
        invalidates={returnOrders.key}
        toForm={(order) => ({ ...order })}
        initialValues={{}}
        testId="refund"
        noStatus
      >
        {() => <ReturnFormFields />}
      </RecordDrawer>
      <ReturnCodesDrawer order={codesOf} onClose={() => setCodesOf(null)} />
      {dialog}
    </>
  );
}
