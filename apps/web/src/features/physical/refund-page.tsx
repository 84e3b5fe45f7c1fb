import { RETURN_STATUSES, type ReturnOrder } from '@trace/contract/returns';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnOrders } from '../../api/returns.ts';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';
import { useReturnActions } from './return-actions.tsx';
import { ReturnCodesDrawer, ReturnFormFields, ReturnStatusTag } from './return-parts.tsx';

const DEFAULTS = listDefaults('-created_at');

/**
 * Returns (`refund`): goods a dealer sends back. Filters by number, state, dealer, receiving
 * warehouse and day created; add and edit a draft in a drawer; scan its codes on a phone-sized
 * page, confirm, then restock or void; cancel a draft; the codes of each; export.
 */
export default function RefundPage() {
  const { t } = useTranslation();
  const drawer = useDrawerControl<ReturnOrder>();
  const [codesOf, setCodesOf] = useState<ReturnOrder | null>(null);
  const { actionsOf, dialog } = useReturnActions({ onEdit: drawer.edit, onCodes: setCodesOf });
  const columns: ColumnsType<ReturnOrder> = [
    { ...codeColumn(t('physical.returnNo'), 'return_no'), width: 170 },
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
  ];
  return (
    <ListPage<ReturnOrder, 'refund'>
      menuKey="refund"
      api={returnOrders}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('physical.returnNo'), width: 180 },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          width: 160,
          options: RETURN_STATUSES.map((s) => ({ value: s, label: t(`physical.returnStatus_${s}`) })),
        },
        { kind: 'ref', name: 'dealer_id', label: t('physical.dealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'warehouse_id', label: t('physical.returnWarehouse'), resource: 'warehouses', width: 180 },
        { kind: 'date', name: 'created_from', id: 'from', label: t('physical.createdFrom') },
        { kind: 'date', name: 'created_to', id: 'to', label: t('physical.createdTo') },
      ]}
      columns={columns}
      rowActions={actionsOf}
      empty={t('physical.returnsEmpty')}
      add={{ label: t('physical.returnAdd') }}
      drawer={{
        control: drawer,
        editLabel: t('physical.returnEdit'),
        form: () => <ReturnFormFields />,
        toForm: (order) => ({ ...order }),
        initialValues: {},
        noStatus: true,
      }}
    >
      <ReturnCodesDrawer order={codesOf} onClose={() => setCodesOf(null)} />
      {dialog}
    </ListPage>
  );
}
