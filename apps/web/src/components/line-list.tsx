import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData, Space } from 'antd';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

type Props = {
  /** The form field holding the lines (an array of rows). */
  name: string;
  rules?: ComponentProps<typeof Form.List>['rules'];
  /** The fields of one line, named `[field.name, <column>]`. */
  children: (field: FormListFieldData) => ReactNode;
  /** How many lines a form takes: Add is disabled at this count. */
  max: number;
  addLabel: string;
  removeLabel: string;
  testId: string;
  addTestId: string;
  /** A heading above the lines. */
  heading?: ReactNode;
  style?: CSSProperties;
  addStyle?: CSSProperties;
};

/**
 * The lines of a form (an order's products, a production order's materials): each line's fields
 * in a row with its remove button, then Add below; the list's own refusal (no line at all) under it.
 */
export function LineList(props: Props) {
  return (
    <Form.List name={props.name} rules={props.rules}>
      {(fields, { add, remove }, { errors }) => (
        <div style={props.style} data-testid={props.testId}>
          {props.heading}
          {fields.map((field) => (
            <Space key={field.key} align="start" style={{ display: 'flex' }}>
              {props.children(field)}
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={props.removeLabel} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({})}
            disabled={fields.length >= props.max}
            data-testid={props.addTestId}
            block
            style={props.addStyle}
          >
            {props.addLabel}
          </Button>
          {props.rules ? <Form.ErrorList errors={errors} /> : null}
        </div>
      )}
    </Form.List>
  );
}
