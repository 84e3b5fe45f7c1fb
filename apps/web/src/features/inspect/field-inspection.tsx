import { buttonCode, routePath, titleKey } from '@trace/contract/catalogue';
import type { CodeStatus } from '@trace/contract/codes';
import {
  type ForensicsCheck,
  INSPECTION_NOTE_MAX,
  type InspectionVerdict,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
} from '@trace/contract/inspection';
import { Alert, Button, Descriptions, Input, Popconfirm, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CameraReader } from '../../components/camera-reader.tsx';
import { CodeStatusTag } from '../../components/code-parts.tsx';
import { usePermission } from '../../components/permission.tsx';
import { type ScanFeedback, ScanInput, useScanStation } from '../../components/scan-station.tsx';
import { parseTime } from '../../components/time.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { type Position, useCheck, useInspectionQueue, usePosition } from './use-field-inspection.ts';
import './field-inspection.css';

const ADD = buttonCode('forensics', 'add');
/** The verdict's colour on the big panel: red for what calls for action, amber for what cannot be judged. */
const TONES: Record<InspectionVerdict, ScanFeedback['tone']> = {
  in_region: 'ok',
  out_of_region: 'bad',
  copied: 'bad',
  not_shipped: 'warn',
  unknown: 'warn',
};

/**
 * Field inspection (`forensics`), made for a phone in a store: the inspector scans a code (camera,
 * wedge scanner or typed), the page checks it where the phone stands and shows the verdict large
 * and coloured with the product, lot, dealer and regions; the inspector adds the store, a note and
 * photos and records it, raising a diversion warning when the code is out of its dealer's regions.
 * Every record goes through a queue kept on the phone, so one made without network is sent, photos
 * first, when the network returns.
 */
export function FieldInspection() {
  const { t } = useTranslation();
  const station = useScanStation();
  const { position, retry } = usePosition();
  const gps = position.state === 'known' ? position.gps : null;
  const { check, run, clear } = useCheck(gps);
  const { queue, sent, record, remove, ready } = useInspectionQueue();
  const mayRecord = usePermission([ADD]);
  const [store, setStore] = useState({ name: '', address: '' });
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [lastOp, setLastOp] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The big panel says what the check found, with its sound; `show` is new every render, so it is read through a ref.
  const show = useRef(station.show);
  show.current = station.show;
  useEffect(() => {
    if (check.state === 'done')
      show.current({
        tone: TONES[check.result.verdict],
        text: t(`inspection.verdictSays_${check.result.verdict}`),
        code: check.result.code,
      });
    else if (check.state === 'offline') show.current({ tone: 'warn', text: t('inspection.checkOffline'), code: check.code });
    else if (check.state === 'refused') show.current({ tone: 'bad', text: check.message, code: check.code });
  }, [check, t]);

  const onCode = (value: string) => {
    setLastOp(null);
    void run(value);
  };
  const result = check.state === 'done' ? check.result : null;
  const outOfRegion = result?.verdict === 'out_of_region';
  const save = async (raise: boolean) => {
    if (check.state === 'idle' || check.state === 'checking') return;
    const opId = crypto.randomUUID();
    setSaving(true);
    try {
      await record(opId, {
        input: {
          code: check.code,
          ...(gps ? { gps } : {}),
          store_name: store.name.trim(),
          store_address: store.address.trim(),
          note: note.trim(),
          raise,
        },
        inspected_at: new Date().toISOString(),
        photos: photos.map((blob) => ({ blob, name: null })),
        product_name: result?.product_name ?? '',
      });
      // The store stays filled in: an inspector checks several products in one store.
      setNote('');
      setPhotos([]);
      setLastOp(opId);
      clear();
      station.input.current?.focus();
    } finally {
      setSaving(false);
    }
  };
  const waitingLast = lastOp !== null && queue.waiting.some((entry) => entry.op_id === lastOp);
  const sentLast = lastOp !== null && sent?.op_id === lastOp ? sent.inspection : null;
  const inHand = check.state !== 'idle';

  return (
    <div className="field-inspection" data-testid="field-inspection">
      <header className="field-inspection-head">
        <h1>{t(titleKey('forensics'))}</h1>
        <Button size="small" onClick={() => station.setMuted(!station.muted)} aria-pressed={station.muted}>
          {station.muted ? t('physical.scanSoundOff') : t('physical.scanSoundOn')}
        </Button>
      </header>
      <PositionLine position={position} onRetry={retry} />
      <QueuePanel queue={queue} onRemove={remove} />
      {sentLast && (
        <Alert
          type="success"
          showIcon
          data-testid="inspection-done"
          title={t('inspection.recorded', { code: sentLast.code || sentLast.raw_value })}
          description={
            sentLast.warning_id !== null && (
              <Link to={routePath('queryconsumerwarning')} data-testid="inspection-warning">
                {t('inspection.warningRaised', { id: sentLast.warning_id })}
              </Link>
            )
          }
        />
      )}
      {waitingLast && <Alert type="info" showIcon data-testid="inspection-queued" title={t('inspection.savedOnPhone')} />}

      <ScanInput
        input={station.input}
        feedback={station.feedback}
        open
        prompt={t('inspection.scanPrompt')}
        onCode={onCode}
        tools={
          <div className="scan-station-tools">
            <CameraReader
              disabled={false}
              onRead={(value) => {
                if (check.state === 'checking') return false;
                onCode(value);
                return true;
              }}
            />
          </div>
        }
      />
      {check.state === 'checking' && <Typography.Text type="secondary">{t('inspection.checking')}</Typography.Text>}
      {result && <CheckFacts result={result} />}

      {inHand && mayRecord && (
        <section className="field-inspection-form" aria-labelledby="inspection-evidence">
          <h2 id="inspection-evidence">{t('inspection.evidence')}</h2>
          <label htmlFor="inspection_store">{t('inspection.storeName')}</label>
          <Input
            id="inspection_store"
            value={store.name}
            maxLength={STORE_NAME_MAX}
            onChange={(event) => setStore({ ...store, name: event.target.value })}
          />
          <label htmlFor="inspection_address">{t('inspection.storeAddress')}</label>
          <Input
            id="inspection_address"
            value={store.address}
            maxLength={STORE_ADDRESS_MAX}
            onChange={(event) => setStore({ ...store, address: event.target.value })}
          />
          <label htmlFor="inspection_note">{t('inspection.note')}</label>
          <Input.TextArea
            id="inspection_note"
            value={note}
            rows={3}
            maxLength={INSPECTION_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} />
          <div className="field-inspection-actions">
            <Button
              type="primary"
              size="large"
              loading={saving}
              disabled={!ready}
              onClick={() => void save(false)}
              data-testid="inspection-record"
            >
              {t('inspection.record')}
            </Button>
            <Button
              danger
              size="large"
              loading={saving}
              disabled={!ready || !outOfRegion}
              onClick={() => void save(true)}
              data-testid="inspection-raise"
            >
              {result?.open_warning_id ? t('inspection.recordJoin', { id: result.open_warning_id }) : t('inspection.recordRaise')}
            </Button>
          </div>
          {!outOfRegion && <Typography.Text type="secondary">{t('inspection.raiseOnlyOut')}</Typography.Text>}
        </section>
      )}
    </div>
  );
}

/** Where the phone stands, or why the check cannot tell the region. */
function PositionLine({ position, onRetry }: { position: Position; onRetry: () => void }) {
  const { t } = useTranslation();
  if (position.state === 'known')
    return (
      <Typography.Text type="secondary" data-testid="inspection-position">
        {t('inspection.positionKnown', { lat: position.gps.lat.toFixed(5), lng: position.gps.lng.toFixed(5) })}
      </Typography.Text>
    );
  if (position.state === 'asking') return <Typography.Text type="secondary">{t('inspection.positionAsking')}</Typography.Text>;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="inspection-position"
      title={t(position.state === 'refused' ? 'inspection.positionRefused' : 'inspection.positionUnavailable')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('inspection.positionRetry')}
        </Button>
      }
    />
  );
}

/** What the check knows of the code: product, lot, dates, status, the dealer with those above it, its regions and where the phone is. */
function CheckFacts({ result }: { result: ForensicsCheck }) {
  const { t } = useTranslation();
  const none = t('inspection.none');
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="inspection-facts"
      items={[
        { key: 'product', label: t('scan.product'), children: result.product_name || none },
        { key: 'lot', label: t('codes.lot'), children: result.lot_no || none },
        { key: 'produced', label: t('inspection.producedOn'), children: result.produced_on ?? none },
        { key: 'expires', label: t('inspection.expiresOn'), children: result.expires_on ?? none },
        {
          key: 'status',
          label: t('inspection.codeStatus'),
          children: result.status ? <CodeStatusTag status={result.status as CodeStatus} /> : none,
        },
        {
          key: 'dealer',
          label: t('physical.dealer'),
          children: result.dealer ? (
            <span data-testid="inspection-dealer">
              {result.dealer.name} ({result.dealer.code})
            </span>
          ) : (
            none
          ),
        },
        ...(result.dealer_chain.length > 0
          ? [{ key: 'chain', label: t('inspection.dealerChain'), children: result.dealer_chain.map((d) => d.name).join(' → ') }]
          : []),
        {
          key: 'regions',
          label: t('inspection.dealerRegions'),
          children: result.dealer_regions.length > 0 ? result.dealer_regions.map((r) => r.name).join(' · ') : none,
        },
        { key: 'here', label: t('inspection.here'), children: <span data-testid="inspection-here">{result.here?.name ?? none}</span> },
      ]}
    />
  );
}

/** The inspections on this phone not sent yet, and the refused ones with the reason and a way to remove them. */
function QueuePanel({ queue, onRemove }: { queue: ReturnType<typeof useInspectionQueue>['queue']; onRemove: (opId: string) => void }) {
  const { t } = useTranslation();
  if (queue.waiting.length === 0 && queue.refused.length === 0) return null;
  return (
    <section className="field-inspection-queue" aria-labelledby="inspection-queue-title">
      {queue.waiting.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={
            <span id="inspection-queue-title" data-testid="inspection-waiting">
              {t('inspection.waiting', { count: queue.waiting.length })}
            </span>
          }
          description={queue.offline ? t('inspection.waitingOffline') : t('inspection.waitingSending')}
        />
      )}
      {queue.refused.length > 0 && (
        <ul className="field-inspection-refused" data-testid="inspection-refused">
          {queue.refused.map((entry) => (
            <li key={entry.op_id}>
              <div>
                <code>{entry.payload.input.code}</code> {entry.payload.product_name} · {parseTime(entry.payload.inspected_at)}
                <div className="field-inspection-reason">{t('inspection.refusedBecause', { reason: entry.refusal })}</div>
              </div>
              <Popconfirm
                title={t('inspection.removeQueuedConfirm', { code: entry.payload.input.code })}
                okText={t('inspection.removeQueued')}
                cancelText={t('common.cancel')}
                onConfirm={() => onRemove(entry.op_id)}
              >
                <Button>{t('inspection.removeQueued')}</Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
