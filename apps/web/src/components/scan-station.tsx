import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codeValue } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import type { CodeLevel } from '@trace/contract/tagging';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newOperationId } from '../api/codes.ts';
import { confirmDialog, toastSuccess } from '../api/feedback.ts';
import { ApiError } from '../api/http.ts';
import { formatNumber } from '../utils/format.ts';
import { beep } from './beeps.ts';
import { refusal } from './form-rules.ts';
import './scan-station.css';

/**
 * A read's answer: its colour, what it says and the code as read; `warn` is neither taken nor
 * refused (a field inspection that cannot judge); `mismatch`: taken, but its contents differ from
 * its packaging (a delivery exception).
 */
export type ScanFeedback = { tone: 'ok' | 'bad' | 'warn'; text: string; code: string; mismatch?: boolean };

/**
 * A scanning page's state: the one input a wedge scanner types into (it takes the focus back
 * whenever nothing else has it), the last read's answer with its sound, and the mute switch.
 */
export function useScanStation() {
  const input = useRef<HTMLInputElement>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    input.current?.focus();
    const keep = window.setInterval(() => {
      if (document.activeElement === document.body) input.current?.focus();
    }, 500);
    return () => window.clearInterval(keep);
  }, []);
  const show = (next: ScanFeedback) => {
    setFeedback(next);
    if (!muted) beep(next.tone === 'ok' ? 'accepted' : 'rejected');
  };
  return { input, feedback, show, muted, setMuted };
}
export type ScanStationState = ReturnType<typeof useScanStation>;

/** The page: one column outside the console's shell, its title, the way back and the sound switch. */
export function ScanStation(props: {
  station: ScanStationState;
  title: string;
  subtitle?: ReactNode;
  back: { to: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { muted, setMuted } = props.station;
  return (
    <main className="scan-station" data-testid={props.testId}>
      <header className="scan-station-head">
        <div>
          <h1>{props.title}</h1>
          {props.subtitle && <p>{props.subtitle}</p>}
        </div>
        <div>
          <Button onClick={() => setMuted(!muted)} aria-pressed={muted} size="small">
            {muted ? t('physical.scanSoundOff') : t('physical.scanSoundOn')}
          </Button>{' '}
          <Link to={props.back.to}>{props.back.label}</Link>
        </div>
      </header>
      {props.children}
    </main>
  );
}

/** The input the scanner types into, and under it the coloured answer to the last read (read aloud). */
export function ScanInput(props: {
  input: RefObject<HTMLInputElement | null>;
  feedback: ScanFeedback | null;
  open: boolean;
  onCode: (value: string) => void;
  /** A page's own tools between the input and the answer (the outbound page's camera and problem report). */
  tools?: ReactNode;
  /** The input's label where the page scans something else than a document's codes. */
  prompt?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setText('');
    if (value) props.onCode(value);
  };
  const { feedback } = props;
  return (
    <>
      <form onSubmit={submit} className="scan-station-form">
        <label htmlFor="scan-station-input">{props.prompt ?? t('physical.scanPrompt')}</label>
        <input
          id="scan-station-input"
          ref={props.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="send"
          disabled={!props.open}
          data-testid="scan-input"
        />
      </form>
      {props.tools}
      <section
        className={`scan-station-feedback tone-${feedback?.tone ?? 'none'}${feedback?.mismatch ? ' has-mismatch' : ''}`}
        aria-live="assertive"
        data-testid="scan-feedback"
      >
        <strong>{feedback ? feedback.text : (props.prompt ?? t('physical.scanPrompt'))}</strong>
        {feedback && <span>{feedback.code}</span>}
      </section>
    </>
  );
}

type ListedCode = { code_id: number; value: string; level: CodeLevel; product_name: string; items: number };

/** The codes on the document, latest first, each with a button taking it off again while the document is open. */
export function ScannedCodes(props: {
  title: string;
  total: number;
  empty: string;
  codes: ListedCode[];
  open: boolean;
  removeTitle: (code: string) => string;
  onRemove: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 id="scan-codes-title" style={{ fontSize: 16 }}>
        {props.title} ({formatNumber(props.total)})
      </h2>
      {props.total === 0 && <p>{props.empty}</p>}
      <ul className="scan-station-codes" data-testid="scan-codes" aria-labelledby="scan-codes-title">
        {props.codes.map((code) => (
          <li key={code.code_id}>
            <div>
              <code>{code.value}</code>
              <div>
                {t(`tagging.level_${code.level}`)} · {code.product_name} ·{' '}
                {t('common.labelValue', { label: t('physical.items'), value: formatNumber(code.items) })}
              </div>
            </div>
            {props.open && (
              <Popconfirm
                title={props.removeTitle(code.value)}
                okText={t('physical.scanRemove')}
                cancelText={t('common.cancel')}
                onConfirm={() => props.onRemove(code.value)}
              >
                <Button size="large">{t('physical.scanRemove')}</Button>
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The one confirming button, fixed at the bottom within the thumb's reach. */
export function ScanConfirmBar(props: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <div className="scan-station-confirm">
      <Button type="primary" disabled={props.disabled} onClick={props.onClick} data-testid="scan-confirm">
        {props.label}
      </Button>
    </div>
  );
}

/**
 * What a confirmation did, shown in place of the scanning it ended (the phone stays on its page),
 * with the pages to go on to.
 */
/**
 * Above the input: what the confirmation did, with where to go next, or, while nothing was
 * confirmed here, why the document takes no more scans (`closed`).
 */
export function ScanDocumentState(props: { done?: { text: string; links: Array<{ to: string; label: string }> } | null; closed?: string }) {
  if (props.done)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="scan-done"
        title={props.done.text}
        description={
          <Space wrap size="middle">
            {props.done.links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Space>
        }
      />
    );
  return props.closed ? <Alert type="warning" showIcon data-testid="scan-not-open" title={props.closed} /> : null;
}

type Read = { status: 'accepted' | 'refused'; message: string; code: string; mismatch?: unknown };

/** A read that is no code (nor a code's URL): answered on the page, as the server would, without a request. */
class UnreadableCode extends Error {}

/**
 * The document a scanning page fills (an outbound order, a return): its detail and codes, the
 * scan of one read (its answer shown and sounded; a lost connection said so) and taking a code
 * off again, each keeping the document's lists up to date.
 */
export function useScannedDocument<D>(options: {
  station: ScanStationState;
  /** The document's query key (its resource's key); detail and codes live below it. */
  resourceKey: readonly unknown[];
  id: number;
  detail: (id: number) => Promise<D>;
  codes: (id: number) => Promise<Page<ListedCode>>;
  scan: (id: number, value: string) => Promise<{ read: Read; document: D }>;
  unscan: (id: number, value: string) => Promise<D>;
  removed: (code: string) => string;
  confirm: (id: number, opId: string) => Promise<D>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id, station, resourceKey } = options;
  const detailKey = [...resourceKey, 'detail', id];
  const codesKey = [...resourceKey, 'codes', id];
  const document = useQuery({ queryKey: detailKey, queryFn: () => options.detail(id), enabled: id > 0 });
  const codes = useQuery({ queryKey: codesKey, queryFn: () => options.codes(id), enabled: id > 0 });
  const updated = (next: D) => {
    client.setQueryData(detailKey, next);
    void client.invalidateQueries({ queryKey: codesKey });
    void client.invalidateQueries({ queryKey: resourceKey, exact: false, refetchType: 'none' });
  };
  const scan = useMutation({
    mutationFn: (value: string) => {
      if (!codeValue.safeParse(value).success) throw new UnreadableCode(value);
      return options.scan(id, value);
    },
    onSuccess: ({ read, document: next }) => {
      station.show({
        tone: read.status === 'accepted' ? 'ok' : 'bad',
        text: read.message,
        code: read.code,
        mismatch: read.mismatch !== undefined,
      });
      updated(next);
    },
    onError: (error, value) =>
      station.show({
        tone: 'bad',
        text:
          error instanceof UnreadableCode
            ? refusal(t, t('codes.code'), 'validation.codeValue', value)
            : error instanceof ApiError && error.statusCode !== 0
              ? error.message
              : t('physical.scanNoConnection'),
        code: value,
      }),
  });
  const unscan = useMutation({
    mutationFn: (value: string) => options.unscan(id, value),
    onSuccess: (next, value) => {
      toastSuccess(options.removed(value));
      updated(next);
    },
  });
  const [confirmed, setConfirmed] = useState<D | null>(null);
  /** Asks, then confirms the document. One operation id per dialog: a second press of its button is the same confirmation, replayed. */
  const askToConfirm = (dialog: { title: string; content: ReactNode; okText: string; okId: string }) => {
    const opId = newOperationId();
    confirmDialog({
      title: dialog.title,
      content: dialog.content,
      okText: dialog.okText,
      cancelText: t('common.cancel'),
      okButtonProps: { id: dialog.okId },
      onOk: async () => {
        setConfirmed(await options.confirm(id, opId));
        void client.invalidateQueries({ queryKey: resourceKey });
      },
    });
  };
  return { document, codes, scan, unscan, confirmed, askToConfirm };
}
