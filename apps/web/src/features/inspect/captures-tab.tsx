import type { CaptureRow } from '@trace/contract/epcis';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { captureJobs } from '../../api/epcis.ts';
import { ListPage, listDefaults, yesNo } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';
import { CaptureJobDrawer, CaptureOutcomeTag } from './capture-job-drawer.tsx';
import { CaptureRefusal, CaptureUploadButton, useCapture } from './capture-upload.tsx';

/** The information inquiry's tab of partners' EPCIS documents. */
export const CAPTURES_TAB = 'partner';
const DEFAULTS = { ...listDefaults('-created_at'), tab: CAPTURES_TAB };
const KEEP = ['tab'];
/** The URL parameter of the capture job open over the list. */
const OPEN = 'capture';
const OWN = [OPEN];

const count = (title: string, key: keyof CaptureRow): ColumnsType<CaptureRow>[number] => ({
  title,
  dataIndex: key,
  key,
  width: 120,
  align: 'right',
  render: (n: number) => formatNumber(n),
});

/**
 * Partners' EPCIS documents: the upload of one (behind the capture grant) and what it answered,
 * then every capture job, newest first, each opening its job with the reasons a refused one gave.
 */
export function CapturesTab() {
  const { t } = useTranslation();
  const capture = useCapture();
  const { update } = useListParams(DEFAULTS, KEEP, OWN);
  const [params] = useSearchParams();
  const shown = /^\d+$/.test(params.get(OPEN) ?? '') ? Number(params.get(OPEN)) : null;
  const show = (id: number | null) => update({ [OPEN]: id });

  const columns: ColumnsType<CaptureRow> = [
    timeColumn<CaptureRow>(t('codes.capturedAt'), 'created_at'),
    { title: t('codes.capturedBy'), dataIndex: 'captured_by', key: 'captured_by', width: 160 },
    count(t('codes.captureEvents'), 'event_count'),
    count(t('codes.captureStoredCount'), 'stored_count'),
    count(t('codes.capturePresent'), 'present_count'),
    count(t('codes.captureErrors'), 'error_count'),
    {
      title: t('codes.captureOutcome'),
      dataIndex: 'success',
      key: 'success',
      width: 120,
      render: (success: boolean) => <CaptureOutcomeTag success={success} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="captures-intro">
        {t('codes.partnerIntro')}
      </Typography.Paragraph>
      <ListPage<CaptureRow, 'informationinquiry'>
        menuKey="informationinquiry"
        title={t('codes.captureJobs')}
        api={captureJobs}
        defaults={DEFAULTS}
        keepParams={KEEP}
        ownParams={OWN}
        storageKey="informationinquiry-captures"
        exportPath={false}
        filters={[
          { kind: 'text', name: 'keyword', id: 'captured_by', label: t('codes.capturedBy'), width: 200, maxLength: 64 },
          {
            kind: 'select',
            name: 'success',
            label: t('codes.captureOutcome'),
            placeholder: t('codes.allOutcomes'),
            width: 160,
            options: yesNo(t('codes.outcome_success'), t('codes.outcome_failed')),
          },
        ]}
        columns={columns}
        rowActions={(row) => [
          { key: 'view', label: t('common.view'), roles: ['informationinquiry'], onClick: () => show(row.id), testId: 'capture-view' },
        ]}
        actionLinks={1}
        onRowClick={(row) => show(row.id)}
        toolbar={<CaptureUploadButton onFile={capture.upload} uploading={capture.uploading} />}
        empty={t('codes.capturesEmpty')}
        beforeTable={capture.refused ? <CaptureRefusal refused={capture.refused} onClose={capture.dismiss} /> : null}
      >
        <CaptureJobDrawer captureId={shown} onClose={() => show(null)} />
      </ListPage>
    </Space>
  );
}
