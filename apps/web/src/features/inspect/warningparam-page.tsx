import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SCAN_PARAMS } from '@trace/contract/scan';
import {
  DEDUPE_MINUTES_LIMIT,
  type EnterpriseScanParams,
  INTERNAL_CIDRS_MAX,
  MAX_QUERIES_LIMIT,
  type ProductScanParams,
  parseCidr,
} from '@trace/contract/scan-params';
import { Alert, Button, Card, Form, type FormInstance, Input, Row, Skeleton, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import type { Body } from '../../api/http.ts';
import { scanParamsApi } from '../../api/scan-params.ts';
import { refusal, required, showRefusedFields } from '../../components/form-rules.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { parseTime } from '../../components/time.ts';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { ParameterField } from './parameter-field.tsx';
import { RiskRulesCard } from './risk-rules.tsx';

const UPDATE = 'warningparam:update';
const DEFAULTS_KEY = ['inspect', 'warningparams', 'default'];
const LIST_DEFAULTS = listDefaults('product_name');

/**
 * Warning parameters (`warningparam`): how the enterprise's consumer queries are counted, the
 * address ranges of its own network, and products that count differently; then the risk rules
 * the warnings are raised by.
 */
export default function WarningparamPage() {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DefaultsCard />
      <Overrides />
      <RiskRulesCard />
    </Space>
  );
}

/** The repeat notice starts at the latest with the last query allowed, as the server checks. */
function noticeRule(t: TFunction, form: FormInstance) {
  return {
    validator: async (_: unknown, value: number | null) => {
      const max = form.getFieldValue('max_queries') as number | null;
      if (typeof value === 'number' && typeof max === 'number' && value > max)
        throw new Error(refusal(t, t('warning.repeatNoticeFrom'), 'validation.repeatNoticeAboveMax'));
    },
  };
}

/** The three counting fields, shared by the defaults (side by side) and an override's drawer (one under another). */
function CountingFields({ form, prefix, span }: { form: FormInstance; prefix: string; span: number }) {
  const { t } = useTranslation();
  return (
    <Row gutter={24}>
      <ParameterField name="max_queries" prefix={prefix} label="maxQueries" min={1} max={MAX_QUERIES_LIMIT} span={span} />
      <ParameterField
        name="repeat_notice_from"
        prefix={prefix}
        label="repeatNoticeFrom"
        min={1}
        max={MAX_QUERIES_LIMIT}
        span={span}
        dependencies={['max_queries']}
        rules={[noticeRule(t, form)]}
      />
      <ParameterField name="dedupe_minutes" prefix={prefix} label="dedupeMinutes" min={0} max={DEDUPE_MINUTES_LIMIT} span={span} />
    </Row>
  );
}

/** The internal address ranges, one per line, each checked as the server reads it. */
function CidrList() {
  const { t } = useTranslation();
  const cidrRule = {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value?.trim()) throw new Error(refusal(t, t('warning.internalCidrs'), 'validation.required'));
      if (!parseCidr(value)) throw new Error(refusal(t, t('warning.internalCidrs'), 'validation.cidr', value));
    },
  };
  return (
    <Form.Item label={t('warning.internalCidrs')} extra={t('warning.internalCidrsHelp')} required={false}>
      <Form.List name="internal_cidrs">
        {(fields, { add, remove }, { errors }) => (
          <Space orientation="vertical" size={0} style={{ width: '100%' }} data-testid="cidr-list">
            {fields.length === 0 ? <Typography.Text type="secondary">{t('warning.noCidrs')}</Typography.Text> : null}
            {fields.map((field, index) => (
              <Space key={field.key} align="start">
                <Form.Item name={field.name} rules={[cidrRule]} validateTrigger={['onChange', 'onBlur']} style={{ marginBottom: 8 }}>
                  <Input
                    id={`cidr_${index}`}
                    aria-label={`${t('warning.internalCidrs')} ${index + 1}`}
                    placeholder={t('warning.cidrPlaceholder')}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={64}
                    style={{ width: 280, fontFamily: 'monospace' }}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('warning.removeCidr', {
                        cidr: (getFieldValue(['internal_cidrs', field.name]) as string | undefined) ?? '',
                      })}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Form.Item>
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={fields.length >= INTERNAL_CIDRS_MAX}
              data-testid="cidr-add"
            >
              {t('warning.addCidr')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The enterprise's defaults: counting and internal ranges, saved together. */
function DefaultsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canUpdate = usePermission([UPDATE]);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const params = useQuery({ queryKey: DEFAULTS_KEY, queryFn: scanParamsApi.defaults });
  const save = useMutation({
    mutationFn: (values: Body<'/api/inspect/warningparams/default/save'>) => scanParamsApi.saveDefaults(values),
    onSuccess: (saved: EnterpriseScanParams) => {
      setDirty(false);
      toastSuccess(t('base.saved'));
      client.setQueryData(DEFAULTS_KEY, saved);
      // The ranges come back in their canonical form (`10.1.2.3/8` is `10.0.0.0/8`).
      form.setFieldsValue(saved);
    },
    onError: (error) => showRefusedFields(form, error),
  });
  if (!params.data) return <Skeleton active />;
  const data = params.data;
  return (
    <Card
      title={t('warning.scanParams')}
      extra={
        data.updated_at ? (
          <Typography.Text type="secondary">
            {data.updated_by_name
              ? t('warning.lastSavedBy', { time: parseTime(data.updated_at), name: data.updated_by_name })
              : t('base.lastSaved', { time: parseTime(data.updated_at) })}
          </Typography.Text>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('warning.scanParamsIntro')}</Typography.Paragraph>
      {data.saved ? null : <Alert type="info" showIcon title={t('warning.builtIn')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={data}
        scrollToFirstError={{ block: 'center' }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => save.mutate(values)}
        disabled={!canUpdate || save.isPending}
      >
        <CountingFields form={form} prefix="defaults" span={8} />
        <CidrList />
        <Permission roles={[UPDATE]}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="warningparam-save">
            {t('common.save')}
          </Button>
        </Permission>
      </Form>
    </Card>
  );
}

/** Products that count by their own parameters: list, add and edit in a drawer, delete, export. */
function Overrides() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const drawer = useDrawerControl<ProductScanParams>();
  const remove = useMutation({
    mutationFn: (id: number) => scanParamsApi.remove(id),
    onSuccess: () => {
      toastSuccess(t('base.deleted'));
      void client.invalidateQueries({ queryKey: scanParamsApi.key });
    },
  });
  return (
    <ListPage<ProductScanParams, 'warningparam'>
      menuKey="warningparam"
      title={t('warning.overrides')}
      api={scanParamsApi}
      defaults={LIST_DEFAULTS}
      filters={[keywordFilter(t)]}
      empty={t('warning.emptyOverrides')}
      add={{ label: t('warning.addOverride'), grant: UPDATE }}
      columns={[
        {
          title: t('base.code'),
          dataIndex: 'product_code',
          key: 'product_code',
          width: 120,
          render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
        },
        { title: t('base.productName'), dataIndex: 'product_name', key: 'product_name', sorter: true, width: 220 },
        { title: t('warning.maxQueries'), dataIndex: 'max_queries', key: 'max_queries', sorter: true, align: 'right', width: 120 },
        { title: t('warning.repeatNoticeFrom'), dataIndex: 'repeat_notice_from', key: 'repeat_notice_from', align: 'right', width: 140 },
        { title: t('warning.dedupeMinutes'), dataIndex: 'dedupe_minutes', key: 'dedupe_minutes', align: 'right', width: 160 },
        timeColumn(t('warning.updatedAt'), 'updated_at'),
        { title: t('warning.updatedBy'), dataIndex: 'updated_by_name', key: 'updated_by_name', width: 120 },
      ]}
      rowActions={(row) => [
        { key: 'edit', label: t('common.edit'), roles: [UPDATE], onClick: () => drawer.edit(row), testId: 'row-edit' },
        {
          key: 'delete',
          label: t('common.delete'),
          roles: [UPDATE],
          onClick: () => remove.mutate(row.id),
          confirm: t('common.confirmDelete', { name: t('warning.overrideOf', { name: row.product_name }) }),
          danger: true,
          testId: 'row-delete',
        },
      ]}
      actionLinks={2}
      drawer={{
        control: drawer,
        editLabel: t('warning.editOverride'),
        // An override keeps its product: a change sends the counting only.
        save: ({ product_id, ...counting }, editing) =>
          editing ? scanParamsApi.update(counting) : scanParamsApi.add({ product_id, ...counting }),
        initialValues: DEFAULT_SCAN_PARAMS,
        testId: 'warningparam-override',
        noStatus: true,
        form: (form, editing) => (
          <>
            <Form.Item
              htmlFor="override_product"
              name="product_id"
              label={t('base.product')}
              extra={editing ? t('warning.productFixed') : undefined}
              rules={[required(t)]}
            >
              <RefSelect id="override_product" resource="products" style={{ width: '100%' }} disabled={editing !== null} />
            </Form.Item>
            <CountingFields form={form} prefix="override" span={24} />
          </>
        ),
      }}
    />
  );
}
