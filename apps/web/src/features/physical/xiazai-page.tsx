import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import {
  WMS_COLUMNS,
  WMS_DOWNLOADS,
  WMS_FILE_MAX_BYTES,
  WMS_UPLOAD_MAX_RECORDS,
  type WmsDownload,
  type WmsUpload,
} from '@trace/contract/wms';
import { Alert, Button, Card, Progress, Select, Space, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../api/feedback.ts';
import { download, request, saveFile } from '../../api/http.ts';
import { WMS_DOWNLOAD_PATH, wmsApi, wmsUploads } from '../../api/wms.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { PageLink } from '../../components/page-link.tsx';
import { Permission } from '../../components/permission.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = listDefaults('-created_at');
/** An upload being applied is polled until its job is done. */
const POLL_MS = 1_500;

/** xlsx and CSV are files the server writes; JSON is the API's answer, saved as a file here. */
async function downloadFor(kind: WmsDownload, format: 'xlsx' | 'csv' | 'json') {
  if (format !== 'json') return download(WMS_DOWNLOAD_PATH, { kind, format });
  const rows = await request(WMS_DOWNLOAD_PATH, { query: { kind, format } });
  saveFile(new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' }), `wms-${kind}.json`);
}

/** What a WMS downloads (open orders, master data) in the format it reads. */
function Downloads() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<WmsDownload>('orders');
  return (
    <Permission roles={[buttonCode('xiazai', 'export')]}>
      <Card size="small" title={t('physical.wmsDownloadTitle')}>
        <Typography.Paragraph type="secondary">{t('physical.wmsDownloadHint')}</Typography.Paragraph>
        <Space wrap>
          <Select
            aria-label={t('physical.wmsDownloadKind')}
            data-testid="wms-download-kind"
            value={kind}
            onChange={setKind}
            style={{ width: 220 }}
            options={WMS_DOWNLOADS.map((k) => ({ value: k, label: t(`physical.wmsDownload_${k}`) }))}
          />
          {(['xlsx', 'csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              icon={<DownloadOutlined />}
              data-testid={`wms-download-${format}`}
              onClick={() => void downloadFor(kind, format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Space>
      </Card>
    </Permission>
  );
}

/** Upload of a WMS's outbound records: stored at once, then applied by a job; failures go to the exception log. */
function UploadCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => wmsApi.upload(file),
    onSuccess: (receipt) => {
      toastSuccess(t('physical.wmsStored', { count: receipt.stored, replayed: receipt.replayed }));
      void client.invalidateQueries({ queryKey: wmsUploads.key });
    },
  });
  return (
    <Permission roles={[buttonCode('xiazai', 'import')]}>
      <Card size="small" title={t('physical.wmsUploadTitle')}>
        <Typography.Paragraph type="secondary">
          {t('physical.wmsUploadHint', { columns: WMS_COLUMNS.join(', '), max: WMS_UPLOAD_MAX_RECORDS })}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,.csv"
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            if (file.size > WMS_FILE_MAX_BYTES) {
              toastError(t('physical.wmsTooLarge', { max: WMS_FILE_MAX_BYTES / 1_048_576 }));
              return Upload.LIST_IGNORE;
            }
            upload.mutate(file);
            return false;
          }}
          data-testid="wms-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{upload.isPending ? t('common.loading') : t('common.importDrop')}</p>
        </Upload.Dragger>
        {upload.data ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            data-testid="wms-receipt"
            title={t('physical.wmsStored', { count: upload.data.stored, replayed: upload.data.replayed })}
            description={upload.data.reused > 0 ? t('physical.wmsReused', { count: upload.data.reused }) : undefined}
          />
        ) : null}
      </Card>
    </Permission>
  );
}

/**
 * Upload / download for a WMS (`xiazai`): download open outbound orders and master data (xlsx, CSV,
 * JSON); upload the records the WMS scanned out; every upload listed with how many of its records
 * applied, failed (to the exception log) or still wait, updating while its job runs.
 */
export default function XiazaiPage() {
  const { t } = useTranslation();
  const columns: ColumnsType<WmsUpload> = [
    { title: t('physical.wmsUpload'), dataIndex: 'id', key: 'id', width: 90 },
    {
      title: t('physical.wmsSource'),
      dataIndex: 'source',
      key: 'source',
      width: 110,
      render: (source: WmsUpload['source']) => t(`physical.wmsSource_${source}`),
    },
    { title: t('physical.wmsFile'), dataIndex: 'file_name', key: 'file_name', width: 200 },
    {
      title: t('physical.wmsRecords'),
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      width: 110,
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('physical.wmsProgress'),
      key: 'progress',
      width: 220,
      render: (_: unknown, row: WmsUpload) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <Progress
            aria-label={t('physical.wmsProgress')}
            percent={row.total === 0 ? 100 : Math.floor(((row.total - row.pending) * 100) / row.total)}
            size="small"
            status={row.status === 'applying' ? 'active' : 'normal'}
          />
          <Typography.Text type="secondary" data-testid="wms-upload-counts">
            {/* Each record once, as it stands: the four add up to the records. */}
            {t('physical.wmsUploadCounts', {
              applied: row.applied,
              failed: row.total - row.pending - row.applied - row.dismissed,
              dismissed: row.dismissed,
              pending: row.pending,
            })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('physical.wmsFailed'),
      dataIndex: 'failed',
      key: 'failed',
      width: 130,
      // Every record that failed once: those failed or dismissed now, and those applied on a retry since.
      render: (failed: number, row: WmsUpload) =>
        failed > 0 ? (
          <Space orientation="vertical" size={0}>
            <PageLink page="loglist" query={{ upload_id: String(row.id) }} testId="wms-upload-exceptions">
              {t('physical.wmsSeeExceptions', { count: failed })}
            </PageLink>
            {row.retried > 0 ? (
              <Typography.Text type="secondary" data-testid="wms-upload-retried">
                {t('physical.wmsRetriedCount', { count: row.retried })}
              </Typography.Text>
            ) : null}
          </Space>
        ) : (
          <Tag color="success">{t('physical.wmsNoExceptions')}</Tag>
        ),
    },
    { title: t('physical.wmsUploadedBy'), dataIndex: 'created_by_name', key: 'created_by_name', width: 130 },
    timeColumn(t('physical.wmsReceivedAt'), 'created_at'),
    timeColumn(t('physical.wmsFinishedAt'), 'finished_at'),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space align="start" wrap style={{ width: '100%' }} className="wms-cards">
        <Downloads />
        <UploadCard />
      </Space>
      <ListPage<WmsUpload, 'xiazai'>
        menuKey="xiazai"
        title={t('physical.wmsUploads')}
        api={wmsUploads}
        defaults={DEFAULTS}
        refetchInterval={(rows) => (rows.some((row) => row.status === 'applying') ? POLL_MS : false)}
        filters={[
          {
            kind: 'select',
            name: 'source',
            label: t('physical.wmsSource'),
            width: 140,
            options: (['file', 'api'] as const).map((s) => ({ value: s, label: t(`physical.wmsSource_${s}`) })),
          },
          { kind: 'date', name: 'created_from', id: 'from', label: t('physical.wmsFrom') },
          { kind: 'date', name: 'created_to', id: 'to', label: t('physical.wmsTo') },
        ]}
        columns={columns}
        empty={t('physical.wmsUploadsEmpty')}
        exportPath={false}
      />
    </Space>
  );
}
