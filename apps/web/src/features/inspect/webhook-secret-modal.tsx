import { useTranslation } from 'react-i18next';
import { SecretOnceDialog, type ShownSecret } from '../../components/secret-once-dialog.tsx';

/** How a receiver checks a delivery, in Node: code, the same in every language. */
export const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request's body exactly as received (bytes, before JSON.parse)
const expected = 'sha256=' + createHmac('sha256', Buffer.from(SECRET, 'hex')).update(rawBody).digest('hex');
const given = String(request.headers['x-trace-signature'] ?? '');
const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));`;

/**
 * The signing secret of a webhook, shown this once (the server keeps only its start), with how a
 * receiver checks each delivery's signature.
 */
export function WebhookSecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnceDialog
      secret={shown?.secret ?? null}
      title={shown ? t('warning.webhookSecretTitle', { name: shown.name }) : ''}
      once={t('warning.webhookSecretOnce')}
      done={t('warning.webhookSecretDone')}
      testId="webhook-secret"
      width={720}
      onClose={onClose}
      usage={{
        title: t('warning.webhookVerifyTitle'),
        paragraphs: [t('warning.webhookVerifySignature'), t('warning.webhookVerifyHeaders')],
        sample: VERIFY_SAMPLE,
        sampleTestId: 'webhook-verify-sample',
      }}
    />
  );
}
