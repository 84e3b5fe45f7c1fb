import { ReportPage } from '../../components/report-page.tsx';

/** Daily yield (`dateyield`): each line's output per day against its plan, drawn as lines over the days. */
export default function DateyieldPage() {
  return <ReportPage report="dateyield" />;
}
