import type { CodeState } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import { ORDER_QUANTITY } from '@trace/contract/tagging';
import { Button, Card, Form, Input, InputNumber, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../api/base.ts';
import { INQUIRY_KEY, inquiryApi } from '../../api/codes.ts';
import { CodeLink, CodeStatusTag } from '../../components/code-parts.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { refusal, required, showRefusedFields } from '../../components/form-rules.ts';
import { parseTime } from '../../components/time.ts';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';

/** The range list's state in the URL; `tab` keeps the page on this list. */
export const RANGE_DEFAULTS = { tab: 'range', page: '1', page_size: '20' };
const KEEP = ['tab'];
type Row = CodeState & { id: number };
type RangeValues = { order_no?: string; seq_from?: number; seq_to?: number };

const emptyPage = (query: ListParams): Page<Row> => ({
  list: [],
  total: 0,
  page: Number(query.page ?? 1),
  page_size: Number(query.page_size ?? 20),
});

/** The codes of a print file's sequence range (order or pool number, from and to), a page at a time from the server. */
export function RangeTable({ onOpen }: { onOpen: (value: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RangeValues>();
  const { values, update, reset } = useListParams(RANGE_DEFAULTS, KEEP);
  // Back and Forward change the URL under the form: it shows the URL's range again.
  useEffect(() => {
    form.setFieldsValue({
      order_no: values.order_no ?? '',
      seq_from: values.seq_from ? Number(values.seq_from) : undefined,
      seq_to: values.seq_to ? Number(values.seq_to) : undefined,
    });
  }, [form, values.order_no, values.seq_from, values.seq_to]);

  const fetchPage = async (query: ListParams): Promise<Page<Row>> => {
    const { order_no, seq_from, seq_to, page, page_size } = query;
    if (!order_no || !seq_from || !seq_to) return emptyPage(query);
    try {
      const result = await inquiryApi.range({
        order_no: String(order_no),
        seq_from: String(seq_from),
        seq_to: String(seq_to),
        page: String(page ?? 1),
        page_size: String(page_size ?? 20),
      });
      // Within one order a sequence number names one code.
      return { ...result, list: result.list.map((code) => ({ ...code, id: code.seq })) };
    } catch (error) {
      showRefusedFields(form, error);
      throw error;
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form<RangeValues>
          form={form}
          layout="inline"
          onFinish={(range) => update({ ...range, page: 1 })}
          data-testid="range-form"
          style={{ rowGap: 8 }}
        >
          <Form.Item htmlFor="range_order" name="order_no" label={t('codes.orderOrPool')} rules={[required(t)]}>
            <Input id="range_order" allowClear style={{ width: 200 }} maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="range_from" name="seq_from" label={t('tagging.seqFrom')} rules={[required(t)]}>
            <InputNumber id="range_from" min={1} max={ORDER_QUANTITY.max} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item
            htmlFor="range_to"
            name="seq_to"
            label={t('tagging.seqTo')}
            dependencies={['seq_from']}
            rules={[
              required(t),
              ({ getFieldValue }) => ({
                validator: async (_: unknown, to: number | undefined) => {
                  const from = getFieldValue('seq_from') as number | undefined;
                  if (to && from && to < from) throw new Error(refusal(t, t('tagging.seqTo'), 'validation.rangeOrder'));
                },
              }),
            ]}
          >
            <InputNumber id="range_to" min={1} max={ORDER_QUANTITY.max} style={{ width: 130 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="range-search">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                reset();
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <DataTable<Row>
        title={t('codes.rangeTitle')}
        queryKey={[...INQUIRY_KEY, 'range']}
        fetchPage={fetchPage}
        defaults={RANGE_DEFAULTS}
        keepParams={KEEP}
        storageKey="informationinquiry-range"
        empty={t('codes.rangeEmpty')}
        onRowClick={(row) => onOpen(row.value)}
        columns={[
          {
            title: t('codes.code'),
            dataIndex: 'value',
            key: 'value',
            width: 240,
            render: (value: string) => <CodeLink value={value} onOpen={onOpen} testId="range-code" />,
          },
          { title: t('codes.seq'), dataIndex: 'seq', key: 'seq', width: 110, align: 'right', render: (n: number) => formatNumber(n) },
          {
            title: t('codes.level'),
            dataIndex: 'level',
            key: 'level',
            width: 100,
            render: (level: string) => <Tag>{t(`tagging.level_${level}`)}</Tag>,
          },
          {
            title: t('codes.status'),
            dataIndex: 'status',
            key: 'status',
            width: 150,
            render: (status: CodeState['status']) => <CodeStatusTag status={status} />,
          },
          { title: t('codes.product'), dataIndex: 'product_name', key: 'product_name' },
          { title: t('codes.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
          { title: t('codes.holder'), dataIndex: 'holder_name', key: 'holder_name' },
          {
            title: t('codes.parent'),
            dataIndex: 'parent',
            key: 'parent',
            width: 240,
            render: (parent: string | null) => (parent ? <CodeLink value={parent} onOpen={onOpen} /> : null),
          },
          {
            title: t('codes.lastChange'),
            dataIndex: 'last_event_at',
            key: 'last_event_at',
            width: 180,
            render: (v: string | null) => parseTime(v),
          },
        ]}
      />
    </Space>
  );
}
