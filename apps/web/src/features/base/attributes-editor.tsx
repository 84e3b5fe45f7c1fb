import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Ordered key/value pairs of a product (field `attributes`), shown on the scan page in this order. */
export function AttributesEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="attributes">
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="attributes">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'key']} noStyle rules={[{ required: true, message: t('common.fieldRequired') }]}>
                <Input id={`attribute_${index}_key`} placeholder={t('base.attributeKey')} maxLength={64} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} noStyle>
                <Input id={`attribute_${index}_value`} placeholder={t('base.attributeValue')} maxLength={500} style={{ width: 320 }} />
              </Form.Item>
              <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('base.moveUp')}>
                ↑
              </Button>
              <MinusCircleOutlined aria-label={t('common.delete')} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} data-testid="attribute-add">
            {t('base.addAttribute')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
