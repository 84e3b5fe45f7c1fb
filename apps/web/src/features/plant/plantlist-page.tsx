import type { Plant } from '@trace/contract/plant';
import { plantInput } from '@trace/contract/plant';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '../../components/area-picker.tsx';
import { identifierField, phoneRule, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/** Plants (`plantlist`): where workshops and production lines belong. */
export default function PlantlistPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Plant>
      resource="plants"
      area="plant"
      menuKey="plantlist"
      title={t('menu.plantlist')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        statusFilter(t),
        <Form.Item key="area_code" name="area_code" label={t('base.region')}>
          <AreaPicker />
        </Form.Item>,
      ]}
      empty={t('plant.plantsEmpty')}
      addLabel={t('plant.plantAdd')}
      editLabel={t('plant.plantEdit')}
      nameOf={(p) => p.name}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.region'), dataIndex: 'area_name', key: 'area_name' },
        { title: t('base.address'), dataIndex: 'address', key: 'address', ellipsis: { showTitle: true } },
        { title: t('base.manager'), dataIndex: 'manager', key: 'manager' },
        { title: t('base.phone'), dataIndex: 'phone', key: 'phone' },
        { title: t('plant.workshopCount'), dataIndex: 'workshop_count', key: 'workshop_count', align: 'right' },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="plant_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, plantInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="plant_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="plant_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="plant_name" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="plant_area" name="area_code" label={t('base.region')}>
            <AreaPicker id="plant_area" />
          </Form.Item>
          <Form.Item htmlFor="plant_address" name="address" label={t('base.address')}>
            <Input id="plant_address" maxLength={200} />
          </Form.Item>
          <Form.Item htmlFor="plant_manager" name="manager" label={t('base.manager')}>
            <Input id="plant_manager" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="plant_phone" name="phone" label={t('base.phone')} rules={[phoneRule(t, t('base.phone'))]}>
            <Input id="plant_phone" maxLength={32} />
          </Form.Item>
        </>
      )}
    />
  );
}
