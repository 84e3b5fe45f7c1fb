import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../components/report-page.tsx';
import { HandoverNotes } from './handover-notes.tsx';

/**
 * Handover (`connect`): the outbound orders of the period with their dealer, warehouse and what
 * they carried; the orders picked print as handover notes, one a page, to be signed by who ships,
 * carries and receives.
 */
export default function ConnectPage() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<number[] | null>(null);
  const done = useCallback(() => setPrinting(null), []);
  return (
    <>
      <ReportPage
        report="connect"
        selection={(rows) => (
          <Button
            icon={<PrinterOutlined />}
            disabled={rows.length === 0 || printing !== null}
            loading={printing !== null}
            onClick={() => setPrinting(rows.map((row) => Number(row.ref)).filter((id) => id > 0))}
            data-testid="print-notes"
          >
            {t('report.printNotes')}
          </Button>
        )}
      />
      {printing ? <HandoverNotes ids={printing} onDone={done} /> : null}
    </>
  );
}
