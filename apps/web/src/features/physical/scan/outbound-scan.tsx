import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath } from '@trace/contract/catalogue';
import { isShipmentOpen, type ScanOutcome, type Shipment } from '@trace/contract/shipment';
import { Alert, Button, Popconfirm, Progress } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { newOperationId } from '../../../api/codes.ts';
import { confirmDialog, toastSuccess } from '../../../api/feedback.ts';
import { ApiError } from '../../../api/http.ts';
import { shipments, shipmentsApi } from '../../../api/shipments.ts';
import { beep } from '../../../components/beeps.ts';
import { RequireButton } from '../../../components/require-button.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { ShipmentStatusTag } from '../shipment-parts.tsx';
import './outbound-scan.css';

type Feedback = { tone: 'ok' | 'bad'; text: string; code: string };

/**
 * Outbound scanning (`/physical/freight/scan/:id`): one column for a phone or a PDA, outside the
 * console's shell. A wedge scanner types each code and Enter into the one input, which keeps the
 * focus; every read gets a coloured answer and a sound (taken with its items, or why not); the
 * plan per product fills as codes are taken; a wrong scan comes off the list; one button confirms
 * the shipment.
 */
export default function OutboundScan() {
  return (
    <RequireButton code="freight:ship">
      <Scanning />
    </RequireButton>
  );
}

function Scanning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [muted, setMuted] = useState(false);
  const detailKey = [...shipments.key, 'detail', id];
  const codesKey = [...shipments.key, 'codes', id];
  const order = useQuery({ queryKey: detailKey, queryFn: () => shipments.detail(id), enabled: id > 0 });
  const codes = useQuery({ queryKey: codesKey, queryFn: () => shipmentsApi.codes(id, 1, 200), enabled: id > 0 });
  const shipment = order.data;
  const open = shipment !== undefined && isShipmentOpen(shipment.status);

  const show = (next: Feedback) => {
    setFeedback(next);
    if (!muted) beep(next.tone === 'ok' ? 'accepted' : 'rejected');
  };
  const updated = (next: Shipment) => {
    client.setQueryData(detailKey, next);
    void client.invalidateQueries({ queryKey: codesKey });
    void client.invalidateQueries({ queryKey: shipments.key, exact: false, refetchType: 'none' });
  };
  const scan = useMutation({
    mutationFn: (value: string) => shipmentsApi.scan(id, [value]),
    onSuccess: ({ outcomes, shipment: next }) => {
      const read = outcomes[0] as ScanOutcome;
      show({ tone: read.status === 'accepted' ? 'ok' : 'bad', text: read.message, code: read.code });
      updated(next);
    },
    onError: (error, value) =>
      show({
        tone: 'bad',
        text: error instanceof ApiError && error.statusCode !== 0 ? error.message : t('physical.scanNoConnection'),
        code: value,
      }),
  });
  const unscan = useMutation({
    mutationFn: (value: string) => shipmentsApi.unscan(id, [value]),
    onSuccess: ({ shipment: next }, value) => {
      toastSuccess(t('physical.scanRemoved', { code: value }));
      updated(next);
    },
  });

  useEffect(() => {
    input.current?.focus();
    // The scanner types into whatever has the focus: bring it back to the input.
    const keep = window.setInterval(() => {
      if (document.activeElement === document.body) input.current?.focus();
    }, 500);
    return () => window.clearInterval(keep);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setText('');
    if (value && !scan.isPending) scan.mutate(value);
  };

  const confirm = () => {
    if (!shipment) return;
    // One id per dialog: a second press of its button is the same confirmation, replayed.
    const opId = newOperationId();
    confirmDialog({
      title: t('physical.scanConfirmTitle', { dealer: shipment.dealer_name, codes: shipment.code_count, items: shipment.scanned_total }),
      content: t('physical.scanConfirmText'),
      okText: t('physical.scanConfirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { id: 'shipment-confirm-ok' },
      onOk: async () => {
        const shipped = await shipmentsApi.confirm(id, opId);
        toastSuccess(t('physical.shipped', { codes: shipped.code_count, items: shipped.scanned_total }));
        void client.invalidateQueries({ queryKey: shipments.key });
        navigate(routePath('freight'));
      },
    });
  };

  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  return (
    <main className="outbound-scan" data-testid="outbound-scan">
      <header className="outbound-scan-head">
        <div>
          <h1>{shipment ? `${shipment.shipment_no} → ${shipment.dealer_name}` : t('physical.scanTitle')}</h1>
          {shipment && (
            <p>
              {shipment.warehouse_name} · {shipment.planned_on} <ShipmentStatusTag status={shipment.status} />
            </p>
          )}
        </div>
        <div>
          <Button onClick={() => setMuted(!muted)} aria-pressed={muted} size="small">
            {muted ? t('physical.scanSoundOff') : t('physical.scanSoundOn')}
          </Button>{' '}
          <Link to={routePath('freight')}>{t('physical.scanBack')}</Link>
        </div>
      </header>
      {order.isError && <Alert type="error" showIcon title={t('common.pageNotFound')} />}
      {shipment && !open && (
        <Alert
          type="warning"
          showIcon
          data-testid="scan-not-open"
          title={t('physical.scanNotOpen', { status: t(`physical.shipmentStatus_${shipment.status}`) })}
        />
      )}

      <form onSubmit={submit} className="outbound-scan-form">
        <label htmlFor="outbound-scan-input">{t('physical.scanPrompt')}</label>
        <input
          id="outbound-scan-input"
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="send"
          disabled={!open}
          data-testid="scan-input"
        />
      </form>

      <section className={`outbound-scan-feedback tone-${feedback?.tone ?? 'none'}`} aria-live="assertive" data-testid="scan-feedback">
        <strong>{feedback ? feedback.text : t('physical.scanPrompt')}</strong>
        {feedback && <span>{feedback.code}</span>}
      </section>

      {shipment && (
        <ul className="outbound-scan-lines" data-testid="scan-lines" aria-label={t('physical.lines')}>
          {shipment.lines.map((line) => (
            <li key={line.id}>
              <div>
                {line.product_name}: {formatNumber(line.scanned_qty)} / {formatNumber(line.planned_qty)}
              </div>
              <Progress
                aria-label={line.product_name}
                percent={line.planned_qty > 0 ? Math.min(100, Math.round((line.scanned_qty / line.planned_qty) * 100)) : 0}
                status={line.scanned_qty > line.planned_qty ? 'exception' : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <section>
        <h2 id="scan-codes-title" style={{ fontSize: 16 }}>
          {t('physical.scanRecent')} ({formatNumber(codes.data?.total ?? 0)})
        </h2>
        {codes.data && codes.data.total === 0 && <p>{t('physical.scanEmpty')}</p>}
        <ul className="outbound-scan-codes" data-testid="scan-codes" aria-labelledby="scan-codes-title">
          {(codes.data?.list ?? []).map((code) => (
            <li key={code.code_id}>
              <div>
                <code>{code.value}</code>
                <div>
                  {t(`tagging.level_${code.level}`)} · {code.product_name} · {t('physical.items')} {formatNumber(code.items)}
                </div>
              </div>
              {open && (
                <Popconfirm
                  title={t('physical.scanRemoveTitle', { code: code.value })}
                  okText={t('physical.scanRemove')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => unscan.mutateAsync(code.value)}
                >
                  <Button size="large">{t('physical.scanRemove')}</Button>
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      </section>

      {open && (
        <div className="outbound-scan-confirm">
          <Button type="primary" disabled={!shipment || shipment.code_count === 0} onClick={confirm} data-testid="scan-confirm">
            {t('physical.scanConfirm')}
          </Button>
        </div>
      )}
    </main>
  );
}
