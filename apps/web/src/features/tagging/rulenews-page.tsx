import { CodeOrdersPage } from './code-orders.tsx';

/** Code orders (`rulenews`): codes generated from a rule for a product and a printer. */
export default function RulenewsPage() {
  return <CodeOrdersPage kind="order" />;
}
