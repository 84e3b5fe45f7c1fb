import { DeleteOutlined, DisconnectOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { STATUS } from '@trace/contract/api';
import { titleKey } from '@trace/contract/catalogue';
import type { CodeState } from '@trace/contract/codes';
import { Alert, Button, type ButtonProps, Card, Empty, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOperations, codeWorkApi, type UnpackBody } from '../../api/codes.ts';
import { confirmDialog, toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { OperationProblem } from '../../components/operation-problem.tsx';
import { Permission } from '../../components/permission.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { CodeCard } from './code-card.tsx';
import { problemKey, takeOutProblem } from './code-checks.ts';
import { type Read, ReadFeedback } from './read-feedback.tsx';
import { ScanInput } from './scan-input.tsx';
import { useCodeOperation } from './use-code-operation.ts';

/**
 * Dissociation (`unrelevance1`): empty a case or pallet, or take some of its codes out; or take
 * single codes out of whatever they are in. Each asks first, naming what is taken out of what.
 */
export default function Unrelevance1Page() {
  const { t } = useTranslation();
  return (
    <Card title={t(titleKey('unrelevance1'))}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'container', label: t('packing.byContainer'), children: <ByContainer /> },
          { key: 'codes', label: t('packing.byCodes'), children: <ByCodes /> },
        ]}
      />
    </Card>
  );
}

/** Asks before an unpack, naming what goes out of what; sends it once confirmed. */
function confirmUnpack(title: string, content: string, okText: string, run: () => void) {
  confirmDialog({ title, content, okText, okButtonProps: { danger: true, 'data-testid': 'unpack-confirm' } as ButtonProps, onOk: run });
}

/** A scanned container, its contents tree with checkboxes, and the two ways to unpack it. */
function ByContainer() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  // Codes taken out from deep inside leave the container's own count as it was: its tree is read afresh.
  const [version, setVersion] = useState(0);
  const container = useQuery({
    queryKey: ['codes', 'work', 'unrelevance1', value],
    queryFn: () => codeWorkApi.code('unrelevance1', value),
    enabled: value !== '',
  });
  const unpack = useCodeOperation(codeOperations.unpack, (result, body: UnpackBody) => {
    toastSuccess(t(body.contents ? 'packing.emptied' : 'packing.takenOut', { count: result.affected, code: value }));
    setChecked([]);
    setVersion((v) => v + 1);
    void container.refetch();
  });
  const read = (next: string) => {
    setValue(next);
    setChecked([]);
    unpack.reset();
    if (next === value) void container.refetch();
  };
  const found = container.data;
  const notFound = container.error instanceof ApiError && container.error.statusCode === STATUS.NOT_FOUND;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 880 }}>
      <ScanInput
        id="unpack_container"
        label={t('packing.containerLabel')}
        hint={t('packing.containerHint')}
        onRead={read}
        autoFocus
        testId="container-input"
      />
      {value === '' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('packing.unpackIntro')} />
      ) : container.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : container.isError ? (
        <Alert
          type="error"
          showIcon
          title={notFound ? t('codes.notFound', { code: value }) : t('codes.loadFailed')}
          action={<Button onClick={() => void container.refetch()}>{t('codes.tryAgain')}</Button>}
          data-testid="container-problem"
        />
      ) : found ? (
        <>
          {found.code.level === 'item' ? <Alert type="warning" showIcon title={t('packing.read_not_container')} /> : null}
          <CodeCard
            key={version}
            found={found}
            loadChildren={codeWorkApi.children.unrelevance1}
            checked={checked}
            onCheck={setChecked}
            extra={
              <Permission roles={['unrelevance1:add']}>
                <Space wrap>
                  <Button
                    icon={<DisconnectOutlined />}
                    disabled={checked.length === 0 || unpack.running}
                    onClick={() =>
                      confirmUnpack(
                        t('packing.takeOutTitle', { count: checked.length }),
                        t('packing.takeOutText', { count: checked.length, codes: checked.slice(0, 5).join(', ') }),
                        t('packing.takeOut'),
                        () => unpack.run({ codes: checked }),
                      )
                    }
                    data-testid="take-out-checked"
                  >
                    {t('packing.takeOutChecked', { count: checked.length })}
                  </Button>
                  <Button
                    danger
                    icon={<InboxOutlined />}
                    loading={unpack.running}
                    disabled={found.code.child_count === 0}
                    onClick={() =>
                      confirmUnpack(
                        t('codes.confirmTitle_empty', { code: found.code.value }),
                        t('codes.confirmText_empty', { code: found.code.value, count: found.code.child_count }),
                        t('packing.empty'),
                        () => unpack.run({ codes: [found.code.value], contents: true }),
                      )
                    }
                    data-testid="empty-container"
                  >
                    {t('packing.empty')}
                  </Button>
                </Space>
              </Permission>
            }
          />
          {unpack.problem ? <OperationProblem problem={unpack.problem} /> : null}
        </>
      ) : null}
    </Space>
  );
}

/** Single codes scanned one by one, each taken out of whatever it is in. */
function ByCodes() {
  const { t } = useTranslation();
  const [listed, setListed] = useState<CodeState[]>([]);
  const listedNow = useRef<CodeState[]>([]);
  const [lastRead, setLastRead] = useState<Read | null>(null);
  useUnsavedGuard(listed.length > 0);
  const setList = (next: CodeState[]) => {
    listedNow.current = next;
    setListed(next);
  };
  const unpack = useCodeOperation(codeOperations.unpack, (result) => {
    toastSuccess(t('packing.takenOutCodes', { count: result.affected }));
    setList([]);
    setLastRead(null);
  });
  const read = async (value: string) => {
    try {
      const { code } = await codeWorkApi.code('unrelevance1', value);
      const issue = takeOutProblem(code, listedNow.current);
      if (issue) return setLastRead({ value, ok: false, text: t(problemKey(issue)) });
      setList([...listedNow.current, code]);
      setLastRead({ value, ok: true, text: t('packing.readListed', { parent: code.parent ?? '' }) });
    } catch (error) {
      const notFound = error instanceof ApiError && error.statusCode === STATUS.NOT_FOUND;
      setLastRead({ value, ok: false, text: notFound ? t('codes.refusal_not_found') : t('packing.readFailed') });
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 880 }}>
      <ScanInput
        id="unpack_code"
        label={t('packing.takeOutLabel')}
        hint={t('packing.takeOutHint')}
        onRead={(value) => void read(value)}
        disabled={unpack.running}
        autoFocus
        testId="take-out-input"
      />
      <ReadFeedback read={lastRead} />
      <Table<CodeState>
        size="small"
        rowKey="value"
        dataSource={listed}
        pagination={listed.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('packing.takeOutEmpty')} /> }}
        columns={[
          { title: t('codes.code'), dataIndex: 'value', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('codes.level'), dataIndex: 'level', width: 100, render: (level: string) => <Tag>{t(`tagging.level_${level}`)}</Tag> },
          { title: t('codes.parent'), dataIndex: 'parent', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          {
            title: t('base.actions'),
            key: 'remove',
            width: 90,
            render: (_: unknown, row: CodeState) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('packing.removeCode', { code: row.value })}
                onClick={() => setList(listedNow.current.filter((c) => c.value !== row.value))}
              />
            ),
          },
        ]}
        data-testid="take-out-list"
      />
      {unpack.problem ? <OperationProblem problem={unpack.problem} /> : null}
      <Permission roles={['unrelevance1:add']}>
        <Button
          type="primary"
          icon={<DisconnectOutlined />}
          disabled={listed.length === 0}
          loading={unpack.running}
          onClick={() =>
            confirmUnpack(
              t('packing.takeOutTitle', { count: listed.length }),
              t('packing.takeOutEachText', { count: listed.length }),
              t('packing.takeOut'),
              () => unpack.run({ codes: listedNow.current.map((c) => c.value) }),
            )
          }
          data-testid="take-out-submit"
        >
          {t('packing.takeOutCodes', { count: listed.length })}
        </Button>
      </Permission>
    </Space>
  );
}
