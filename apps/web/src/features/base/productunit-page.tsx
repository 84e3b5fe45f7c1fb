import type { Unit } from '@trace/contract/base';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'sort' };

/** Packaging units (`productunit`): bottle, box, case, pallet …; the standard ones are named in every language. */
export default function ProductunitPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Unit>
      resource="units"
      menuKey="productunit"
      title={t('menu.productunit')}
      defaults={DEFAULTS}
      filters={[keywordFilter(t), statusFilter(t)]}
      empty={t('base.emptyUnits')}
      addLabel={t('base.unitAdd')}
      editLabel={t('base.unitEdit')}
      nameOf={(u) => u.name}
      initialValues={{ sort: 0 }}
      columns={[
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.symbol'), dataIndex: 'symbol', key: 'symbol', render: (v: string) => <code>{v}</code> },
        { title: t('base.sort'), dataIndex: 'sort', key: 'sort', sorter: true, align: 'right' },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item htmlFor="unit_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="unit_name" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="unit_symbol" name="symbol" label={t('base.symbol')}>
            <Input id="unit_symbol" maxLength={16} />
          </Form.Item>
          <Form.Item htmlFor="unit_sort" name="sort" label={t('base.sort')}>
            <InputNumber id="unit_sort" min={0} max={9999} />
          </Form.Item>
        </>
      )}
    />
  );
}
