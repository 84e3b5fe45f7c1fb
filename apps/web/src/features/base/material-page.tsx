import { MATERIAL_TYPES, type Material, materialInput } from '@trace/contract/base';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { identifierField, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/** Materials (`material`): raw and packaging materials with their supplier. */
export default function MaterialPage() {
  const { t } = useTranslation();
  const types = MATERIAL_TYPES.map((v) => ({ value: v, label: t(`base.materialType_${v}`) }));
  return (
    <ResourcePage<Material>
      resource="materials"
      menuKey="material"
      title={t('menu.material')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item key="type" name="type" label={t('base.materialType')}>
          <Select allowClear style={{ width: 140 }} options={types.map((o) => ({ ...o, value: String(o.value) }))} />
        </Form.Item>,
        statusFilter(t),
      ]}
      empty={t('base.emptyMaterials')}
      addLabel={t('base.materialAdd')}
      editLabel={t('base.materialEdit')}
      nameOf={(m) => m.name}
      initialValues={{ type: 1 }}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.materialType'), dataIndex: 'type', key: 'type', render: (v: number) => t(`base.materialType_${v}`) },
        { title: t('base.specification'), dataIndex: 'specification', key: 'specification' },
        { title: t('base.unit'), dataIndex: 'unit_name', key: 'unit_name' },
        { title: t('base.supplier'), dataIndex: 'supplier', key: 'supplier', ellipsis: true },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="material_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, materialInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="material_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="material_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="material_name" maxLength={128} />
          </Form.Item>
          <Form.Item htmlFor="material_type" name="type" label={t('base.materialType')} rules={[required(t)]}>
            <Select id="material_type" options={types} />
          </Form.Item>
          <Form.Item htmlFor="material_specification" name="specification" label={t('base.specification')}>
            <Input id="material_specification" maxLength={128} />
          </Form.Item>
          <Form.Item htmlFor="material_unit" name="unit_id" label={t('base.unit')}>
            <RefSelect resource="units" id="material_unit" />
          </Form.Item>
          <Form.Item htmlFor="material_supplier" name="supplier" label={t('base.supplier')}>
            <Input id="material_supplier" maxLength={128} />
          </Form.Item>
        </>
      )}
    />
  );
}
