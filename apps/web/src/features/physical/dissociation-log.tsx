import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISSOCIATION_CODES_MAX, type Dissociation, type DissociationKind } from '@trace/contract/returns';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { dissociate, dissociationLogs } from '../../api/returns.ts';
import { required } from '../../components/form-rules.ts';
import { ListPage, listDefaults, yesNo } from '../../components/list-page.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = listDefaults('-created_at');

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
    { ...codeColumn(t('physical.dissociatedCode'), 'code'), width: 220, sorter: false },
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
    <ListPage<Dissociation, typeof menuKey>
      menuKey={menuKey}
      api={log}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('physical.dissociatedCode'), width: 220 },
        { kind: 'ref', name: 'warehouse_id', label: t('base.warehouse'), resource: 'warehouses', width: 180 },
        { kind: 'ref', name: 'product_id', label: t('base.product'), resource: 'products', width: 200 },
        {
          kind: 'select',
          name: 'voided',
          label: t('physical.emptiedVoided'),
          width: 110,
          options: yesNo(t('physical.yes'), t('physical.no')),
        },
        { kind: 'date', name: 'created_from', id: 'from', label: `${t('physical.dissociatedAt')} ≥` },
        { kind: 'date', name: 'created_to', id: 'to', label: `${t('physical.dissociatedAt')} ≤` },
      ]}
      columns={columns}
      empty={t('physical.dissociationsEmpty')}
      add={{
        label: t('physical.dissociationAdd'),
        onClick: () => {
          form.resetFields();
          setAsking({ opId: newOperationId() });
        },
        testId: 'dissociation-add',
      }}
    >
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
    </ListPage>
  );
}
