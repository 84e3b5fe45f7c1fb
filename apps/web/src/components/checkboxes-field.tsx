import { Checkbox, Typography } from 'antd';

/** The field's own props; Form.Item gives `id`, `value`, `onChange` and `aria-describedby`. */
export type CheckboxesProps<V extends string> = {
  /** The field's label, which names the group. */
  label: string;
  /** Each choice, with what it means in secondary text after it. */
  options: { value: V; label: string; help?: string }[];
  id?: string;
  value?: V[];
  onChange?: (values: V[]) => void;
  'aria-describedby'?: string;
};

/**
 * A form field of several choices as a group of checkboxes named by the field's label, one under
 * another. The group takes the form's value and help but not its required state, which a group of
 * checkboxes cannot carry: the field's rule says how many are needed.
 */
export function CheckboxesField<V extends string>({
  label,
  options,
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
}: CheckboxesProps<V>) {
  return (
    <fieldset id={id} aria-label={label} aria-describedby={describedBy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Checkbox.Group<V>
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        value={value}
        onChange={onChange}
        options={options.map((option) => ({
          value: option.value,
          label: (
            <span>
              {option.label}
              {option.help ? (
                <>
                  {' '}
                  <Typography.Text type="secondary">{option.help}</Typography.Text>
                </>
              ) : null}
            </span>
          ),
        }))}
      />
    </fieldset>
  );
}
