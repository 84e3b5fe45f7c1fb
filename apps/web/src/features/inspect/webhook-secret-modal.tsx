import { Alert, Button, Modal, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** A secret just made (a new subscription, or a new secret of one), with the subscription's name. */
export type ShownSecret = { name: string; secret: string };

/** How a receiver checks a delivery, in Node: code, the same in every language. */
export const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request's body exactly as received (bytes, before JSON.parse)
const expected = 'sha256=' + createHmac('sha256', Buffer.from(SECRET, 'hex')).update(rawBody).digest('hex');
const given = String(request.headers['x-trace-signature'] ?? '');
const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));`;

// Wrapped, not scrolled: a scrolling block would need a keyboard stop of its own.
const SAMPLE_STYLE: CSSProperties = {
  margin: 0,
  padding: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 12,
  borderRadius: 6,
  background: 'rgba(127, 127, 127, 0.1)',
};

/**
 * The signing secret of a webhook, shown this once: the server keeps only its start, so the dialog
 * says so, offers a copy button, and tells how a receiver checks each delivery's signature.
 */
export function WebhookSecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={shown !== null}
      title={shown ? t('warning.webhookSecretTitle', { name: shown.name }) : ''}
      onCancel={onClose}
      width={720}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-done">
          {t('warning.webhookSecretDone')}
        </Button>
      }
      data-testid="webhook-secret-modal"
    >
      {shown ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={t('warning.webhookSecretOnce')} />
          <Typography.Text code copyable={{ text: shown.secret }} data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
            {shown.secret}
          </Typography.Text>
          <div>
            <Typography.Title level={5}>{t('warning.webhookVerifyTitle')}</Typography.Title>
            <Typography.Paragraph>{t('warning.webhookVerifySignature')}</Typography.Paragraph>
            <Typography.Paragraph>{t('warning.webhookVerifyHeaders')}</Typography.Paragraph>
            <pre style={SAMPLE_STYLE} data-testid="webhook-verify-sample">
              {VERIFY_SAMPLE}
            </pre>
          </div>
        </Space>
      ) : null}
    </Modal>
  );
}
