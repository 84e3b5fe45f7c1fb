import { WAREHOUSE_TYPES, type Warehouse, warehouseInput } from '@trace/contract/base';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '../../components/area-picker.tsx';
import { identifierField, phoneRule, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/** Warehouses (`store`): factory warehouses, RDCs, dealer and third-party warehouses. */
export default function StorePage() {
  const { t } = useTranslation();
  const types = WAREHOUSE_TYPES.map((v) => ({ value: v, label: t(`base.warehouseType_${v}`) }));
  return (
    <ResourcePage<Warehouse>
      resource="warehouses"
      menuKey="store"
      title={t('menu.store')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item key="type" name="type" label={t('base.warehouseType')}>
          <Select allowClear style={{ width: 150 }} options={types.map((o) => ({ ...o, value: String(o.value) }))} />
        </Form.Item>,
        statusFilter(t),
        <Form.Item key="area_code" name="area_code" label={t('base.region')}>
          <AreaPicker />
        </Form.Item>,
      ]}
      empty={t('base.emptyWarehouses')}
      addLabel={t('base.warehouseAdd')}
      editLabel={t('base.warehouseEdit')}
      nameOf={(w) => w.name}
      initialValues={{ type: 1 }}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.warehouseType'), dataIndex: 'type', key: 'type', render: (v: number) => t(`base.warehouseType_${v}`) },
        { title: t('base.region'), dataIndex: 'area_name', key: 'area_name' },
        { title: t('base.address'), dataIndex: 'address', key: 'address', ellipsis: true },
        { title: t('base.manager'), dataIndex: 'manager', key: 'manager' },
        { title: t('base.phone'), dataIndex: 'phone', key: 'phone' },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="warehouse_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, warehouseInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="warehouse_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="warehouse_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="warehouse_name" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="warehouse_type" name="type" label={t('base.warehouseType')} rules={[required(t)]}>
            <Select id="warehouse_type" options={types} />
          </Form.Item>
          <Form.Item htmlFor="warehouse_area" name="area_code" label={t('base.region')}>
            <AreaPicker id="warehouse_area" />
          </Form.Item>
          <Form.Item htmlFor="warehouse_address" name="address" label={t('base.address')}>
            <Input id="warehouse_address" maxLength={200} />
          </Form.Item>
          <Form.Item htmlFor="warehouse_manager" name="manager" label={t('base.manager')}>
            <Input id="warehouse_manager" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="warehouse_phone" name="phone" label={t('base.phone')} rules={[phoneRule(t, t('base.phone'))]}>
            <Input id="warehouse_phone" maxLength={32} />
          </Form.Item>
        </>
      )}
    />
  );
}
