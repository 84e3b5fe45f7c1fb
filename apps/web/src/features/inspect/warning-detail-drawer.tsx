import { useQuery } from '@tanstack/react-query';
import type { Warning, WarningDetail } from '@trace/contract/risk';
import { Alert, Button, Descriptions, Drawer, Empty, Skeleton, Space, Steps, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { warnings, warningsApi } from '../../api/warnings.ts';
import { CodeLink } from '../../components/page-link.tsx';
import { checkPermission } from '../../components/permission.tsx';
import type { RowAction } from '../../components/row-actions.tsx';
import { parseTime } from '../../components/time.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { formatAmount, formatNumber } from '../../utils/format.ts';
import { WarningKindTag, WarningStateTag, WarningStrengthTag } from './warning-tags.tsx';

type Scan = WarningDetail['scans'][number];

/** The document that put the code at its dealer, in the reader's words ("Outbound order #12"). */
export function documentLabel(t: TFunction, document: WarningDetail['document']): string | null {
  if (!document) return null;
  const key = `warning.document_${document.type}`;
  return t(key, { id: document.id, defaultValue: t('warning.documentUnknown', { type: document.type, id: document.id }) });
}

/** A change of the history as one line: the move (or the raising), whom it went to, the note. */
function changeLine(t: TFunction, change: WarningDetail['changes'][number]): string {
  const state = (s: string) => t(`warning.state_${s}`, { defaultValue: s });
  const move = change.from ? t('warning.historyMove', { from: state(change.from), to: state(change.to) }) : t('warning.historyRaised');
  return [move, change.assignee_name ? t('warning.historyAssignee', { name: change.assignee_name }) : ''].filter(Boolean).join(' ');
}

function Facts({ detail }: { detail: WarningDetail }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="warning-facts">
      <Descriptions.Item label={t('warning.kind')}>
        <WarningKindTag kind={detail.kind} />
      </Descriptions.Item>
      <Descriptions.Item label={t('base.status')}>
        <WarningStateTag state={detail.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('warning.reason')} span={2}>
        {t(`warning.reason_${detail.reason}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('scan.code')}>
        <CodeLink code={detail.code} testId="warning-code" />
      </Descriptions.Item>
      <Descriptions.Item label={t('warning.strength')}>
        <WarningStrengthTag strength={detail.strength} />
      </Descriptions.Item>
      <Descriptions.Item label={t('base.product')}>{detail.product_name || none}</Descriptions.Item>
      <Descriptions.Item label={t('warning.lot')}>{detail.lot_no || none}</Descriptions.Item>
      <Descriptions.Item label={t('warning.dealer')}>{detail.dealer_name || none}</Descriptions.Item>
      <Descriptions.Item label={t('warning.region')}>{detail.region_name || none}</Descriptions.Item>
      <Descriptions.Item label={t('warning.scansDevices')}>
        {formatNumber(detail.scan_count)} / {formatNumber(detail.device_count)}
      </Descriptions.Item>
      <Descriptions.Item label={t('warning.paramsVersion')}>{detail.params_version}</Descriptions.Item>
      <Descriptions.Item label={t('warning.raisedAt')}>{parseTime(detail.raised_at)}</Descriptions.Item>
      <Descriptions.Item label={t('warning.lastScanAt')}>{parseTime(detail.last_scan_at)}</Descriptions.Item>
      <Descriptions.Item label={t('warning.assignee')}>{detail.assignee_name || none}</Descriptions.Item>
      <Descriptions.Item label={t('warning.penalty')}>
        {detail.penalty_amount === null ? none : formatAmount(Number(detail.penalty_amount))}
      </Descriptions.Item>
      <Descriptions.Item label={t('warning.outcome')} span={2}>
        <span data-testid="warning-outcome">{detail.outcome || none}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Overview({ detail }: { detail: WarningDetail }) {
  const { t } = useTranslation();
  const document = documentLabel(t, detail.document);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Facts detail={detail} />
      {/* What the scans were compared with: a diversion's, or any warning whose dealer has regions. */}
      {detail.kind === 'diversion' || detail.expected_regions.length > 0 ? (
        <div>
          <Typography.Title level={5}>{t('warning.expectedRegions')}</Typography.Title>
          {detail.expected_regions.length === 0 ? (
            <Typography.Text type="secondary">{t('warning.noExpectedRegions')}</Typography.Text>
          ) : (
            <Space size={[4, 4]} wrap data-testid="warning-expected-regions">
              {detail.expected_regions.map((region) => (
                <Tag key={region.code}>{region.name}</Tag>
              ))}
            </Space>
          )}
        </div>
      ) : null}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('warning.document')}>{document ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('warning.productionOrder')}>{detail.production_order_id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('warning.codeOrder')}>{detail.code_order_id ?? '—'}</Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('warning.printTrail')}</Typography.Title>
        <Table
          size="small"
          rowKey={(row) => `${row.at}-${row.by}`}
          pagination={false}
          dataSource={detail.downloads}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warning.noDownloads')} /> }}
          data-testid="warning-downloads"
          columns={[
            { title: t('warning.downloadedAt'), dataIndex: 'at', render: (at: string) => parseTime(at) },
            { title: t('warning.downloadedBy'), dataIndex: 'by' },
            { title: t('warning.network'), dataIndex: 'network' },
          ]}
        />
      </div>
    </Space>
  );
}

function Scans({ scans }: { scans: Scan[] }) {
  const { t } = useTranslation();
  return (
    <Table<Scan>
      size="small"
      rowKey="id"
      pagination={scans.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      dataSource={scans}
      scroll={{ x: 860 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warning.noScans')} /> }}
      data-testid="warning-scans"
      columns={[
        { title: t('warning.scannedAt'), dataIndex: 'occurred_at', width: 170, render: (at: string) => parseTime(at) },
        { title: t('warning.region'), dataIndex: 'region_name', width: 140, render: (name: string) => name || '—' },
        {
          title: t('warning.placeFrom'),
          dataIndex: 'geo_source',
          width: 130,
          render: (source: string, row) => (
            <span title={row.position ? `${row.position.lat}, ${row.position.lng}` : undefined}>
              {t(`scan.geo_${source}`, { defaultValue: source })}
            </span>
          ),
        },
        {
          title: t('scan.device'),
          dataIndex: 'device',
          width: 100,
          render: (device: string) => <Typography.Text code>{device}</Typography.Text>,
        },
        { title: t('warning.network'), dataIndex: 'network', width: 140 },
        {
          title: t('scan.verdict'),
          dataIndex: 'verdict',
          width: 160,
          render: (verdict: string) => t(`scan.verdict_${verdict}`, { defaultValue: verdict }),
        },
        {
          title: t('scan.code'),
          dataIndex: 'code',
          width: 200,
          render: (code: string) => (code ? <Typography.Text code>{code}</Typography.Text> : '—'),
        },
      ]}
    />
  );
}

function DealerChain({ chain }: { chain: WarningDetail['dealer_chain'] }) {
  const { t } = useTranslation();
  if (chain.length === 0) return <Empty description={t('warning.noDealerChain')} />;
  // The server lists the dealer first and the dealers above it after: the chain reads from the top.
  return (
    <Steps
      direction="vertical"
      size="small"
      current={chain.length - 1}
      data-testid="warning-dealer-chain"
      items={[...chain].reverse().map((dealer) => ({ title: dealer.name, description: dealer.code }))}
    />
  );
}

function History({ detail }: { detail: WarningDetail }) {
  const { t } = useTranslation();
  return (
    <Timeline
      data-testid="warning-history"
      items={[
        { color: 'gray', children: `${parseTime(detail.raised_at)} · ${t('warning.historyRaised')}` },
        ...detail.changes.map((change) => ({
          color: change.to === 'dismissed' ? 'gray' : change.to === 'resolved' ? 'green' : 'blue',
          children: (
            <Space direction="vertical" size={0}>
              <Typography.Text data-testid="warning-change">{changeLine(t, change)}</Typography.Text>
              <Typography.Text type="secondary">
                {parseTime(change.at)} · {change.by}
              </Typography.Text>
              {change.note ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{change.note}</Typography.Text> : null}
            </Space>
          ),
        })),
      ]}
    />
  );
}

type Props = {
  /** The warning shown, by its id; null closes the drawer. */
  warningId: number | null;
  onClose: () => void;
  /** The moves the warning allows, as the list offers them (each behind its grant). */
  actions: (warning: Warning) => RowAction[];
};

/**
 * A warning's evidence: its key facts and status in the header with the moves it allows, then the
 * scans, the dealer chain the code went down, and the history of its changes.
 */
export function WarningDetailDrawer({ warningId, onClose, actions }: Props) {
  const { t } = useTranslation();
  const access = useUserStore((s) => s.access);
  const detail = useQuery({
    queryKey: [...warnings.key, 'detail', warningId],
    queryFn: () => warningsApi.detail(warningId as number),
    enabled: warningId !== null,
  });
  const data = detail.data?.id === warningId ? (detail.data as WarningDetail | undefined) : undefined;
  // The moves of the warning as it now is, not as the list row was when the drawer opened.
  const allowed = data ? actions(data).filter((action) => checkPermission(access, action.roles)) : [];
  return (
    <Drawer
      open={warningId !== null}
      onClose={onClose}
      width="min(860px, 100vw)"
      title={data ? t('warning.detailTitle', { code: data.code }) : ''}
      destroyOnHidden
      data-testid="warning-drawer"
      extra={
        <Space wrap>
          {allowed.map((action: RowAction) => (
            <Button key={action.key} danger={action.danger} onClick={action.onClick} data-testid={`drawer-${action.testId}`}>
              {action.label}
            </Button>
          ))}
        </Space>
      }
    >
      {detail.isError && !data ? (
        <Alert type="error" showIcon title={detail.error.message} data-testid="warning-drawer-error" />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Tabs
          items={[
            { key: 'overview', label: t('warning.tabOverview'), children: <Overview detail={data} /> },
            {
              key: 'scans',
              label: `${t('warning.tabScans')} (${formatNumber(data.scans.length)})`,
              children: <Scans scans={data.scans} />,
            },
            { key: 'chain', label: t('warning.tabChain'), children: <DealerChain chain={data.dealer_chain} /> },
            { key: 'history', label: t('warning.tabHistory'), children: <History detail={data} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
