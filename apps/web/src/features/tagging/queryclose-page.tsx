import { CodeRecordsTable } from './code-records-table.tsx';

/** Closed orders (`queryclose`): orders and ranges closed with their reason. */
export default function QueryclosePage() {
  return <CodeRecordsTable path="closures" menuKey="queryclose" closingsOnly />;
}
