import { DissociationLog } from './dissociation-log.tsx';

/** RDC dissociation (`RDCdissociated`): cases emptied at a distribution centre for second-tier dealers, and their log. */
export default function RdcDissociatedPage() {
  return <DissociationLog kind="rdc" menuKey="RDCdissociated" />;
}
