import { ReportPage } from '../../components/report-page.tsx';

/** Production summary (`collect`): codes commissioned, packed and rejected, by product, line, shift, plant, day or reject reason. */
export default function CollectPage() {
  return <ReportPage report="collect" />;
}
