import { buttonCode } from '@trace/contract/catalogue';
import { movesFrom, WARNING_KINDS, WARNING_STATES, WARNING_STRENGTHS, type Warning } from '@trace/contract/risk';
import { Card, Form, Tabs, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { warnings } from '../../api/warnings.ts';
import { AreaPicker } from '../../components/area-picker.tsx';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import type { RowAction } from '../../components/row-actions.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';
import { WarningDetailDrawer } from './warning-detail-drawer.tsx';
import { OPEN } from './warning-link.tsx';
import { WarningMapPanel } from './warning-map-panel.tsx';
import { useWarningMove } from './warning-move-dialog.tsx';
import { WarningKindTag, WarningStateTag, WarningStrengthTag } from './warning-tags.tsx';
import { WEBHOOKS_TAB, WebhooksPanel } from './webhooks-panel.tsx';

const DEFAULTS = listDefaults('-raised_at');
const OWN = [OPEN];
const UPDATE = buttonCode('queryconsumerwarning', 'update');
/** The server filters by a GB/T 2260 area; a country picked in the area picker filters nothing. */
const areaCode = (code: string) => (/^\d{6}$/.test(code) ? code : undefined);

/** The moves a warning allows in its state, behind the update grant; the evidence first, for every reader. */
export function warningActions(t: TFunction, row: Warning, open: (move: ReturnType<typeof movesFrom>[number]) => void): RowAction[] {
  return movesFrom(row.state).map((move) => ({
    key: move,
    label: t(`warning.${move}`),
    roles: [UPDATE],
    danger: move === 'dismiss',
    onClick: () => open(move),
    testId: `warning-${move}`,
  }));
}

/**
 * Consumer warnings (`queryconsumerwarning`): what the risk engine raised from consumer scans —
 * diversion, leaks, copied codes, codes queried too often — with a map of the live ones by region
 * above the list. Each is worked through its evidence (a drawer) and its moves: assign to an
 * employee, confirm or dismiss, and resolve a confirmed one with the action taken. A second tab
 * holds the webhooks that send new and changed warnings to the enterprise's own systems.
 */
export default function QueryconsumerwarningPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === WEBHOOKS_TAB ? WEBHOOKS_TAB : 'warnings';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        // Each tab's list keeps its own filters, page and sort in the URL: a tab opens on its defaults.
        onChange={(next) => setParams(next === WEBHOOKS_TAB ? { tab: next } : {})}
        items={[
          { key: 'warnings', label: t('warning.warnings'), children: tab === 'warnings' ? <WarningsList /> : null },
          { key: WEBHOOKS_TAB, label: t('warning.webhooks'), children: tab === WEBHOOKS_TAB ? <WebhooksPanel /> : null },
        ]}
        data-testid="warning-tabs"
      />
    </Card>
  );
}

function WarningsList() {
  const { t } = useTranslation();
  const { values, update } = useListParams(DEFAULTS, [], OWN);
  // The warning open over the list is in the URL (`open`), so a link (an inspection's, a webhook's reader's) opens it.
  const [params] = useSearchParams();
  const shown = /^\d+$/.test(params.get(OPEN) ?? '') ? Number(params.get(OPEN)) : null;
  const show = (row: Warning | null) => update({ [OPEN]: row?.id });
  const move = useWarningMove();
  const actionsOf = (row: Warning) => warningActions(t, row, (m) => move.open(m, row));

  const columns: ColumnsType<Warning> = [
    { ...timeColumn<Warning>(t('warning.raisedAt'), 'raised_at'), sorter: true },
    {
      title: t('warning.kind'),
      dataIndex: 'kind',
      key: 'kind',
      width: 180,
      render: (kind: Warning['kind']) => <WarningKindTag kind={kind} />,
    },
    {
      title: t('warning.reason'),
      dataIndex: 'reason',
      key: 'reason',
      width: 220,
      ellipsis: { showTitle: false },
      render: (reason: Warning['reason']) => (
        <Tooltip title={t(`warning.reason_${reason}`)}>
          <span>{t(`warning.reason_${reason}`)}</span>
        </Tooltip>
      ),
    },
    {
      title: t('warning.strength'),
      dataIndex: 'strength',
      key: 'strength',
      width: 160,
      render: (strength: Warning['strength']) => <WarningStrengthTag strength={strength} />,
    },
    {
      title: t('base.status'),
      dataIndex: 'state',
      key: 'state',
      width: 110,
      render: (state: Warning['state']) => <WarningStateTag state={state} />,
    },
    { title: t('warning.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 160 },
    {
      title: t('scan.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string) => (
        <Typography.Text code copyable={{ text: code }} data-testid="warning-code">
          {code}
        </Typography.Text>
      ),
    },
    { title: t('base.product'), dataIndex: 'product_name', key: 'product_name', width: 170 },
    { title: t('warning.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
    { title: t('warning.region'), dataIndex: 'region_name', key: 'region_name', width: 140 },
    {
      title: t('warning.scansDevices'),
      key: 'scan_count',
      dataIndex: 'scan_count',
      width: 130,
      align: 'right',
      sorter: true,
      render: (scans: number, row) => `${formatNumber(scans)} / ${formatNumber(row.device_count)}`,
    },
    { title: t('warning.assignee'), dataIndex: 'assignee_name', key: 'assignee_name', width: 120 },
    { ...timeColumn<Warning>(t('warning.lastScanAt'), 'last_scan_at'), sorter: true },
  ];

  return (
    <ListPage<Warning, 'queryconsumerwarning'>
      menuKey="queryconsumerwarning"
      api={warnings}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('warning.search'), width: 220, maxLength: 64 },
        {
          kind: 'select',
          name: 'kind',
          label: t('warning.kind'),
          placeholder: t('warning.allKinds'),
          width: 180,
          options: WARNING_KINDS.map((kind) => ({ value: kind, label: t(`warning.kind_${kind}`) })),
        },
        {
          kind: 'select',
          name: 'state',
          label: t('base.status'),
          placeholder: t('warning.allStates'),
          width: 150,
          options: WARNING_STATES.map((state) => ({ value: state, label: t(`warning.state_${state}`) })),
        },
        {
          kind: 'select',
          name: 'strength',
          label: t('warning.strength'),
          placeholder: t('warning.allStrengths'),
          width: 160,
          options: WARNING_STRENGTHS.map((strength) => ({ value: strength, label: t(`warning.strength_${strength}`) })),
        },
        {
          kind: 'select',
          name: 'mine',
          label: t('warning.assignedTo'),
          width: 120,
          options: [{ value: 'true', label: t('warning.assignedToMe') }],
        },
        { kind: 'ref', name: 'dealer_id', label: t('warning.dealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'product_id', label: t('base.product'), resource: 'products', width: 200 },
        { kind: 'text', name: 'lot_no', id: 'lot', label: t('warning.lot'), width: 160, maxLength: 64 },
        <Form.Item
          htmlFor="filter_region"
          key="region"
          name="region"
          label={t('warning.region')}
          getValueFromEvent={(code: string) => areaCode(code)}
        >
          <AreaPicker id="filter_region" />
        </Form.Item>,
        { kind: 'date', name: 'raised_from', id: 'from', label: t('warning.raisedFrom') },
        { kind: 'date', name: 'raised_to', id: 'to', label: t('warning.raisedTo') },
      ]}
      columns={columns}
      rowActions={(row) => [
        {
          key: 'evidence',
          label: t('warning.evidence'),
          roles: ['queryconsumerwarning'],
          onClick: () => show(row),
          testId: 'warning-evidence',
        },
        ...actionsOf(row),
      ]}
      actionLinks={2}
      onRowClick={show}
      ownParams={OWN}
      empty={t('warning.warningsEmpty')}
      beforeTable={<WarningMapPanel values={values} onRegion={(region) => update({ region, page: 1 })} />}
    >
      <WarningDetailDrawer warningId={shown} onClose={() => show(null)} actions={actionsOf} />
      {move.dialog}
    </ListPage>
  );
}
