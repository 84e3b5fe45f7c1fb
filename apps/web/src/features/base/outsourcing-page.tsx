import type { Outsourcing } from '@trace/contract/base';
import { outsourcingInput } from '@trace/contract/base';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '../../components/area-picker.tsx';
import { identifierField, phoneRule, required } from '../../components/form-rules.ts';
import { keywordFilter, statusFilter } from '../../components/list-filters.tsx';
import { codeColumn, ResourcePage, statusColumn } from '../../components/resource-page.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: 'code' };

/** Outsourced customers (`outsourcing`): contract manufacturers and co-packers. */
export default function OutsourcingPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage<Outsourcing>
      resource="outsourcings"
      menuKey="outsourcing"
      title={t('menu.outsourcing')}
      defaults={DEFAULTS}
      filters={[keywordFilter(t), statusFilter(t)]}
      empty={t('base.emptyOutsourcings')}
      addLabel={t('base.outsourcingAdd')}
      editLabel={t('base.outsourcingEdit')}
      nameOf={(o) => o.name}
      columns={[
        codeColumn(t('base.code')),
        { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true },
        { title: t('base.contact'), dataIndex: 'contact', key: 'contact' },
        { title: t('base.phone'), dataIndex: 'phone', key: 'phone' },
        { title: t('base.region'), dataIndex: 'area_name', key: 'area_name' },
        { title: t('base.licenceNo'), dataIndex: 'licence_no', key: 'licence_no' },
        statusColumn(t('base.status')),
      ]}
      form={() => (
        <>
          <Form.Item
            htmlFor="outsourcing_code"
            name="code"
            label={t('base.code')}
            {...identifierField(t, outsourcingInput.shape.code, t('base.code'), { required: true })}
          >
            <Input id="outsourcing_code" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="outsourcing_name" name="name" label={t('base.name')} rules={[required(t)]}>
            <Input id="outsourcing_name" maxLength={128} />
          </Form.Item>
          <Form.Item htmlFor="outsourcing_contact" name="contact" label={t('base.contact')}>
            <Input id="outsourcing_contact" maxLength={64} />
          </Form.Item>
          <Form.Item htmlFor="outsourcing_phone" name="phone" label={t('base.phone')} rules={[phoneRule(t, t('base.phone'))]}>
            <Input id="outsourcing_phone" maxLength={32} />
          </Form.Item>
          <Form.Item htmlFor="outsourcing_area" name="area_code" label={t('base.region')}>
            <AreaPicker id="outsourcing_area" />
          </Form.Item>
          <Form.Item htmlFor="outsourcing_licence" name="licence_no" label={t('base.licenceNo')}>
            <Input id="outsourcing_licence" maxLength={64} />
          </Form.Item>
        </>
      )}
    />
  );
}
