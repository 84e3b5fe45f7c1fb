import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { titleKey } from '@trace/contract/catalogue';
import { type CodeOrder, ORDER_BUTTONS, ORDER_QUANTITY, ORDER_STATUSES, type OrderStatus } from '@trace/contract/tagging';
import { Button, type ButtonProps, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListParams, resourceApi } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { download, request } from '../../api/http.ts';
import { DataTable } from '../../components/data-table.tsx';
import { keywordFilter } from '../../components/list-filters.tsx';
import { Permission } from '../../components/permission.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { required, showRefusedFields } from '../../utils/form-rules.ts';
import { parseTime } from '../../utils/time.ts';
import { CodeOrderDrawer } from './code-order-drawer.tsx';
import { JobProgress, RUNNING, STATUS_COLOURS } from './job-progress.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };
type Kind = 'order' | 'pool';
type RangeValues = { from?: number; to?: number };

/** The range fields of a download or a closing: empty means the whole order. */
function RangeFields({ max }: { max: number }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Form.Item htmlFor="range_from" name="from" label={t('tagging.seqFrom')}>
        <InputNumber id="range_from" min={1} max={max} placeholder="1" />
      </Form.Item>
      <Form.Item htmlFor="range_to" name="to" label={t('tagging.seqTo')}>
        <InputNumber id="range_to" min={1} max={max} placeholder={String(max)} />
      </Form.Item>
    </Space>
  );
}

/** Code orders (`rulenews`) and pre-generated pools (`readycreate`): create, watch, download, close. */
export function CodeOrdersPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const path = kind === 'order' ? 'codeorders' : 'pools';
  const buttons = ORDER_BUTTONS[kind];
  const menuKey = buttons.page;
  const closeAction = kind === 'order' ? 'close' : 'void';
  const api = resourceApi<CodeOrder>(path, 'tagging');
  const [adding, setAdding] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<CodeOrder | null>(null);
  const [closing, setClosing] = useState<CodeOrder | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [addForm] = Form.useForm();
  const [downloadForm] = Form.useForm();
  const [closeForm] = Form.useForm();
  const refresh = () => client.invalidateQueries({ queryKey: ['tagging'] });
  const post = <T,>(action: string, body: unknown, headers?: Record<string, string>) =>
    request<T>(`${api.path}/${action}`, { method: 'POST', body, client: 'auth', ...(headers ? { headers } : {}) });

  const add = useMutation({
    mutationFn: (values: Record<string, unknown>) => post<CodeOrder>('add', values, { 'Idempotency-Key': adding as string }),
    onSuccess: () => {
      toastSuccess(t('tagging.orderCreated'));
      setAdding(null);
      void refresh();
    },
    onError: (error) => showRefusedFields(addForm, error),
  });
  const cancel = useMutation({ mutationFn: (id: number) => post('cancel', { id }), onSuccess: () => void refresh() });
  const generateAgain = useMutation({
    mutationFn: (id: number) => post('generate', { id }),
    onSuccess: () => {
      toastSuccess(t('tagging.generationRestarted'));
      void refresh();
    },
  });
  const close = useMutation({
    mutationFn: (values: RangeValues & { reason: string }) => post<{ voided: number }>(closeAction, { ...values, id: closing?.id }),
    onSuccess: (result) => {
      toastSuccess(t('tagging.voided', { count: result.voided }));
      setClosing(null);
      void refresh();
    },
  });
  const fetchFile = useMutation({
    mutationFn: (values: RangeValues & { format: string }) => download(`${api.path}/download`, { ...values, id: downloading?.id }),
    onSuccess: () => {
      setDownloading(null);
      void refresh();
    },
  });

  return (
    <>
      <DataTable<CodeOrder>
        title={t(titleKey(menuKey))}
        queryKey={api.key}
        fetchPage={(query: ListParams) => api.page(query)}
        defaults={DEFAULTS}
        storageKey={menuKey}
        empty={t(kind === 'order' ? 'tagging.emptyOrders' : 'tagging.emptyPools')}
        exportTo={{ path: `${api.path}/export`, permission: menuKey }}
        refetchInterval={(rows) => (rows.some((o) => RUNNING.includes(o.status)) ? 1000 : false)}
        filters={[
          keywordFilter(t),
          <Form.Item key="status" name="status" label={t('tagging.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`tagging.status_${s}`) }))}
            />
          </Form.Item>,
          <Form.Item key="rule_id" name="rule_id" label={t('tagging.rule')}>
            <RefSelect area="tagging" resource="coderules" />
          </Form.Item>,
        ]}
        actions={
          <Permission roles={[buttons.add]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                addForm.resetFields();
                // One key per dialog: a retried submit can never create a second order.
                setAdding(crypto.randomUUID());
              }}
              data-testid={`${menuKey}-add`}
            >
              {t(kind === 'order' ? 'tagging.orderAdd' : 'tagging.poolAdd')}
            </Button>
          </Permission>
        }
        columns={[
          {
            title: t('tagging.orderNo'),
            dataIndex: 'order_no',
            key: 'order_no',
            render: (v: string, o: CodeOrder) => (
              <Button type="link" size="small" onClick={() => setViewing(o.id)} data-testid="order-open">
                <Typography.Text code>{v}</Typography.Text>
              </Button>
            ),
          },
          { title: t('tagging.rule'), dataIndex: 'rule_name', key: 'rule_name' },
          ...(kind === 'order' ? [{ title: t('tagging.product'), dataIndex: 'product_name', key: 'product_name' }] : []),
          {
            title: t('tagging.quantity'),
            dataIndex: 'quantity',
            key: 'quantity',
            sorter: true,
            align: 'right',
            render: (n: number) => n.toLocaleString(),
          },
          { title: t('tagging.progress'), key: 'progress', render: (_, o) => <JobProgress order={o} /> },
          {
            title: t('tagging.status'),
            dataIndex: 'status',
            key: 'status',
            render: (s: OrderStatus, o) => (
              <Tag color={STATUS_COLOURS[s]} title={o.error || undefined} data-testid="order-status">
                {t(`tagging.status_${s}`)}
              </Tag>
            ),
          },
          {
            title: t('tagging.downloaded'),
            dataIndex: 'downloaded_count',
            key: 'downloaded_count',
            align: 'right',
            render: (n: number) => n.toLocaleString(),
          },
          {
            title: t('tagging.voidedCount'),
            dataIndex: 'voided_count',
            key: 'voided_count',
            align: 'right',
            render: (n: number) => n.toLocaleString(),
          },
          { title: t('tagging.vendor'), dataIndex: 'vendor', key: 'vendor' },
          { title: t('tagging.createdAt'), dataIndex: 'created_at', key: 'created_at', sorter: true, render: (v: string) => parseTime(v) },
          {
            title: t('base.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, o) => (
              <Space size="small">
                {['ready', 'downloaded'].includes(o.status) ? (
                  <>
                    <Permission roles={[buttons.download]}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => {
                          downloadForm.resetFields();
                          setDownloading(o);
                        }}
                        data-testid="order-download"
                      >
                        {t('tagging.download')}
                      </Button>
                    </Permission>
                    <Permission roles={[buttons.stop]}>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => {
                          closeForm.resetFields();
                          setClosing(o);
                        }}
                        data-testid="order-close"
                      >
                        {t(`tagging.${closeAction}`)}
                      </Button>
                    </Permission>
                  </>
                ) : null}
                {o.status === 'failed' ? (
                  <Permission roles={[buttons.generateAgain]}>
                    <Popconfirm
                      title={t('tagging.confirmGenerateAgain', { no: o.order_no, made: o.generated_count.toLocaleString() })}
                      onConfirm={() => generateAgain.mutate(o.id)}
                    >
                      <Button type="link" size="small" data-testid="order-generate-again">
                        {t('tagging.generateAgain')}
                      </Button>
                    </Popconfirm>
                  </Permission>
                ) : null}
                {RUNNING.includes(o.status) ? (
                  <Permission roles={[buttons.add]}>
                    <Popconfirm
                      title={t('tagging.confirmCancel', { no: o.order_no })}
                      onConfirm={() => cancel.mutate(o.id)}
                      okButtonProps={{ danger: true }}
                    >
                      <Button type="link" size="small" danger>
                        {t('tagging.cancelJob')}
                      </Button>
                    </Popconfirm>
                  </Permission>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <CodeOrderDrawer path={path} id={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={adding !== null}
        title={t(kind === 'order' ? 'tagging.orderAdd' : 'tagging.poolAdd')}
        onCancel={() => setAdding(null)}
        onOk={() => addForm.submit()}
        okButtonProps={{ loading: add.isPending, 'data-testid': 'order-submit' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={addForm} layout="vertical" initialValues={{ quantity: 10_000 }} onFinish={(v) => add.mutate(v)}>
          <Form.Item htmlFor="order_rule" name="rule_id" label={t('tagging.rule')} rules={[required(t)]}>
            <RefSelect area="tagging" resource="coderules" id="order_rule" />
          </Form.Item>
          <Form.Item
            htmlFor="order_quantity"
            name="quantity"
            label={t('tagging.quantity')}
            rules={[required(t)]}
            extra={t('tagging.quantityHint', { max: ORDER_QUANTITY.max.toLocaleString() })}
          >
            <InputNumber id="order_quantity" min={ORDER_QUANTITY.min} max={ORDER_QUANTITY.max} style={{ width: 200 }} />
          </Form.Item>
          {kind === 'order' ? (
            <Form.Item htmlFor="order_product" name="product_id" label={t('tagging.product')}>
              <RefSelect resource="products" id="order_product" />
            </Form.Item>
          ) : null}
          <Form.Item htmlFor="order_vendor" name="vendor" label={t('tagging.vendor')}>
            <Input id="order_vendor" maxLength={128} />
          </Form.Item>
          <Form.Item htmlFor="order_remark" name="remark" label={t('tagging.remark')}>
            <Input id="order_remark" maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={downloading !== null}
        title={t('tagging.downloadTitle', { no: downloading?.order_no ?? '' })}
        onCancel={() => setDownloading(null)}
        onOk={() => downloadForm.submit()}
        okButtonProps={{ loading: fetchFile.isPending, 'data-testid': 'download-submit' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={downloadForm} layout="vertical" initialValues={{ format: 'csv' }} onFinish={(v) => fetchFile.mutate(v)}>
          <Form.Item name="format" label={t('tagging.format')}>
            <Radio.Group
              options={[
                { value: 'csv', label: 'CSV' },
                { value: 'txt', label: 'TXT' },
              ]}
            />
          </Form.Item>
          <RangeFields max={downloading?.quantity ?? ORDER_QUANTITY.max} />
          <Typography.Paragraph type="secondary">{t('tagging.downloadHint')}</Typography.Paragraph>
        </Form>
      </Modal>
      <Modal
        open={closing !== null}
        title={t(`tagging.${closeAction}Title`, { no: closing?.order_no ?? '' })}
        onCancel={() => setClosing(null)}
        onOk={() => closeForm.submit()}
        okButtonProps={{ danger: true, loading: close.isPending, 'data-testid': 'close-submit' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={closeForm} layout="vertical" onFinish={(v) => close.mutate(v)}>
          <RangeFields max={closing?.quantity ?? ORDER_QUANTITY.max} />
          <Form.Item htmlFor="close_reason" name="reason" label={t('tagging.reason')} rules={[required(t)]}>
            <Input id="close_reason" maxLength={200} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('tagging.closeHint')}</Typography.Paragraph>
        </Form>
      </Modal>
    </>
  );
}
