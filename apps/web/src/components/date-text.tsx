import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A time field (a date picker with `showTime`) kept as the ISO string the API takes: spread onto its Form.Item. */
export const isoTimeField = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.toISOString() : undefined),
};

/** A date field whose value is the API's `YYYY-MM-DD` string (forms and URL filters keep strings). */
export function DateText({
  value,
  onChange,
  id,
  ariaLabel,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  ariaLabel?: string;
}) {
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      value={value ? dayjs(value) : null}
      format="YYYY-MM-DD"
      onChange={(date) => onChange?.(date ? date.format('YYYY-MM-DD') : null)}
      style={{ width: '100%', minWidth: 140 }}
    />
  );
}
