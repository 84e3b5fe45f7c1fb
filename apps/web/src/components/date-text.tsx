import { DatePicker } from 'antd';
import dayjs from 'dayjs';

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
