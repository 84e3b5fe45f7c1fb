import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { DISSOCIATION_CODES_MAX, type Dissociation, type DissociationKind } from '@trace/contract/returns';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { dissociate, dissociationLogs } from '../../api/returns.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { required } from '../../components/form-rules.ts';
import { Permission } from '../../components/permission.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

type Values = { codes: string; void_emptied: boolean; reason?: string };

/**
 * A dissociation page: RDC dissociation (`RDCdissociated`) and return dissociation (`dissociated`)
 * are this one page over their own log. Its button empties the cases or pallets scanned or typed
 * one per line, in one operation, optionally voiding each emptied code with the reason; the log
 * lists who emptied which case where, what it released and whether the case was voided.
 */
export function DissociationLog({ kind, menuKey }: { kind: DissociationKind; menuKey: 'RDCdissociated' | 'dissociated' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const log = dissociationLogs[kind];
  const [asking, setAsking] = useState<{ opId: string } | null>(null);
  const [form] = Form.useForm<Values>();
  const voiding = Form.useWatch('void_emptied', form);
  const run = useMutation({
    mutationFn: (values: Values & { opId: string }) =>
      dissociate(kind, {
        op_id: values.opId,
        codes: values.codes
          .split(/\s+/)
          .map((code) => code.trim())
          .filter(Boolean),
        void_emptied: values.void_emptied,
        reason: values.void_emptied ? (values.reason ?? '').trim() : '',
      }),
    onSuccess: (result) => {
      toastSuccess(t('physical.dissociated', { count: result.cases, released: result.released }));
      setAsking(null);
      void client.invalidateQueries({ queryKey: log.key });
    },
  });
  const columns: ColumnsType<Dissociation> = [
    {
      title: t('physical.dissociatedCode'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string) => (
        <Typography.Text code copyable>
          {code}
        </Typography.Text>
      ),
    },
    { title: t('physical.level'), dataIndex: 'level', key: 'level', width: 90, render: (level: string) => t(`tagging.level_${level}`) },
    { title: t('base.warehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name', width: 200 },
    { title: t('base.product'), dataIndex: 'product_name', key: 'product_name', width: 200 },
    {
      title: t('physical.releasedCodes'),
      dataIndex: 'released',
      key: 'released',
      width: 110,
      align: 'right',
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('physical.items'),
      dataIndex: 'items',
      key: 'items',
      width: 90,
      align: 'right',
      sorter: true,
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('physical.emptiedVoided'),
      dataIndex: 'voided',
      key: 'voided',
      width: 130,
      render: (v: boolean) => (v ? t('physical.yes') : t('physical.no')),
    },
    { title: t('physical.reason'), dataIndex: 'reason', key: 'reason', width: 200, ellipsis: true },
    { title: t('physical.operator'), dataIndex: 'created_by', key: 'created_by', width: 120 },
    timeColumn(t('physical.dissociatedAt'), 'created_at'),
  ];
  return (
    <>
      <DataTable<Dissociation>
        title={t(`menu.${menuKey}`)}
        queryKey={log.key}
        fetchPage={(query) => log.page(query)}
        defaults={DEFAULTS}
        storageKey={menuKey}
        filters={[
          <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('physical.dissociatedCode')}>
            <Input allowClear id="filter_keyword" style={{ width: 220 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_warehouse" key="warehouse_id" name="warehouse_id" label={t('base.warehouse')}>
            <RefSelect id="filter_warehouse" resource="warehouses" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_product" key="product_id" name="product_id" label={t('base.product')}>
            <RefSelect id="filter_product" resource="products" style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_voided" key="voided" name="voided" label={t('physical.emptiedVoided')}>
            <Select
              allowClear
              id="filter_voided"
              style={{ width: 110 }}
              options={[
                { value: 'true', label: t('physical.yes') },
                { value: 'false', label: t('physical.no') },
              ]}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_from" key="created_from" name="created_from" label={`${t('physical.dissociatedAt')} ≥`}>
            <DateText id="filter_from" />
          </Form.Item>,
          <Form.Item htmlFor="filter_to" key="created_to" name="created_to" label={`${t('physical.dissociatedAt')} ≤`}>
            <DateText id="filter_to" />
          </Form.Item>,
        ]}
        columns={columns}
        empty={t('physical.dissociationsEmpty')}
        exportTo={{ path: `${log.path}/export`, permission: menuKey }}
        actions={
          <Permission roles={[buttonCode(menuKey, 'add')]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                form.resetFields();
                setAsking({ opId: newOperationId() });
              }}
              data-testid="dissociation-add"
            >
              {t('physical.dissociationAdd')}
            </Button>
          </Permission>
        }
      />
      <Modal
        open={asking !== null}
        title={t('physical.dissociationAdd')}
        okText={t('physical.dissociationAdd')}
        okButtonProps={{ loading: run.isPending, danger: voiding === true, id: 'dissociation-ok' }}
        cancelText={t('common.cancel')}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Alert
          type="info"
          showIcon
          title={t(kind === 'rdc' ? 'physical.dissociationRdcIntro' : 'physical.dissociationReturnIntro')}
          style={{ marginBottom: 16 }}
        />
        <Form
          form={form}
          layout="vertical"
          initialValues={{ void_emptied: false }}
          onFinish={(values: Values) => asking && run.mutate({ ...values, opId: asking.opId })}
        >
          <Form.Item
            htmlFor="dissociation_codes"
            name="codes"
            label={t('physical.dissociationCodes')}
            rules={[
              required(t),
              {
                validator: async (_, text: string | undefined) => {
                  if ((text ?? '').split(/\s+/).filter(Boolean).length > DISSOCIATION_CODES_MAX)
                    throw new Error(t('physical.dissociationTooMany', { max: DISSOCIATION_CODES_MAX }));
                },
              },
            ]}
          >
            <Input.TextArea id="dissociation_codes" rows={5} data-testid="dissociation-codes" />
          </Form.Item>
          <Form.Item name="void_emptied" valuePropName="checked">
            <Checkbox data-testid="dissociation-void">{t('physical.dissociationVoid')}</Checkbox>
          </Form.Item>
          {voiding && (
            <Form.Item
              htmlFor="dissociation_reason"
              name="reason"
              label={t('physical.voidReasonLabel')}
              rules={[required(t), { max: 200 }]}
            >
              <Input id="dissociation_reason" maxLength={200} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
