import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../../components/secret-once-dialog.tsx';

/**
 * A line's device key, shown once: after the line is added or its key rotated. Closing it loses
 * the key for good (only its hash is kept).
 */
export function DeviceKeyDialog({ line, onClose }: { line: { name: string; device_key: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnceDialog
      secret={line?.device_key ?? null}
      title={line ? t('plant.deviceKeyTitle', { name: line.name }) : ''}
      label={t('plant.deviceKey')}
      once={t('plant.deviceKeyOnce')}
      done={t('plant.keyDone')}
      copyTooltips={[t('plant.copyKey'), t('plant.keyCopied')]}
      testId="device-key"
      onClose={onClose}
    />
  );
}
