import { DissociationLog } from './dissociation-log.tsx';

/** Return dissociation (`dissociated`): returned cases emptied once their return is decided, and their log. */
export default function DissociatedPage() {
  return <DissociationLog kind="return" menuKey="dissociated" />;
}
