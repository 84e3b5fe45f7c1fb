import { Col, Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { required } from '../../components/form-rules.ts';

type Props = {
  /** The field's name, and with `prefix` its id (one form shows it side by side, a drawer another time). */
  name: string;
  prefix: string;
  /** `warning.<label>` and `warning.<label>Help`. */
  label: string;
  min: number;
  max: number;
  span: number;
  rules?: Rule[];
  dependencies?: string[];
};

/** A required whole number of the warning parameters, with its help under it, in a column of `span`. */
export function ParameterField({ name, prefix, label, min, max, span, rules = [], dependencies }: Props) {
  const { t } = useTranslation();
  const id = `${prefix}_${name}`;
  return (
    <Col xs={24} md={span}>
      <Form.Item
        htmlFor={id}
        name={name}
        label={t(`warning.${label}`)}
        extra={t(`warning.${label}Help`)}
        dependencies={dependencies}
        rules={[required(t), ...rules]}
      >
        <InputNumber id={id} min={min} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}
