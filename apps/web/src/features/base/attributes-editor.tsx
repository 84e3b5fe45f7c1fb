import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { attributeKeyOf, attributeNameOf, PRODUCT_ATTRIBUTE_NAMES } from '@trace/contract/base';
import { AutoComplete, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * An attribute's name: one of the named attributes (offered as typed, saved as `@name`, which the
 * scan page says in each visitor's language) or the brand's own words, shown on the page as written.
 */
function AttributeName({ id, value, onChange }: { id: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const label = (key: string) => {
    const name = attributeNameOf(key);
    return name ? t(`consumer.attribute_${name}`) : key;
  };
  const options = PRODUCT_ATTRIBUTE_NAMES.map((name) => ({ value: attributeKeyOf(name), label: t(`consumer.attribute_${name}`) }));
  // What is typed is the brand's own name unless it is a named attribute's word in this language.
  const keyOf = (text: string) => options.find((option) => option.label.toLowerCase() === text.trim().toLowerCase())?.value ?? text;
  return (
    <AutoComplete
      id={id}
      value={value === undefined ? undefined : label(value)}
      options={options}
      filterOption={(input, option) =>
        String(option?.label ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onSelect={(key: string) => onChange?.(key)}
      onChange={(text: string) => onChange?.(keyOf(text))}
      placeholder={t('base.attributeKey')}
      maxLength={64}
      style={{ width: 200 }}
    />
  );
}

/** Ordered name/value pairs of a product (field `attributes`), shown on the scan page in this order. */
export function AttributesEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="attributes">
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="attributes">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'key']} noStyle rules={[{ required: true, message: t('common.fieldRequired') }]}>
                <AttributeName id={`attribute_${index}_key`} />
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
