import { routePath } from '@trace/contract/catalogue';
import { Alert, Button, Progress, Statistic } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireButton } from '../../../components/require-button.tsx';
import { parseTime } from '../../../components/time.ts';
import type { RecentRead } from './station-store.ts';
import { useStation } from './use-station.ts';
import './line-station.css';

/**
 * The line station (`/plant/station/:taskId`): a full-screen page for the line's PC or a tablet,
 * outside the console's shell. A wedge scanner types each code and Enter into the one input, which
 * keeps the focus; every read gets big coloured feedback and a sound; a case or pallet label is
 * checked by the server as it is scanned and refused at once, with the reason, when it is not a
 * label the station asked for; cases and pallets fill to the packaging hierarchy and close
 * themselves; reads wait in the browser while the server cannot be reached and are sent in order
 * when it is back.
 */
export default function LineStation() {
  return (
    <RequireButton code="relevance:add">
      <Station />
    </RequireButton>
  );
}

function Station() {
  const { t } = useTranslation();
  const taskId = Number(useParams().taskId);
  const station = useStation(taskId);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { view, flow, ratio, sync, feedback } = station;

  useEffect(() => {
    input.current?.focus();
    // The scanner types into whatever has the focus: bring it back to the input.
    const keep = window.setInterval(() => {
      if (document.activeElement !== input.current && !document.activeElement?.closest('[data-station-keep-focus="no"]'))
        input.current?.focus();
    }, 500);
    return () => window.clearInterval(keep);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setText('');
    if (value) station.onScan(value);
  };

  if (!Number.isInteger(taskId) || taskId <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  const tasks = routePath('taskmanagement');
  const promptKey = station.prompt ? `production.stationPrompt_${station.prompt}` : 'common.loading';
  return (
    <main className="line-station" data-testid="line-station">
      <header className="line-station-head">
        <div>
          <h1>{view ? `${view.order.order_no} · ${view.product.name}` : t('production.stationTitle')}</h1>
          {view && (
            <p>
              {t('production.stationLot', { lot: view.order.lot_no })} · {view.line.name}
            </p>
          )}
        </div>
        <div className="line-station-tools" data-station-keep-focus="no">
          <span className={`line-station-network ${sync.offline ? 'offline' : 'online'}`} data-testid="station-network">
            {sync.offline ? t('production.stationOffline') : t('production.stationOnline')}
          </span>
          <span data-testid="station-backlog">{t('production.stationBacklog', { count: sync.backlog })}</span>
          <Button onClick={station.toggleMute} aria-pressed={station.muted} data-testid="station-mute">
            {station.muted ? t('production.stationSoundOff') : t('production.stationSoundOn')}
          </Button>
          <Link to={tasks}>{t('production.stationBack')}</Link>
        </div>
      </header>
      {sync.offline && (
        <Alert
          type="warning"
          showIcon
          data-testid="station-offline"
          title={t('production.stationOfflineBanner', { count: sync.backlog })}
        />
      )}
      {sync.refusal && <Alert type="error" showIcon title={sync.refusal} data-testid="station-refusal" />}
      {station.loadFailed && !view && <Alert type="error" showIcon title={t('production.stationNoTask')} />}
      {view && !view.accepting && <Alert type="error" showIcon title={t('errors.lineTaskClosed')} />}

      <form onSubmit={submit} className="line-station-scan">
        <label htmlFor="station-input">{t(promptKey)}</label>
        <input
          id="station-input"
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          disabled={!view?.accepting}
          data-testid="station-input"
        />
      </form>

      <section className={`line-station-feedback tone-${feedback?.tone ?? 'none'}`} aria-live="assertive" data-testid="station-feedback">
        {feedback ? (
          <>
            <strong>{t(feedback.key, { ...feedback.vars, reason: feedback.reasonKey ? t(feedback.reasonKey) : undefined })}</strong>
            <span>{feedback.code}</span>
          </>
        ) : (
          <strong>{t(promptKey)}</strong>
        )}
      </section>

      <section className="line-station-fill">
        {ratio.itemsPerCase && (
          <div>
            <h2>
              {t('production.stationCase')} {flow.case ?? '—'}
            </h2>
            <Progress
              aria-label={t('production.stationCase')}
              percent={Math.round((flow.items.length / ratio.itemsPerCase) * 100)}
              showInfo={false}
              size={['100%', 24]}
            />
            <p className="line-station-count" data-testid="station-case-fill">
              {flow.items.length}/{ratio.itemsPerCase}
            </p>
          </div>
        )}
        {ratio.itemsPerCase && ratio.casesPerPallet && (
          <div>
            <h2>
              {t('production.stationPallet')} {flow.pallet ?? '—'}
            </h2>
            <Progress
              aria-label={t('production.stationPallet')}
              percent={Math.round((flow.cases.length / ratio.casesPerPallet) * 100)}
              showInfo={false}
              size={['100%', 24]}
            />
            <p className="line-station-count" data-testid="station-pallet-fill">
              {flow.cases.length}/{ratio.casesPerPallet}
            </p>
          </div>
        )}
        <div data-station-keep-focus="no">
          <Button
            onClick={station.relabel}
            disabled={!(flow.case !== null ? flow.items.length === 0 : flow.pallet !== null && flow.cases.length === 0)}
          >
            {t('production.stationRelabel')}
          </Button>
        </div>
      </section>

      {view && (
        <section className="line-station-counters" data-testid="station-counters">
          <Statistic
            title={t('production.stationCommissioned')}
            value={view.counters.commissioned}
            suffix={`/ ${view.order.planned_qty}`}
          />
          <Statistic title={t('production.stationPacked')} value={view.counters.packed} />
          <Statistic title={t('production.stationCases')} value={view.counters.cases} />
          <Statistic title={t('production.stationPallets')} value={view.counters.pallets} />
          <Statistic title={t('production.stationRejected')} value={view.counters.rejected} />
        </section>
      )}

      <section className="line-station-recent" data-station-keep-focus="no">
        <h2 id="station-recent-title">{t('production.stationRecent')}</h2>
        {/* Focusable so a keyboard can scroll it; the scanner input takes the focus back when it leaves. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <ol data-testid="station-recent" tabIndex={0} aria-labelledby="station-recent-title">
          {station.recent.map((read) => (
            <RecentRow key={read.op_id} read={read} />
          ))}
        </ol>
      </section>
    </main>
  );
}

function RecentRow({ read }: { read: RecentRead }) {
  const { t } = useTranslation();
  const label =
    read.status === 'rejected'
      ? t(`production.exception_${read.kind}`)
      : read.status === 'accepted'
        ? t('production.stationAccepted')
        : t('production.stationWaiting');
  return (
    <li className={`status-${read.status}`} data-status={read.status} data-type={read.label ? `${read.type}-label` : read.type}>
      <span>{parseTime(read.at, '{h}:{i}:{s}')}</span>
      <span>{t(read.label ? `production.stationType_${read.type}Label` : `production.stationType_${read.type}`)}</span>
      <code>{read.code}</code>
      <span>{label}</span>
    </li>
  );
}
