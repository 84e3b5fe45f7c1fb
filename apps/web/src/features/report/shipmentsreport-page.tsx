import { ReportPage } from '../../components/report-page.tsx';

/** Shipments (`shipmentsreport`): outbound orders, codes shipped, received, short and transferred, by dealer, product or day. */
export default function ShipmentsreportPage() {
  return <ReportPage report="shipmentsreport" />;
}
