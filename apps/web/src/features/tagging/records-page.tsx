import { CodeRecordsTable } from './code-records-table.tsx';

/** Generation records (`records`): every job, download and closing, with who, when and which range. */
export default function RecordsPage() {
  return <CodeRecordsTable path="records" menuKey="records" />;
}
