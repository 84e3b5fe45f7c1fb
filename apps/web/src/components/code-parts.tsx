import type { CodeStatus, HoldKind } from '@trace/contract/codes';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from './time.ts';

/** One colour per status, the same wherever a code's status is shown. */
export const CODE_STATUS_COLOURS: Record<CodeStatus, string> = {
  generated: 'default',
  printed: 'cyan',
  active: 'green',
  shipped: 'blue',
  received: 'geekblue',
  returned: 'orange',
  voided: 'red',
  replaced: 'purple',
};

/** Statuses after which a code takes no operation any more. */
export const FINAL_STATUSES: readonly CodeStatus[] = ['voided', 'replaced'];

export function CodeStatusTag({ status }: { status: CodeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={CODE_STATUS_COLOURS[status]} data-testid="code-status">
      {t(`codes.status_${status}`)}
    </Tag>
  );
}

/** A hold and a recall, in preset colours whose text keeps WCAG contrast on their tint. */
export const HOLD_COLOURS: Record<HoldKind, string> = { hold: 'geekblue', recall: 'magenta' };

/** The hold or recall in force on a production order's codes. */
export function HoldTag({ kind }: { kind: HoldKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={HOLD_COLOURS[kind]} data-testid="hold-tag" data-kind={kind}>
      {t(`codes.holdKind_${kind}`)}
    </Tag>
  );
}

/** A code as a link that opens it on this page (its value in the monospace of codes). */
export function CodeLink({ value, onOpen, testId }: { value: string; onOpen: (value: string) => void; testId?: string }) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      onClick={(event) => {
        // In a clickable row the link opens the code once, not once more for the row.
        event.stopPropagation();
        onOpen(value);
      }}
      data-testid={testId ?? 'code-link'}
    >
      <Typography.Text code>{value}</Typography.Text>
    </Button>
  );
}

/** A hold or recall in force, as a code and its production order show it: why, since when and by whom, what consumers read. */
export function HoldAlert({
  hold,
  orderNo,
  testId,
}: {
  hold: { kind: HoldKind; reason: string; notice: string; placed_at: string; placed_by: string };
  orderNo: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type={hold.kind === 'recall' ? 'error' : 'warning'}
      showIcon
      data-testid={testId}
      data-kind={hold.kind}
      title={t(`codes.holdTitle_${hold.kind}`, { order: orderNo })}
      description={
        <Space orientation="vertical" size={0}>
          <span>{t('codes.holdSince', { time: parseTime(hold.placed_at) ?? '', who: hold.placed_by || '—', reason: hold.reason })}</span>
          {hold.notice ? <span style={{ whiteSpace: 'pre-wrap' }}>{t('codes.holdConsumerNotice', { notice: hold.notice })}</span> : null}
          <span>{t('codes.holdBlocks')}</span>
        </Space>
      }
    />
  );
}
