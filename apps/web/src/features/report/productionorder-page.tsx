import { routePath } from '@trace/contract/catalogue';
import { Link } from 'react-router';
import { usePermission } from '../../components/permission.tsx';
import { ReportPage, type ReportRow } from '../../components/report-page.tsx';

/** An order's number, linked to its details page for an account that may open it. */
function OrderLink({ row }: { row: ReportRow }) {
  const allowed = usePermission(['orderextendlist']);
  const text = String(row.order_no ?? '');
  if (!allowed || !/^\d+$/.test(String(row.ref ?? ''))) return text;
  return (
    <Link to={`${routePath('orderextendlist')}/${row.ref}`} data-testid="order-link">
      {text}
    </Link>
  );
}

/**
 * Production by order (`productionorder`): each production order's plan against what was
 * commissioned, packed, shipped, received, returned and scanned, and what is held; an order's
 * number opens its details.
 */
export default function ProductionorderPage() {
  return <ReportPage report="productionorder" cell={(column, row) => (column === 'order_no' ? <OrderLink row={row} /> : undefined)} />;
}
