/**
 * Reach-ins into another module's tables that are known, each with its reason
 * (tools/table-owners.ts). One entry per file and table; an entry no file needs fails the check.
 */
export type Allowed = { file: string; table: string; why: string };

export const ALLOWED: readonly Allowed[] = [
  {
    file: 'seed/demo-data.ts',
    table: 'hierarchies',
    why: 'the demo’s composition picks the first master data rows by SQL: to ask base.public.ts for them',
  },
  {
    file: 'seed/demo-data.ts',
    table: 'warehouses',
    why: 'the demo’s composition picks the first master data rows by SQL: to ask base.public.ts for them',
  },
  {
    file: 'seed/demo-data.ts',
    table: 'dealers',
    why: 'the demo’s composition picks the first master data rows by SQL: to ask base.public.ts for them',
  },
  {
    file: 'seed/demo-data.ts',
    table: 'materials',
    why: 'the demo’s composition picks the first master data rows by SQL: to ask base.public.ts for them',
  },
];
