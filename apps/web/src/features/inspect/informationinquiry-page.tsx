import { ScanOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STATUS } from '@trace/contract/api';
import { titleKey } from '@trace/contract/catalogue';
import { codeValue } from '@trace/contract/codes';
import { Alert, Button, Card, Empty, Form, Input, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INQUIRY_KEY, inquiryApi } from '../../api/codes.ts';
import { ApiError } from '../../api/http.ts';
import { CodeView } from './code-view.tsx';
import { RangeTable } from './range-table.tsx';

type Tab = 'code' | 'range';

/** A typed or scanned code as the server reads it: the value, or the last part of the URL printed in its QR code. */
export function normaliseCode(text: string): string | null {
  const parsed = codeValue.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Information inquiry (`informationinquiry`): any code at any level, typed or scanned, with its
 * facts, containers, contents and history, and the operations the person may do on it; or the
 * codes of a print file's range. The code (or the range) is in the URL, so Back and links work.
 */
export default function InformationinquiryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'range' ? 'range' : 'code';
  const code = params.get('code') ?? '';
  const open = (value: string) => setParams({ code: value });

  return (
    <Card title={t(titleKey('informationinquiry'))}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        // Each tab starts from its own empty state; Back returns to the other tab as it was.
        onChange={(next) => setParams(next === 'range' ? { tab: 'range' } : {})}
        items={[
          { key: 'code', label: t('codes.byCode'), children: <CodeLookup code={code} onOpen={open} /> },
          { key: 'range', label: t('codes.byRange'), children: <RangeTable onOpen={open} /> },
        ]}
      />
    </Card>
  );
}

/** The search box and what it finds: the code's view, "no such code", or the error with a way to try again. */
function CodeLookup({ code, onOpen }: { code: string; onOpen: (value: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState(code);
  const [invalid, setInvalid] = useState(false);
  // Back, Forward and links change the code under the box: it shows the URL's code.
  useEffect(() => {
    setText(code);
    setInvalid(false);
  }, [code]);
  const life = useQuery({ queryKey: [...INQUIRY_KEY, 'life', code], queryFn: () => inquiryApi.life(code), enabled: code !== '' });
  const search = (typed: string) => {
    if (!typed.trim()) return;
    const value = normaliseCode(typed);
    setInvalid(value === null);
    if (value === null) return;
    if (value === code) void life.refetch();
    else onOpen(value);
  };
  const reload = () => client.invalidateQueries({ queryKey: INQUIRY_KEY });
  const notFound = life.error instanceof ApiError && life.error.statusCode === STATUS.NOT_FOUND;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* Enter searches through the search box itself; the form only lays out its label and help. */}
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          htmlFor="inquiry_code"
          label={t('codes.searchLabel')}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('errors.validation', { field: t('codes.code'), reason: t('validation.codeValue') }) : t('codes.searchHint')}
          style={{ marginBottom: 0 }}
        >
          <Input.Search
            id="inquiry_code"
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
            data-testid="inquiry-input"
          />
        </Form.Item>
      </Form>
      {code === '' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('codes.inquiryIntro')} data-testid="inquiry-intro" />
      ) : life.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} data-testid="inquiry-loading" />
      ) : notFound ? (
        <Empty description={t('codes.notFound', { code })} data-testid="inquiry-not-found">
          <Typography.Text type="secondary">{t('codes.notFoundHint')}</Typography.Text>
        </Empty>
      ) : life.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('codes.loadFailed')}
          description={life.error.message}
          action={<Button onClick={() => void life.refetch()}>{t('codes.tryAgain')}</Button>}
          data-testid="inquiry-error"
        />
      ) : (
        <CodeView life={life.data} onOpen={onOpen} onChanged={() => void reload()} />
      )}
    </Space>
  );
}
