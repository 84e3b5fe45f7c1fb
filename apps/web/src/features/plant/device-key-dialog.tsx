import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A line's device key, shown once: after the line is added or its key rotated. Closing it loses
 * the key for good (only its hash is kept), so the dialog closes only by its button, and its content
 * leaves the page with it.
 */
export function DeviceKeyDialog({ line, onClose }: { line: { name: string; device_key: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={line !== null}
      title={line ? t('plant.deviceKeyTitle', { name: line.name }) : ''}
      footer={
        <Button type="primary" onClick={onClose} data-testid="device-key-done">
          {t('plant.keyDone')}
        </Button>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('plant.deviceKeyOnce')} style={{ marginBottom: 16 }} />
      <Typography.Text strong>{t('plant.deviceKey')}</Typography.Text>
      <Typography.Paragraph
        code
        copyable={{ text: line?.device_key ?? '', tooltips: [t('plant.copyKey'), t('plant.keyCopied')] }}
        data-testid="device-key"
        style={{ wordBreak: 'break-all', marginTop: 8 }}
      >
        {line?.device_key}
      </Typography.Paragraph>
    </Modal>
  );
}
