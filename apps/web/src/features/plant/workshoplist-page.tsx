import type { Workshop } from '@trace/contract/plant';
import { workshopInput } from '@trace/contract/plant';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { identifierField, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/** Workshops (`workshoplist`): the workshops of each plant. */
export default function WorkshoplistPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Workshop>
      resource="workshops"
      area="plant"
      menuKey="workshoplist"
      title={t('menu.workshoplist')}
      defaults={DEFAULTS}
      filters={[
        keywordFilter(t),
        <Form.Item htmlFor="filter_plant" key="plant_id" name="plant_id" label={t('plant.plant')}>
          <RefSelect id="filter_plant" resource="plants" area="plant" style={{ width: 200 }} />
        </Form.Item>,
        statusFilter(t),
      ]}
      empty={t('plant.workshopsEmpty')}
      addLabel={t('plant.workshopAdd')}
      editLabel={t('plant.workshopEdit')}
      nameOf={(w) => w.name}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('plant.plant'), dataIndex: 'plant_name', key: 'plant_name' },
        { title: t('base.manager'), dataIndex: 'manager', key: 'manager' },
        { title: t('plant.lineCount'), dataIndex: 'line_count', key: 'line_count', align: 'right' },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="workshop_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, workshopInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="workshop_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="workshop_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="workshop_name" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="workshop_plant" name="plant_id" label={t('plant.plant')} rules={[required(t)]}>
            <RefSelect id="workshop_plant" resource="plants" area="plant" />
          </Form.Item>
          <Form.Item htmlFor="workshop_manager" name="manager" label={t('base.manager')}>
            <Input id="workshop_manager" maxLength={64} />
          </Form.Item>
        </>
      )}
    />
  );
}
