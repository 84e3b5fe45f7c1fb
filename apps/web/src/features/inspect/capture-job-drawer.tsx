import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { captureApi, captureJobs } from '../../api/epcis.ts';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';
import { CaptureReasons } from './capture-upload.tsx';

/** Whether a capture stored its document, in the same colours wherever a capture is shown. */
export function CaptureOutcomeTag({ success }: { success: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={success ? 'green' : 'red'} data-testid="capture-outcome">
      {t(success ? 'codes.outcome_success' : 'codes.outcome_failed')}
    </Tag>
  );
}

/** One capture job as the binding answers it (`/epcis/capture/{captureID}`): who, when, the counts and, when nothing was stored, why. */
export function CaptureJobDrawer({ captureId, onClose }: { captureId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const job = useQuery({
    queryKey: [...captureJobs.key, 'job', captureId],
    queryFn: () => captureApi.job(captureId as number),
    enabled: captureId !== null,
  });
  const shown = job.data;
  return (
    <Drawer
      open={captureId !== null}
      onClose={onClose}
      size={640}
      title={captureId !== null ? t('codes.captureTitle', { id: captureId }) : ''}
      data-testid="capture-drawer"
    >
      {job.isLoading ? <Skeleton active /> : null}
      {shown ? (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'outcome', label: t('codes.captureOutcome'), children: <CaptureOutcomeTag success={shown.success} /> },
              { key: 'at', label: t('codes.capturedAt'), children: parseTime(shown.createdAt) },
              { key: 'finished', label: t('codes.captureFinishedAt'), children: parseTime(shown.finishedAt) },
              { key: 'by', label: t('codes.capturedBy'), children: shown.capturedBy },
              { key: 'events', label: t('codes.captureEvents'), children: formatNumber(shown.eventCount) },
              { key: 'stored', label: t('codes.captureStoredCount'), children: formatNumber(shown.storedCount) },
              { key: 'present', label: t('codes.capturePresent'), children: formatNumber(shown.presentCount) },
            ]}
          />
          {shown.errors.length > 0 ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('codes.captureWhyRefused')}
              </Typography.Title>
              <CaptureReasons reasons={shown.errors} />
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
