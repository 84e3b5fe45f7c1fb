import { ReportPage } from '../../components/report-page.tsx';

/** Returns (`phoenix`): codes returned, restocked and voided, and how long after shipping, by dealer, product or reason. */
export default function PhoenixPage() {
  return <ReportPage report="phoenix" />;
}
