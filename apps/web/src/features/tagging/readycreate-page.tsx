import { CodeOrdersPage } from './code-orders.tsx';

/** Pre-generated pools (`readycreate`): codes made ahead, bound to a product later on the line. */
export default function ReadycreatePage() {
  return <CodeOrdersPage kind="pool" />;
}
