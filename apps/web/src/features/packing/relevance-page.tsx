import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { STATUS } from '@trace/contract/api';
import { titleKey } from '@trace/contract/catalogue';
import type { CodeState } from '@trace/contract/codes';
import { PACK_IMPORT_MAX_ROWS } from '@trace/contract/packing';
import { Alert, Button, Card, Checkbox, Col, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOperations, codeWorkApi, PACK_IMPORT_PATH } from '../../api/codes.ts';
import { confirmDialog, toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { ImportModal } from '../../components/import-modal.tsx';
import { OperationProblem } from '../../components/operation-problem.tsx';
import { Permission } from '../../components/permission.tsx';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.ts';
import { CodeCard } from './code-card.tsx';
import { childProblem, isFreshLabel, parentProblem, problemKey } from './code-checks.ts';
import { type Read, ReadFeedback } from './read-feedback.tsx';
import { ScanInput } from './scan-input.tsx';
import { useCodeOperation } from './use-code-operation.ts';

const PARENT_KEY = ['codes', 'work', 'relevance'] as const;

/**
 * Packaging association (`relevance`), for packing without a line station: scan a case or pallet
 * (one in stock, or a fresh label, which the pack commissions as a container where its children
 * are), then its children one by one, each read checked at once; "Pack" sends them as one operation.
 * Pairs can also come from a file (import, all or nothing).
 */
export default function RelevancePage() {
  const { t } = useTranslation();
  const [parentValue, setParentValue] = useState('');
  const [pending, setPending] = useState<CodeState[]>([]);
  // Reads are checked against the list as it is after the previous read, however fast they come.
  const pendingNow = useRef<CodeState[]>([]);
  const [force, setForce] = useState(false);
  const [lastRead, setLastRead] = useState<Read | null>(null);
  const [importing, setImporting] = useState(false);
  useUnsavedGuard(pending.length > 0);

  const parent = useQuery({
    queryKey: [...PARENT_KEY, parentValue],
    queryFn: () => codeWorkApi.code('relevance', parentValue),
    enabled: parentValue !== '',
  });
  const parentIssue = parent.data ? parentProblem(parent.data.code) : null;
  const ready = parent.data !== undefined && parentIssue === null;
  // A fresh case or pallet label is commissioned as a container by the pack itself.
  const fresh = parent.data !== undefined && isFreshLabel(parent.data.code);

  const pack = useCodeOperation(codeOperations.pack, (_, body) => {
    toastSuccess(t('packing.packed', { count: body.packs[0]?.children.length ?? 0, parent: parentValue }));
    setList([]);
    setLastRead(null);
    void parent.refetch();
  });

  const setList = (next: CodeState[]) => {
    pendingNow.current = next;
    setPending(next);
  };
  const startWith = (value: string) => {
    setParentValue(value);
    setList([]);
    setForce(false);
    setLastRead(null);
    pack.reset();
  };
  const readParent = (value: string) => {
    if (value === parentValue) return void parent.refetch();
    if (pendingNow.current.length === 0) return startWith(value);
    confirmDialog({
      title: t('packing.changeParentTitle'),
      content: t('packing.changeParentText', { count: pendingNow.current.length }),
      okText: t('packing.changeParent'),
      cancelText: t('common.cancel'),
      onOk: () => startWith(value),
    });
  };

  const readChild = async (value: string) => {
    if (!parent.data) return;
    try {
      const child = (await codeWorkApi.code('relevance', value)).code;
      const issue = childProblem(parent.data, child, pendingNow.current, force);
      if (issue) return setLastRead({ value, ok: false, text: t(problemKey(issue)) });
      setList([...pendingNow.current, child]);
      setLastRead({ value, ok: true, text: t('packing.readAdded', { count: pendingNow.current.length }) });
    } catch (error) {
      const notFound = error instanceof ApiError && error.statusCode === STATUS.NOT_FOUND;
      setLastRead({ value, ok: false, text: notFound ? t('codes.refusal_not_found') : t('packing.readFailed') });
    }
  };

  const toggleForce = (checked: boolean) => {
    if (!checked) return setForce(false);
    confirmDialog({
      title: t('packing.forceTitle'),
      content: t('packing.forceText'),
      okText: t('packing.forceOk'),
      cancelText: t('common.cancel'),
      onOk: () => setForce(true),
    });
  };

  return (
    <Card
      title={t(titleKey('relevance'))}
      extra={
        <Permission roles={['relevance:import']}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="pack-import">
            {t('packing.import')}
          </Button>
        </Permission>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ScanInput
              id="pack_parent"
              label={t('packing.parentLabel')}
              hint={t('packing.parentHint')}
              onRead={readParent}
              autoFocus
              testId="parent-input"
            />
            {parentValue === '' ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('packing.relevanceIntro')} data-testid="relevance-intro" />
            ) : parent.isPending ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : parent.isError ? (
              <Alert
                type="error"
                showIcon
                data-testid="parent-problem"
                title={
                  parent.error instanceof ApiError && parent.error.statusCode === STATUS.NOT_FOUND
                    ? t('codes.notFound', { code: parentValue })
                    : t('codes.loadFailed')
                }
                action={<Button onClick={() => void parent.refetch()}>{t('codes.tryAgain')}</Button>}
              />
            ) : (
              <>
                {parentIssue ? <Alert type="error" showIcon title={t(problemKey(parentIssue))} data-testid="parent-problem" /> : null}
                {fresh ? (
                  <Alert type="info" showIcon data-testid="parent-fresh" title={t(`packing.freshLabel_${parent.data.code.level}`)} />
                ) : null}
                <CodeCard found={parent.data} pending={pending.length} loadChildren={codeWorkApi.children.relevance} />
              </>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ScanInput
              id="pack_child"
              label={t('packing.childLabel')}
              hint={ready ? t('packing.childHint') : t('packing.childFirstParent')}
              onRead={(value) => void readChild(value)}
              disabled={!ready || pack.running}
              focusWhen={ready && !pack.running}
              testId="child-input"
            />
            <ReadFeedback read={lastRead} />
            <Table<CodeState>
              size="small"
              rowKey="value"
              dataSource={pending}
              pagination={pending.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('packing.pendingEmpty')} /> }}
              title={() => t('packing.pendingTitle', { count: pending.length })}
              columns={[
                { title: '#', key: 'n', width: 56, render: (_: unknown, __: CodeState, index: number) => index + 1 },
                { title: t('codes.code'), dataIndex: 'value', render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
                {
                  title: t('codes.level'),
                  dataIndex: 'level',
                  width: 100,
                  render: (level: string) => <Tag>{t(`tagging.level_${level}`)}</Tag>,
                },
                { title: t('codes.product'), dataIndex: 'product_name', ellipsis: true },
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
                      onClick={() => setList(pendingNow.current.filter((c) => c.value !== row.value))}
                      data-testid="pending-remove"
                    />
                  ),
                },
              ]}
              data-testid="pending-list"
            />
            <Checkbox checked={force} onChange={(event) => toggleForce(event.target.checked)} disabled={!ready} data-testid="pack-force">
              {t('packing.force')}
            </Checkbox>
            {pack.problem ? <OperationProblem problem={pack.problem} /> : null}
            <Space wrap>
              <Permission roles={['relevance:add']}>
                <Button
                  type="primary"
                  onClick={() =>
                    pack.run({ packs: [{ parent: parentValue, children: pending.map((c) => c.value) }], force, commission_parents: fresh })
                  }
                  loading={pack.running}
                  disabled={!ready || pending.length === 0}
                  data-testid="pack-submit"
                >
                  {t('packing.pack', { count: pending.length })}
                </Button>
              </Permission>
              <Button onClick={() => setList([])} disabled={pending.length === 0 || pack.running}>
                {t('packing.clearList')}
              </Button>
            </Space>
          </Space>
        </Col>
      </Row>
      <ImportModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('packing.importTitle')}
        path={PACK_IMPORT_PATH}
        invalidates={PARENT_KEY}
        idempotent
        maxRows={PACK_IMPORT_MAX_ROWS}
        errorColumns={[
          { key: 'parent', title: t('packing.parentColumn') },
          { key: 'child', title: t('packing.childColumn') },
        ]}
      />
    </Card>
  );
}
