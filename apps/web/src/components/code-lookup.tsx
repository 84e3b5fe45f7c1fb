import { ScanOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { STATUS } from '@trace/contract/api';
import { codeValue } from '@trace/contract/codes';
import { Alert, Button, Empty, Form, Input, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http.ts';
import { refusal } from './form-rules.ts';

/** A typed or scanned code as the server reads it: the value, or the last part of the URL printed in its QR code. */
export function normaliseCode(text: string): string | null {
  const parsed = codeValue.safeParse(text);
  return parsed.success ? parsed.data : null;
}

type Props<T> = {
  /** The code in the URL ('' for none yet). */
  code: string;
  onOpen: (value: string) => void;
  queryKey: readonly unknown[];
  load: (code: string) => Promise<T>;
  /** What was found. */
  children: (found: T) => ReactNode;
  labels: { search: string; hint: string; intro: string };
  /** What a refused code (400) offers: the page where it belongs. */
  refusedAction?: (code: string) => ReactNode;
  /** Prefix of the test ids (`<prefix>-input`, `-intro`, `-loading`, `-not-found`, `-refused`, `-error`). */
  testId: string;
};

/**
 * A code search as every code page has it: the box (typed or scanned, Enter searches) and what it
 * finds: the page's view of the code, "no such code", a refusal the page explains (400), or the
 * error with a way to try again.
 */
export function CodeLookup<T>({ code, onOpen, queryKey, load, children, labels, refusedAction, testId }: Props<T>) {
  const { t } = useTranslation();
  const [text, setText] = useState(code);
  const [invalid, setInvalid] = useState(false);
  // Back, Forward and links change the code under the box: it shows the URL's code.
  useEffect(() => {
    setText(code);
    setInvalid(false);
  }, [code]);
  const found = useQuery({ queryKey: [...queryKey, code], queryFn: () => load(code), enabled: code !== '' });
  const search = (typed: string) => {
    if (!typed.trim()) return;
    const value = normaliseCode(typed);
    setInvalid(value === null);
    if (value === null) return;
    if (value === code) void found.refetch();
    else onOpen(value);
  };
  const failed = found.error instanceof ApiError ? found.error.statusCode : 0;
  const inputId = `${testId}_code`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* Enter searches through the search box itself; the form only lays out its label and help. */}
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          htmlFor={inputId}
          label={labels.search}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? refusal(t, t('codes.code'), 'validation.codeValue', text) : labels.hint}
          style={{ marginBottom: 0 }}
        >
          <Input.Search
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => search(value)}
            enterButton={t('common.search')}
            allowClear
            autoFocus
            autoComplete="off"
            spellCheck={false}
            size="large"
            prefix={<ScanOutlined aria-hidden />}
            style={{ maxWidth: 640 }}
            data-testid={`${testId}-input`}
          />
        </Form.Item>
      </Form>
      {code === '' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={labels.intro} data-testid={`${testId}-intro`} />
      ) : found.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} data-testid={`${testId}-loading`} />
      ) : failed === STATUS.NOT_FOUND ? (
        <Empty description={t('codes.notFound', { code })} data-testid={`${testId}-not-found`}>
          <Typography.Text type="secondary">{t('codes.notFoundHint')}</Typography.Text>
        </Empty>
      ) : failed === STATUS.BAD_REQUEST ? (
        <Alert type="warning" showIcon title={found.error?.message} action={refusedAction?.(code)} data-testid={`${testId}-refused`} />
      ) : found.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('codes.loadFailed')}
          description={found.error.message}
          action={<Button onClick={() => void found.refetch()}>{t('codes.tryAgain')}</Button>}
          data-testid={`${testId}-error`}
        />
      ) : (
        children(found.data)
      )}
    </Space>
  );
}
