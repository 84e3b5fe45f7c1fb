import { Alert, Button, Modal, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';

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

/** A secret just made, with the name of what it opens (a webhook, an integration token). */
export type ShownSecret = { name: string; secret: string };

type Props = {
  /** The secret just made; null: the dialog is closed. */
  secret: string | null;
  title: string;
  /** Why it must be copied now: it is shown only this once, and what to do if it is lost. */
  once: string;
  /** What the secret is, above it, where the title does not say. */
  label?: string;
  /** The one button that closes the dialog ("I have copied it"). */
  done: string;
  /** The copy button's tooltips (before, after the copy); antd's own by default. */
  copyTooltips?: [string, string];
  /** `<testId>` on the secret, `<testId>-done` on the button, `<testId>-modal` on the dialog. */
  testId: string;
  width?: number;
  onClose: () => void;
  /** How the secret is used: a heading, what to do, and a sample of code (a call, a check), the same in every language. */
  usage?: { title: string; paragraphs: string[]; sample: string; sampleTestId: string };
};

/**
 * A secret shown this once (a device key, a webhook's signing secret, an integration token): the
 * server keeps only its digest or its start, so the dialog says so, offers a copy button, and
 * closes only by its button (not by Esc or a click beside it, which would lose the secret); its
 * content leaves the page with it.
 */
export function SecretOnceDialog({ secret, title, once, label, done, copyTooltips, testId, width, onClose, usage }: Props) {
  return (
    <Modal
      open={secret !== null}
      title={title}
      width={width}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-done`}>
          {done}
        </Button>
      }
      data-testid={`${testId}-modal`}
    >
      {secret !== null ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={once} />
          <div>
            {label ? <Typography.Text strong>{label}</Typography.Text> : null}
            <Typography.Paragraph
              code
              copyable={{ text: secret, tooltips: copyTooltips }}
              data-testid={testId}
              style={{ wordBreak: 'break-all', margin: label ? '8px 0 0' : 0 }}
            >
              {secret}
            </Typography.Paragraph>
          </div>
          {usage ? (
            <div>
              <Typography.Title level={5}>{usage.title}</Typography.Title>
              {usage.paragraphs.map((text) => (
                <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
              ))}
              <pre style={SAMPLE_STYLE} data-testid={usage.sampleTestId}>
                {usage.sample}
              </pre>
            </div>
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
