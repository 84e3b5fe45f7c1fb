import { useQuery } from '@tanstack/react-query';
import { type ReturnCode, type ReturnOrder, type ReturnStatus, returnInput } from '@trace/contract/returns';
import { Col, Drawer, Form, Input, Row, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnOrders, returnsApi } from '../../api/returns.ts';
import { identifierField, required, schemaRule } from '../../components/form-rules.ts';
import { RefSelect } from '../../components/ref-select.tsx';
import { formatTime } from '../../components/time.ts';

const STATUS_COLOURS: Record<ReturnStatus, string> = {
  draft: 'default',
  returned: 'orange',
  restocked: 'green',
  voided: 'red',
  cancelled: 'default',
};

/** A return's state as a coloured tag; one awaiting its decision stands out. */
export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="return-status">
      {t(`physical.returnStatus_${status}`)}
    </Tag>
  );
}

/** The return form: number (made from today when left empty), dealer, receiving warehouse, reason, note. */
export function ReturnFormFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          htmlFor="return_no"
          name="return_no"
          label={t('physical.returnNo')}
          {...identifierField(t, returnInput.shape.return_no, t('physical.returnNo'), { hint: t('physical.returnNoHint') })}
        >
          <Input id="return_no" maxLength={32} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item htmlFor="return_dealer" name="dealer_id" label={t('physical.dealer')} rules={[required(t)]}>
          <RefSelect id="return_dealer" resource="dealers" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item htmlFor="return_warehouse" name="warehouse_id" label={t('physical.returnWarehouse')} rules={[required(t)]}>
          <RefSelect id="return_warehouse" resource="warehouses" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          htmlFor="return_reason"
          name="reason"
          label={t('physical.returnReason')}
          rules={[required(t), schemaRule(t, returnInput.shape.reason, t('physical.returnReason'))]}
        >
          <Input id="return_reason" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item htmlFor="return_note" name="note" label={t('physical.note')}>
          <Input.TextArea id="return_note" maxLength={500} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}

const PAGE_SIZE = 20;

/** The codes on a return, latest scan first, a page at a time. */
export function ReturnCodesDrawer({ order, onClose }: { order: ReturnOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const id = order?.id ?? 0;
  const codes = useQuery({
    queryKey: [...returnOrders.key, 'codes', id, page],
    queryFn: () => returnsApi.codes(id, page, PAGE_SIZE),
    enabled: id > 0,
  });
  return (
    <Drawer
      open={order !== null}
      title={order ? t('physical.returnCodesTitle', { return: order.return_no }) : ''}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size={720}
      destroyOnHidden
    >
      <Table<ReturnCode>
        data-testid="return-codes"
        rowKey="code_id"
        size="small"
        loading={codes.isFetching}
        dataSource={codes.data?.list ?? []}
        locale={{ emptyText: t('physical.returnScanEmpty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: codes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('codes.code'), dataIndex: 'value', key: 'value', render: (value: string) => <code>{value}</code> },
          { title: t('physical.level'), dataIndex: 'level', key: 'level', render: (level: string) => t(`tagging.level_${level}`) },
          { title: t('base.product'), dataIndex: 'product_name', key: 'product_name' },
          { title: t('physical.items'), dataIndex: 'items', key: 'items', align: 'right' },
          { title: t('physical.scannedBy'), dataIndex: 'scanned_by', key: 'scanned_by' },
          { title: t('physical.scannedAt'), dataIndex: 'scanned_at', key: 'scanned_at', render: (at: string) => formatTime(at) },
        ]}
      />
    </Drawer>
  );
}
