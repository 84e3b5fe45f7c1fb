import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_RISK_RULES,
  DIVERSION_LEVELS,
  enterpriseRiskInput,
  type ProductRisk,
  RISK_LIMITS,
  type RiskParams,
  type RiskRules,
} from '@trace/contract/risk';
import { Alert, Button, Card, Col, Divider, Empty, Form, Row, Select, Skeleton, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { RISK_PARAMS_KEY, riskParamsApi } from '../../api/warnings.ts';
import { required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { useDrawerControl } from '../../components/list-page.tsx';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { ActionsCell, actionsColumn } from '../../components/row-actions.tsx';
import { parseTime } from '../../components/time.ts';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { formatNumber } from '../../utils/format.ts';
import { ParameterField } from './parameter-field.tsx';

const UPDATE = 'warningparam:update';
const rule = enterpriseRiskInput.shape;

type NumberRule = Exclude<keyof RiskRules, 'diversion_level' | 'diversion_gps_only'>;

/** Each number's label, help and bounds, as the contract checks it. */
const NUMBERS: Record<NumberRule, { label: string; min: number; max: number }> = {
  diversion_min_devices: { label: 'diversionMinDevices', min: 1, max: RISK_LIMITS.minDevices },
  diversion_window_minutes: { label: 'diversionWindowMinutes', min: 1, max: RISK_LIMITS.windowMinutes },
  clone_speed_kmh: { label: 'cloneSpeedKmh', min: 1, max: RISK_LIMITS.speedKmh },
  clone_burst_devices: { label: 'cloneBurstDevices', min: 2, max: RISK_LIMITS.burstDevices },
  clone_burst_minutes: { label: 'cloneBurstMinutes', min: 1, max: RISK_LIMITS.burstMinutes },
  leak_grace_hours: { label: 'leakGraceHours', min: 0, max: RISK_LIMITS.leakGraceHours },
};

/** The rules' values of a saved version (the enterprise's or a product's). */
export function rulesOf(saved: RiskRules): RiskRules {
  return Object.fromEntries(Object.keys(DEFAULT_RISK_RULES).map((key) => [key, saved[key as keyof RiskRules]])) as RiskRules;
}

/** A number rule's field, checked by the contract's schema of it (as the server checks it). */
function NumberField({ name, prefix, span }: { name: NumberRule; prefix: string; span: number }) {
  const { t } = useTranslation();
  const { label, min, max } = NUMBERS[name];
  return (
    <ParameterField
      name={name}
      prefix={prefix}
      label={label}
      min={min}
      max={max}
      span={span}
      rules={[schemaRule(t, rule[name], t(`warning.${label}`))]}
    />
  );
}

/** The rules' fields in three groups, shared by the enterprise's form (side by side) and a product's drawer (one under another). */
function RuleFields({ prefix, span, exempt }: { prefix: string; span: number; exempt?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('warning.sectionDiversion')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={span}>
          <Form.Item
            htmlFor={`${prefix}_diversion_level`}
            name="diversion_level"
            label={t('warning.diversionLevel')}
            extra={t('warning.diversionLevelHelp')}
            rules={[required(t)]}
          >
            <Select
              id={`${prefix}_diversion_level`}
              options={DIVERSION_LEVELS.map((level) => ({ value: level, label: t(`warning.diversionLevel_${level}`) }))}
            />
          </Form.Item>
        </Col>
        <NumberField name="diversion_min_devices" prefix={prefix} span={span} />
        <NumberField name="diversion_window_minutes" prefix={prefix} span={span} />
        <Col xs={24} md={span}>
          <Form.Item
            htmlFor={`${prefix}_diversion_gps_only`}
            name="diversion_gps_only"
            label={t('warning.diversionGpsOnly')}
            extra={t('warning.diversionGpsOnlyHelp')}
            valuePropName="checked"
          >
            <Switch id={`${prefix}_diversion_gps_only`} />
          </Form.Item>
        </Col>
        {exempt ? (
          <Col xs={24} md={span * 2}>
            <Form.Item
              htmlFor={`${prefix}_exempt_dealers`}
              name="exempt_dealer_ids"
              label={t('warning.exemptDealers')}
              extra={t('warning.exemptDealersHelp')}
              rules={[{ type: 'array', max: RISK_LIMITS.exemptDealers }]}
            >
              <RefSelect id={`${prefix}_exempt_dealers`} resource="dealers" multiple style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Divider titlePlacement="start">{t('warning.sectionClone')}</Divider>
      <Row gutter={24}>
        <NumberField name="clone_speed_kmh" prefix={prefix} span={span} />
        <NumberField name="clone_burst_devices" prefix={prefix} span={span} />
        <NumberField name="clone_burst_minutes" prefix={prefix} span={span} />
      </Row>
      <Divider titlePlacement="start">{t('warning.sectionLeak')}</Divider>
      <Row gutter={24}>
        <NumberField name="leak_grace_hours" prefix={prefix} span={span} />
      </Row>
    </>
  );
}

/** "Version 3, in force since …, saved by …", or that the built-in rules apply. */
function VersionLine({ t, saved }: { t: TFunction; saved: { version: number; effective_at: string | null; created_by_name: string } }) {
  return saved.version > 0 && saved.effective_at ? (
    <Typography.Text type="secondary" data-testid="risk-version">
      {t('warning.versionInForce', { version: saved.version, time: parseTime(saved.effective_at), name: saved.created_by_name })}
    </Typography.Text>
  ) : null;
}

/**
 * The risk rules: the enterprise's (each save a new version in force from now, never applied to
 * scans already judged), each product's own, and the versions saved.
 */
export function RiskRulesCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canUpdate = usePermission([UPDATE]);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const params = useQuery({ queryKey: RISK_PARAMS_KEY, queryFn: riskParamsApi.get });
  const save = useMutation({
    mutationFn: riskParamsApi.saveDefaults,
    onSuccess: (next) => {
      setDirty(false);
      client.setQueryData(RISK_PARAMS_KEY, next);
      toastSuccess(t('warning.rulesSaved', { version: next.defaults.version }));
      form.setFieldsValue({ ...rulesOf(next.defaults), exempt_dealer_ids: next.defaults.exempt_dealer_ids });
    },
    onError: (error) => showRefusedFields(form, error),
  });
  if (!params.data) return <Skeleton active />;
  const { defaults } = params.data;
  return (
    <Card title={t('warning.riskRules')} extra={<VersionLine t={t} saved={defaults} />} data-testid="risk-rules">
      <Typography.Paragraph type="secondary">{t('warning.riskRulesIntro')}</Typography.Paragraph>
      {defaults.version === 0 ? <Alert type="info" showIcon title={t('warning.builtInRules')} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...rulesOf(defaults), exempt_dealer_ids: defaults.exempt_dealer_ids }}
        scrollToFirstError={{ block: 'center' }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => save.mutate(values)}
        disabled={!canUpdate || save.isPending}
      >
        <RuleFields prefix="risk" span={8} exempt />
        <Permission roles={[UPDATE]}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="risk-save">
            {t('warning.saveRules')}
          </Button>
        </Permission>
      </Form>
      <ProductRules params={params.data} />
      <Versions history={params.data.history} />
    </Card>
  );
}

type ProductRow = ProductRisk & { id: number };

/** Products judged by their own rules: edit and add in a drawer, remove after confirmation. */
function ProductRules({ params }: { params: RiskParams }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const drawer = useDrawerControl<ProductRow>();
  const rows: ProductRow[] = params.overrides.map((o) => ({ ...o, id: o.product_id }));
  const remove = useMutation({
    mutationFn: riskParamsApi.removeProduct,
    onSuccess: (next) => {
      client.setQueryData(RISK_PARAMS_KEY, next);
      toastSuccess(t('warning.productRulesRemoved'));
    },
  });
  const n = (value: number) => formatNumber(value);
  return (
    <>
      <Divider titlePlacement="start">{t('warning.productRules')}</Divider>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Text type="secondary">{t('warning.productRulesIntro')}</Typography.Text>
        <Permission roles={[UPDATE]}>
          <Button icon={<PlusOutlined />} onClick={drawer.add} data-testid="risk-product-add">
            {t('warning.addProductRules')}
          </Button>
        </Permission>
      </Space>
      <Table<ProductRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warning.productRulesEmpty')} /> }}
        data-testid="risk-products"
        columns={[
          { title: t('base.product'), dataIndex: 'product_name', width: 180 },
          {
            title: t('warning.diversionLevel'),
            dataIndex: 'diversion_level',
            width: 120,
            render: (level: string) => t(`warning.diversionLevel_${level}`),
          },
          { title: t('warning.diversionMinDevices'), dataIndex: 'diversion_min_devices', width: 110, align: 'right', render: n },
          { title: t('warning.diversionWindowMinutes'), dataIndex: 'diversion_window_minutes', width: 110, align: 'right', render: n },
          {
            title: t('warning.diversionGpsOnly'),
            dataIndex: 'diversion_gps_only',
            width: 110,
            render: (on: boolean) => (on ? t('base.yes') : t('base.no')),
          },
          { title: t('warning.cloneSpeedKmh'), dataIndex: 'clone_speed_kmh', width: 110, align: 'right', render: n },
          { title: t('warning.cloneBurstDevices'), dataIndex: 'clone_burst_devices', width: 100, align: 'right', render: n },
          { title: t('warning.cloneBurstMinutes'), dataIndex: 'clone_burst_minutes', width: 110, align: 'right', render: n },
          { title: t('warning.leakGraceHours'), dataIndex: 'leak_grace_hours', width: 110, align: 'right', render: n },
          { title: t('warning.ruleVersion'), dataIndex: 'version', width: 80, align: 'right' },
          actionsColumn<ProductRow>(
            t('base.actions'),
            (row) => (
              <ActionsCell
                links={2}
                actions={[
                  { key: 'edit', label: t('common.edit'), roles: [UPDATE], onClick: () => drawer.edit(row), testId: 'row-edit' },
                  {
                    key: 'remove',
                    label: t('warning.removeProductRules'),
                    roles: [UPDATE],
                    danger: true,
                    confirm: t('warning.removeProductRulesConfirm', { name: row.product_name }),
                    onClick: () => remove.mutate(row.product_id),
                    testId: 'row-delete',
                  },
                ]}
              />
            ),
            2,
          ),
        ]}
      />
      <RecordDrawer<ProductRow>
        open={drawer.open}
        record={drawer.record}
        title={drawer.record ? t('warning.editProductRules') : t('warning.addProductRules')}
        onClose={drawer.close}
        // A product's rules are keyed by the product, not by a row id.
        save={async ({ id: _id, ...body }) => {
          const next = await riskParamsApi.saveProduct(body as Parameters<typeof riskParamsApi.saveProduct>[0]);
          client.setQueryData(RISK_PARAMS_KEY, next);
          return next;
        }}
        invalidates={RISK_PARAMS_KEY}
        initialValues={{ ...rulesOf(params.defaults) }}
        testId="risk-product"
        noStatus
      >
        {() => (
          <>
            <Form.Item htmlFor="risk_product" name="product_id" label={t('base.product')} rules={[required(t)]}>
              <RefSelect id="risk_product" resource="products" style={{ width: '100%' }} disabled={drawer.record !== null} />
            </Form.Item>
            <RuleFields prefix="risk_product" span={24} />
          </>
        )}
      </RecordDrawer>
    </>
  );
}

/** The versions saved, newest first: the enterprise's and each product's. */
function Versions({ history }: { history: RiskParams['history'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('warning.ruleVersions')}</Divider>
      <Table
        size="small"
        rowKey={(row) => `${row.version}-${row.product_name}`}
        pagination={history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={history}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warning.noVersions')} /> }}
        data-testid="risk-versions"
        columns={[
          { title: t('warning.ruleVersion'), dataIndex: 'version', width: 90, align: 'right' },
          {
            title: t('warning.appliesTo'),
            dataIndex: 'product_name',
            render: (name: string, row) => (
              <Space size={4}>
                {name || t('warning.enterpriseRules')}
                {row.removed ? <Tag>{t('warning.removedRules')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('warning.effectiveAt'), dataIndex: 'effective_at', width: 180, render: (at: string) => parseTime(at) },
          { title: t('warning.savedBy'), dataIndex: 'created_by_name', width: 140 },
        ]}
      />
    </>
  );
}
