import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';

/** Filters most master-data lists share: free text over codes and names, and the status. */
export function keywordFilter(t: TFunction) {
  return (
    <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('base.keyword')}>
      <Input allowClear id="filter_keyword" placeholder={t('base.keywordPlaceholder')} style={{ width: 200 }} />
    </Form.Item>
  );
}

export function statusFilter(t: TFunction, labels: [string, string] = [t('base.enabled'), t('base.disabled')]) {
  return (
    <Form.Item htmlFor="filter_status" key="status" name="status" label={t('base.status')}>
      <Select
        allowClear
        id="filter_status"
        style={{ width: 130 }}
        options={[
          { value: '1', label: labels[0] },
          { value: '0', label: labels[1] },
        ]}
      />
    </Form.Item>
  );
}
