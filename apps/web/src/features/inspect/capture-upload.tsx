import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { CAPTURE_FILE_LIMIT, CAPTURE_LIMIT } from '@trace/contract/epcis';
import { Alert, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptureReason, captureApi, captureJobs, captureRefusalOf, partnerEvents } from '../../api/epcis.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { Permission } from '../../components/permission.tsx';

/** A document refused before it is sent (too large, not JSON): shown like the server's refusals. */
class RefusedHere extends Error {}

/** What a refused document shows: its file name and each reason nothing was stored. */
export type CaptureRefused = { file: string; reasons: CaptureReason[] };

/** The JSON object a file holds, or null when it holds none. */
function objectIn(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Captures a partner's EPCIS document from a file: stored, it says how many events were new and
 * how many the repository held already; refused, it keeps the reasons for the page to list.
 */
export function useCapture() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refused, setRefused] = useState<CaptureRefused | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > CAPTURE_FILE_LIMIT)
        throw new RefusedHere(t('errors.captureTooLarge', { events: CAPTURE_LIMIT, megabytes: CAPTURE_FILE_LIMIT / 1024 / 1024 }));
      const document = objectIn(await file.text());
      if (!document) throw new RefusedHere(t('codes.captureNotJson'));
      return captureApi.capture(document);
    },
    onMutate: () => setRefused(null),
    onSuccess: (job, file) => {
      void client.invalidateQueries({ queryKey: captureJobs.key });
      if (!job.success) return setRefused({ file: file.name, reasons: job.errors });
      void client.invalidateQueries({ queryKey: partnerEvents.key });
      toastSuccess(t('codes.captureStored', { count: job.storedCount, present: job.presentCount }));
    },
    onError: (error, file) => {
      const reasons = error instanceof RefusedHere ? [{ detail: error.message }] : captureRefusalOf(error);
      if (reasons) setRefused({ file: file.name, reasons });
    },
  });
  return { upload: (file: File) => upload.mutate(file), uploading: upload.isPending, refused, dismiss: () => setRefused(null) };
}

/** Picks a .json or .jsonld file and sends it, behind the capture grant; busy while the server checks and stores it. */
export function CaptureUploadButton({ onFile, uploading }: { onFile: (file: File) => void; uploading: boolean }) {
  const { t } = useTranslation();
  return (
    <Permission roles={[buttonCode('informationinquiry', 'capture')]}>
      <Upload
        accept=".json,.jsonld,application/json,application/ld+json"
        multiple={false}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="capture-upload">
          {uploading ? t('codes.captureUploading') : t('codes.captureUpload')}
        </Button>
      </Upload>
    </Permission>
  );
}

/** Why nothing of a document was stored: each reason. */
export function CaptureRefusal({ refused, onClose }: { refused: CaptureRefused; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      data-testid="capture-refusal"
      title={t('codes.captureRefusedTitle', { file: refused.file })}
      description={<CaptureReasons reasons={refused.reasons} />}
    />
  );
}

/** A refusal's reasons, as the capture answer and the capture job list them (each detail names where in the document). */
export function CaptureReasons({ reasons }: { reasons: CaptureReason[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 320, overflowY: 'auto' }}>
      {reasons.map((reason) => (
        <li key={`${reason.instance ?? ''} ${reason.detail}`} data-testid="capture-reason">
          {reason.detail}
        </li>
      ))}
    </ul>
  );
}
