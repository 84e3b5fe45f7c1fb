import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportResult } from '@trace/contract/transfer';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId } from '../api/codes.ts';
import { toastError, toastSuccess } from '../api/feedback.ts';
import { ApiError, download, requestBuilt } from '../api/http.ts';

type RowError = ImportResult['errors'][number] & Record<string, unknown>;

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The import call; its template is `<path>-template`. */
  path: string;
  /** Query keys whose lists change after an import. */
  invalidates: readonly unknown[];
  /**
   * Sends an Idempotency-Key: one per file, the same again when that file is sent again after no
   * answer came (the first upload may have been applied: the server then answers it again).
   */
  idempotent?: boolean;
  /** Columns of the row report the import adds (e.g. the two codes of a pack row), after the row. */
  errorColumns?: Array<{ key: string; title: string }>;
  /** Rows the import takes, when not the common bound. */
  maxRows?: number;
};

/** Upload an xlsx or CSV: all rows are added, or none and each bad row is listed. */
export function ImportModal({
  open,
  onClose,
  title,
  path,
  invalidates,
  idempotent = false,
  errorColumns = [],
  maxRows = IMPORT_MAX_ROWS,
}: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sent = useRef<{ file: string; key: string } | null>(null);
  const keyFor = (file: File) => {
    const id = `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
    if (sent.current?.file !== id) sent.current = { file: id, key: newOperationId() };
    return sent.current.key;
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      // Checking up to IMPORT_MAX_ROWS rows takes seconds: the data client's 15 s time-out.
      // The import path is the page's (a resource's `…/import`).
      return requestBuilt<ImportResult>(path, {
        method: 'POST',
        body: form,
        ...(idempotent ? { headers: { 'Idempotency-Key': keyFor(file) } } : {}),
      });
    },
    onSuccess: (result) => {
      sent.current = null;
      toastSuccess(t('common.imported', { count: result.imported }));
      void client.invalidateQueries({ queryKey: invalidates });
      onClose();
    },
  });
  const rowErrors = upload.error instanceof ApiError ? ((upload.error.data as ImportResult | null)?.errors ?? []) : [];
  const template = (format: 'xlsx' | 'csv') => void download(`${path}-template`, { format });
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden afterClose={() => upload.reset()}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('common.importHint', { max: maxRows, size: IMPORT_MAX_BYTES / 1_048_576 })} />
        <Space>
          <Button onClick={() => template('xlsx')}>{t('common.templateXlsx')}</Button>
          <Button onClick={() => template('csv')}>{t('common.templateCsv')}</Button>
        </Space>
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            if (file.size > IMPORT_MAX_BYTES) toastError(t('errors.uploadTooLarge', { max: IMPORT_MAX_BYTES / 1024 }));
            else upload.mutate(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{upload.isPending ? t('common.loading') : t('common.importDrop')}</p>
        </Upload.Dragger>
        {rowErrors.length > 0 ? (
          <Table<RowError>
            size="small"
            rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
            dataSource={rowErrors}
            pagination={{ pageSize: 10 }}
            columns={[
              { title: t('common.row'), dataIndex: 'row', width: 80 },
              ...errorColumns.map(({ key, title: columnTitle }) => ({
                title: columnTitle,
                dataIndex: key,
                ellipsis: true,
                render: (value: unknown) => <code>{String(value ?? '')}</code>,
              })),
              { title: t('common.field'), dataIndex: 'field', width: 160, render: (f: string) => <code>{f}</code> },
              { title: t('common.message'), dataIndex: 'message' },
            ]}
            data-testid="import-errors"
          />
        ) : null}
      </Space>
    </Modal>
  );
}
