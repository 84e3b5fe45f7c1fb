import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CodeOrder,
  DOWNLOAD_FORMATS,
  LABEL_FORMATS,
  LABELS_MAX,
  labelSymbologiesOf,
  ORDER_BUTTONS,
  ORDER_QUANTITY,
  ORDER_STATUSES,
  type OrderStatus,
} from '@trace/contract/tagging';
import { Button, type ButtonProps, Form, Input, InputNumber, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceCalls } from '../../api/base.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { download, type FormValues, write } from '../../api/http.ts';
import { RUNNING_JOBS_KEY } from '../../api/jobs.ts';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import type { RowAction } from '../../components/row-actions.tsx';
import { formatNumber } from '../../utils/format.ts';
import { CodeOrderDrawer } from './code-order-drawer.tsx';
import { JobProgress, RUNNING, STATUS_COLOURS } from './job-progress.tsx';
import { ScanHostBar } from './scan-host-bar.tsx';

const DEFAULTS = listDefaults('-created_at');
type Kind = 'order' | 'pool';
type RangeValues = { from?: number; to?: number };
const downloadable = (o: CodeOrder) => ['ready', 'downloaded'].includes(o.status);

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
  const api = resourceCalls<CodeOrder>({ resource: path, area: 'tagging' });
  const [adding, setAdding] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<CodeOrder | null>(null);
  const [closing, setClosing] = useState<CodeOrder | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [addForm] = Form.useForm();
  const levelName = (level: string) => t(`tagging.level_${level}`);
  const [downloadForm] = Form.useForm();
  const [closeForm] = Form.useForm();
  // Labels (PNG, SVG sheets) take a symbol the order's labels can carry; print files take none.
  const labelsAsked = (LABEL_FORMATS as readonly string[]).includes(Form.useWatch('format', downloadForm) ?? '');
  const symbologies = downloading ? labelSymbologiesOf(downloading.url_form) : [];
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: ['tagging'] }), client.invalidateQueries({ queryKey: RUNNING_JOBS_KEY })]);
  const base = kind === 'order' ? '/api/tagging/codeorders' : '/api/tagging/pools';
  const closePath = kind === 'order' ? '/api/tagging/codeorders/close' : '/api/tagging/pools/void';

  const add = useMutation({
    mutationFn: (values: FormValues) => write(`${base}/add`, values, { headers: { 'Idempotency-Key': adding as string } }),
    onSuccess: () => {
      toastSuccess(t('tagging.orderCreated'));
      setAdding(null);
      void refresh();
    },
    onError: (error) => showRefusedFields(addForm, error),
  });
  const cancel = useMutation({ mutationFn: (id: number) => write(`${base}/cancel`, { id }), onSuccess: () => void refresh() });
  const generateAgain = useMutation({
    mutationFn: (id: number) => write(`${base}/generate`, { id }),
    onSuccess: () => {
      toastSuccess(t('tagging.generationRestarted'));
      void refresh();
    },
  });
  const close = useMutation({
    mutationFn: (values: RangeValues & { reason: string }) => write(closePath, { ...values, id: closing?.id as number }),
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

  // View, and Download on a finished order, as links; closing, retrying and cancelling under More.
  const actionsOf = (o: CodeOrder): RowAction[] => {
    const actions: RowAction[] = [
      { key: 'view', label: t('common.view'), roles: [menuKey], onClick: () => setViewing(o.id), testId: 'order-view' },
    ];
    if (downloadable(o)) {
      actions.push(
        {
          key: 'download',
          label: t('tagging.download'),
          roles: [buttons.download],
          onClick: () => {
            downloadForm.resetFields();
            setDownloading(o);
          },
          testId: 'order-download',
        },
        {
          key: closeAction,
          label: t(`tagging.${closeAction}`),
          roles: [buttons.stop],
          onClick: () => {
            closeForm.resetFields();
            setClosing(o);
          },
          danger: true,
          testId: 'order-close',
        },
      );
    }
    if (o.status === 'failed') {
      actions.push({
        key: 'generate',
        label: t('tagging.generateAgain'),
        roles: [buttons.generateAgain],
        onClick: () => generateAgain.mutate(o.id),
        confirm: t('tagging.confirmGenerateAgain', { no: o.order_no, count: o.generated_count }),
        testId: 'order-generate-again',
      });
    }
    if (RUNNING.includes(o.status)) {
      actions.push({
        key: 'cancel',
        label: t('tagging.cancelJob'),
        roles: [buttons.add],
        onClick: () => cancel.mutate(o.id),
        confirm: t('tagging.confirmCancel', { no: o.order_no }),
        danger: true,
        testId: 'order-cancel',
      });
    }
    return actions;
  };

  return (
    <>
      <ScanHostBar />
      <ListPage<CodeOrder, typeof menuKey>
        menuKey={menuKey}
        api={api}
        defaults={DEFAULTS}
        empty={t(kind === 'order' ? 'tagging.emptyOrders' : 'tagging.emptyPools')}
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
            <RefSelect area="tagging" resource="coderules" codeLabel={levelName} />
          </Form.Item>,
        ]}
        add={{
          label: t(kind === 'order' ? 'tagging.orderAdd' : 'tagging.poolAdd'),
          grant: buttons.add,
          onClick: () => {
            addForm.resetFields();
            // One key per dialog: a retried submit can never create a second order.
            setAdding(crypto.randomUUID());
          },
        }}
        columns={[
          {
            title: t('tagging.orderNo'),
            dataIndex: 'order_no',
            key: 'order_no',
            width: 200,
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
            render: (n: number) => formatNumber(n),
          },
          { title: t('tagging.progress'), key: 'progress', width: 220, render: (_, o) => <JobProgress order={o} /> },
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
            render: (n: number) => formatNumber(n),
          },
          {
            title: t('tagging.voidedCount'),
            dataIndex: 'voided_count',
            key: 'voided_count',
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          { title: t('tagging.vendor'), dataIndex: 'vendor', key: 'vendor' },
          timeColumn(t('tagging.createdAt')),
        ]}
        rowActions={actionsOf}
        actionLinks={2}
        linksOf={(o) => (downloadable(o) ? 2 : 1)}
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
            <RefSelect area="tagging" resource="coderules" id="order_rule" codeLabel={levelName} />
          </Form.Item>
          <Form.Item
            htmlFor="order_quantity"
            name="quantity"
            label={t('tagging.quantity')}
            rules={[required(t)]}
            extra={t('tagging.quantityHint', { max: ORDER_QUANTITY.max })}
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
              data-testid="download-format"
              options={[...DOWNLOAD_FORMATS].sort().map((format) => ({ value: format, label: t(`tagging.format_${format}`) }))}
            />
          </Form.Item>
          {labelsAsked ? (
            <Form.Item htmlFor="download_symbology" name="symbology" label={t('tagging.symbology')} initialValue={symbologies[0]}>
              <Select
                id="download_symbology"
                data-testid="download-symbology"
                style={{ width: 240 }}
                options={symbologies.map((symbology) => ({ value: symbology, label: t(`tagging.symbology_${symbology}`) }))}
              />
            </Form.Item>
          ) : null}
          <RangeFields max={downloading?.quantity ?? ORDER_QUANTITY.max} />
          <Typography.Paragraph type="secondary">
            {labelsAsked ? t('tagging.labelsHint', { max: LABELS_MAX }) : t('tagging.downloadHint')}
          </Typography.Paragraph>
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
