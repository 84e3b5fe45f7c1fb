import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DEALER_MAX_TIER, type Dealer, dealerInput } from '@trace/contract/base';
import { Button, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '../../components/area-picker.tsx';
import { identifierField, phoneRule, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };
const TIERS = Array.from({ length: DEALER_MAX_TIER }, (_, i) => i + 1);

/** Dealers (`dealer`): a tree of tiers, each with the regions it may sell in (the basis of diversion warnings). */
export default function DealerPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Dealer>
      resource="dealers"
      menuKey="dealer"
      title={t('menu.dealer')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item key="tier" name="tier" label={t('base.tier')}>
          <Select allowClear style={{ width: 110 }} options={TIERS.map((n) => ({ value: String(n), label: t('base.tierN', { n }) }))} />
        </Form.Item>,
        statusFilter(t),
        <Form.Item key="parent_id" name="parent_id" label={t('base.parentDealer')}>
          <RefSelect resource="dealers" />
        </Form.Item>,
        <Form.Item key="area_code" name="area_code" label={t('base.region')}>
          <AreaPicker />
        </Form.Item>,
      ]}
      empty={t('base.emptyDealers')}
      addLabel={t('base.dealerAdd')}
      editLabel={t('base.dealerEdit')}
      nameOf={(d) => d.name}
      initialValues={{ regions: [] }}
      toForm={(d) => ({ regions: d.regions.map((r) => ({ area_code: r.area_code, include_children: r.include_children })) })}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        {
          title: t('base.tier'),
          dataIndex: 'tier',
          key: 'tier',
          sorter: true,
          render: (n: number) => <Tag color="blue">{t('base.tierN', { n })}</Tag>,
        },
        { title: t('base.parentDealer'), dataIndex: 'parent_name', key: 'parent_name' },
        { title: t('base.region'), dataIndex: 'area_name', key: 'area_name' },
        {
          title: t('base.salesRegions'),
          dataIndex: 'regions',
          key: 'regions',
          render: (regions: Dealer['regions']) =>
            regions.map((r) => (
              <Tag key={r.area_code}>
                {r.area_name || r.area_code}
                {r.include_children ? '' : ` · ${t('base.exactArea')}`}
              </Tag>
            )),
        },
        { title: t('base.contact'), dataIndex: 'contact', key: 'contact' },
        { title: t('base.phone'), dataIndex: 'phone', key: 'phone' },
        { title: t('base.warehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name' },
        statusColumn(t('base.status')),
      ]}
      form={(form) => (
        <>
          <Form.Item
            htmlFor="dealer_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, dealerInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="dealer_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="dealer_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="dealer_name" maxLength={128} />
          </Form.Item>
          <Form.Item htmlFor="dealer_parent" name="parent_id" label={t('base.parentDealer')} extra={t('base.parentDealerHint')}>
            <RefSelect resource="dealers" id="dealer_parent" exclude={form.getFieldValue('id')} />
          </Form.Item>
          <Form.Item htmlFor="dealer_contact" name="contact" label={t('base.contact')}>
            <Input id="dealer_contact" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="dealer_phone" name="phone" label={t('base.phone')} rules={[phoneRule(t, t('base.phone'))]}>
            <Input id="dealer_phone" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="dealer_area" name="area_code" label={t('base.region')}>
            <AreaPicker id="dealer_area" />
          </Form.Item>
          <Form.Item htmlFor="dealer_address" name="address" label={t('base.address')}>
            <Input id="dealer_address" maxLength={200} />
          </Form.Item>
          <Form.Item label={t('base.salesRegions')} extra={t('base.salesRegionsHint')}>
            <Form.List name="regions">
              {(fields, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'area_code']} rules={[required(t)]} noStyle>
                        <AreaPicker />
                      </Form.Item>
                      <Form.Item name={[field.name, 'include_children']} valuePropName="checked" noStyle>
                        <Switch checkedChildren={t('base.withSubAreas')} unCheckedChildren={t('base.exactArea')} />
                      </Form.Item>
                      <MinusCircleOutlined aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ area_code: '', include_children: true })}>
                    {t('base.addRegion')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item htmlFor="dealer_warehouse" name="warehouse_id" label={t('base.warehouse')}>
            <RefSelect resource="warehouses" id="dealer_warehouse" />
          </Form.Item>
        </>
      )}
    />
  );
}
