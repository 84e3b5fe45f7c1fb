import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The outcome of the last scan: the code read, and whether it went in or why not. */
export type Read = { value: string; ok: boolean; text: string };

/** Shown after every read and announced to screen readers, so a packer sees each scan land or fail. */
export function ReadFeedback({ read }: { read: Read | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="read-feedback">
      {read ? (
        <Alert
          type={read.ok ? 'success' : 'error'}
          showIcon
          data-testid={read.ok ? 'read-ok' : 'read-refused'}
          title={
            <>
              <Typography.Text code>{read.value}</Typography.Text> {read.text}
            </>
          }
        />
      ) : (
        <Typography.Text type="secondary">{t('packing.readNone')}</Typography.Text>
      )}
    </div>
  );
}
