import { ScanOutlined } from '@ant-design/icons';
import { codeValue } from '@trace/contract/codes';
import { Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusal } from '../../components/form-rules.ts';

type Props = {
  id: string;
  label: string;
  hint: string;
  /** A code read (its value, from a typed value or a scanned URL); the box is emptied for the next one. */
  onRead: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Takes the focus when this turns true (the next box to scan into, once the previous read is in). */
  focusWhen?: boolean;
  testId: string;
};

/**
 * A box a wedge scanner types into: text then Enter. Each read is handed over as a code value and
 * the box cleared, focus kept, so the next label can be scanned at once; what is not a code stays
 * in the box with the reason.
 */
export function ScanInput({ id, label, hint, onRead, disabled, autoFocus, focusWhen, testId }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (focusWhen) input.current?.focus();
  }, [focusWhen]);
  const read = (typed: string) => {
    if (!typed.trim()) return;
    const parsed = codeValue.safeParse(typed);
    setInvalid(!parsed.success);
    if (!parsed.success) {
      input.current?.select();
      return;
    }
    setText('');
    onRead(parsed.data);
  };
  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Form.Item
        htmlFor={id}
        label={label}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? refusal(t, t('codes.code'), 'validation.codeValue', text) : hint}
        style={{ marginBottom: 0 }}
      >
        <Input.Search
          ref={input}
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onSearch={read}
          enterButton={t('packing.read')}
          disabled={disabled}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          prefix={<ScanOutlined aria-hidden />}
          data-testid={testId}
        />
      </Form.Item>
    </Form>
  );
}
