import { FieldInspection } from './field-inspection.tsx';

/** Field inspection (`forensics`): an inspector checks a code in a store and records it with evidence. */
export default function ForensicsPage() {
  return <FieldInspection />;
}
