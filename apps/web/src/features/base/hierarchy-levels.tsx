import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { HIERARCHY_MAX_LEVELS } from '@trace/contract/base';
import { Button, Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../components/ref-select.tsx';

export type Level = { unit_id: number | null; quantity: number };
export const DEFAULT_LEVELS: Level[] = [
  { unit_id: null, quantity: 1 },
  { unit_id: null, quantity: 12 },
];

/**
 * The packaging levels of a product inside a form (field `levels`): level 1 is the item, each
 * further level holds a quantity of the one below, up to four levels.
 */
export function HierarchyLevels() {
  const { t } = useTranslation();
  return (
    <Form.List name="levels">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="hierarchy-levels">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Typography.Text strong style={{ width: 90, display: 'inline-block' }}>
                {index === 0 ? t('base.levelItem') : t('base.levelN', { n: index + 1 })}
              </Typography.Text>
              <Form.Item name={[field.name, 'unit_id']} noStyle>
                <RefSelect resource="units" id={`level_${index}_unit`} placeholder={t('base.unit')} ariaLabel={t('base.unit')} />
              </Form.Item>
              {/* The item level always counts one; its field stays registered so it is submitted. */}
              <Form.Item
                name={[field.name, 'quantity']}
                noStyle
                hidden={index === 0}
                rules={[{ required: true, message: t('common.fieldRequired') }]}
              >
                <InputNumber
                  id={`level_${index}_quantity`}
                  min={1}
                  max={100000}
                  addonBefore={t('base.contains')}
                  aria-label={t('base.contains')}
                />
              </Form.Item>
              {index > 1 && index === fields.length - 1 ? (
                <MinusCircleOutlined aria-label={t('common.delete')} onClick={() => remove(field.name)} />
              ) : null}
            </Space>
          ))}
          {fields.length < HIERARCHY_MAX_LEVELS ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ unit_id: null, quantity: 1 })} data-testid="level-add">
              {t('base.addLevel')}
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}
