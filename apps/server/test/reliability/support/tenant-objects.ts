import { randomUUID } from 'node:crypto';
import { jsonCall } from './http.ts';

/** The kinds of object a tenant owns that some operation takes by id. */
export type Kind =
  | 'brand'
  | 'unit'
  | 'product'
  | 'hierarchy'
  | 'warehouse'
  | 'dealer'
  | 'material'
  | 'outsourcing'
  | 'department'
  | 'position'
  | 'role'
  | 'employee'
  | 'coderule'
  | 'codeorder'
  | 'pool'
  | 'plant'
  | 'workshop'
  | 'line'
  | 'shift'
  | 'productionorder'
  | 'task'
  | 'lineexception'
  | 'shipment';

export type Objects = Partial<Record<Kind, number>>;

/**
 * One of each kind, created through the API in dependency order; every name carries the
 * tenant's canary so a leak shows in any answer. A new kind joins by adding one entry here
 * and its id fields to ID_FIELDS / RESOURCE_KINDS.
 */
type Recipe = {
  kind: Kind;
  url: string;
  body: (canary: string, ids: Objects, tag: string) => Record<string, unknown>;
  /** Where the call makes the object as a side effect (a release opens a task), how its id is found. */
  found?: { url: (ids: Objects, tag: string) => string };
};
const RECIPES: Recipe[] = [
  { kind: 'brand', url: '/api/base/brands/add', body: (c) => ({ name: `${c} brand` }) },
  { kind: 'unit', url: '/api/base/units/add', body: (c) => ({ name: `${c} unit`, symbol: 'cu' }) },
  {
    kind: 'product',
    url: '/api/base/products/add',
    body: (c, ids, tag) => ({ code: `${tag}-P1`, name: `${c} product`, brand_id: ids.brand, unit_id: ids.unit }),
  },
  {
    kind: 'hierarchy',
    url: '/api/base/hierarchies/add',
    body: (_c, ids) => ({ product_id: ids.product, levels: [{ unit_id: ids.unit, quantity: 1 }, { quantity: 12 }] }),
  },
  { kind: 'warehouse', url: '/api/base/warehouses/add', body: (c, _ids, tag) => ({ code: `${tag}-W1`, name: `${c} warehouse`, type: 1 }) },
  {
    kind: 'dealer',
    url: '/api/base/dealers/add',
    body: (c, ids, tag) => ({ code: `${tag}-D1`, name: `${c} dealer`, warehouse_id: ids.warehouse }),
  },
  {
    kind: 'material',
    url: '/api/base/materials/add',
    body: (c, ids, tag) => ({ code: `${tag}-M1`, name: `${c} material`, type: 1, unit_id: ids.unit }),
  },
  { kind: 'outsourcing', url: '/api/base/outsourcings/add', body: (c, _ids, tag) => ({ code: `${tag}-O1`, name: `${c} maker` }) },
  { kind: 'department', url: '/api/org/enterprisedepart/add', body: (c, _ids, tag) => ({ depart_code: `${tag}-DEP`, name: `${c} dept` }) },
  { kind: 'position', url: '/api/org/positions/add', body: (c, ids) => ({ name: `${c} position`, department_id: ids.department }) },
  { kind: 'role', url: '/api/org/roles/add', body: (c) => ({ name: `${c} role` }) },
  {
    kind: 'employee',
    url: '/api/org/employees/add',
    body: (c, ids, tag) => ({
      account_name: `${tag.toLowerCase()}-staff`,
      password: 'Canary-Staff-Pass-2026',
      real_name: `${c} employee`,
      department_id: ids.department,
      position_ids: [ids.position],
    }),
  },
  { kind: 'coderule', url: '/api/tagging/coderules/add', body: (c) => ({ name: `${c} rule`, level: 'item', length: 16 }) },
  {
    kind: 'codeorder',
    url: '/api/tagging/codeorders/add',
    body: (c, ids) => ({ rule_id: ids.coderule, quantity: 20, product_id: ids.product, remark: `${c} order` }),
  },
  { kind: 'pool', url: '/api/tagging/pools/add', body: (c, ids) => ({ rule_id: ids.coderule, quantity: 20, remark: `${c} pool` }) },
  { kind: 'plant', url: '/api/plant/plants/add', body: (c, _ids, tag) => ({ code: `${tag}-PL1`, name: `${c} plant` }) },
  {
    kind: 'workshop',
    url: '/api/plant/workshops/add',
    body: (c, ids, tag) => ({ code: `${tag}-WS1`, name: `${c} workshop`, plant_id: ids.plant }),
  },
  {
    kind: 'line',
    url: '/api/plant/lines/add',
    body: (c, ids, tag) => ({ code: `${tag}-LN1`, name: `${c} line`, workshop_id: ids.workshop }),
  },
  {
    kind: 'shift',
    url: '/api/plant/shifts/add',
    body: (c, ids, tag) => ({ code: `${tag}-SH1`, name: `${c} shift`, start_time: '22:00', end_time: '06:00', member_ids: [ids.employee] }),
  },
  {
    kind: 'productionorder',
    url: '/api/plant/orders/add',
    body: (c, ids, tag) => ({
      order_no: `${tag}-PO1`,
      product_id: ids.product,
      lot_no: `${tag}-LOT`,
      planned_qty: 100,
      plant_id: ids.plant,
      workshop_id: ids.workshop,
      line_id: ids.line,
      shift_id: ids.shift,
      warehouse_id: ids.warehouse,
      produced_on: '2026-11-24',
      note: `${c} order`,
      materials: [{ material_id: ids.material, lot_no: `${tag}-ML`, quantity: 1 }],
    }),
  },
  {
    kind: 'task',
    url: '/api/plant/orders/release',
    body: (_c, ids) => ({ id: ids.productionorder }),
    found: { url: (_ids, tag) => `/api/plant/tasks/pagelist?order_no=${tag}-PO1` },
  },
  {
    kind: 'lineexception',
    url: '/api/plant/tasks/{task}/reads',
    body: (c) => ({
      reads: [
        {
          op_id: randomUUID(),
          occurred_at: new Date().toISOString(),
          type: 'exception',
          kind: 'unreadable',
          code: '',
          detail: `${c} read`,
        },
      ],
    }),
    found: { url: (ids) => `/api/plant/exceptions/pagelist?task_id=${ids.task}` },
  },
  {
    kind: 'shipment',
    url: '/api/physical/shipments/add',
    body: (c, ids, tag) => ({
      shipment_no: `${tag}-SO1`,
      dealer_id: ids.dealer,
      warehouse_id: ids.warehouse,
      planned_on: '2026-11-25',
      note: `${c} outbound`,
      lines: [{ product_id: ids.product, planned_qty: 10 }],
    }),
  },
];

/** Fields that hold the id of one kind, wherever they appear. */
export const ID_FIELDS: Record<string, Kind> = {
  brand_id: 'brand',
  unit_id: 'unit',
  product_id: 'product',
  warehouse_id: 'warehouse',
  dealer_id: 'dealer',
  department_id: 'department',
  position_id: 'position',
  position_ids: 'position',
  role_id: 'role',
  role_ids: 'role',
  rule_id: 'coderule',
  order_id: 'codeorder',
  plant_id: 'plant',
  workshop_id: 'workshop',
  line_id: 'line',
  shift_id: 'shift',
  material_id: 'material',
  material_ids: 'material',
  task_id: 'task',
  production_order_id: 'productionorder',
  shipment_id: 'shipment',
  member_ids: 'employee',
};

/** `id`, `ids` and `parent_id` name the kind of the path's resource. */
export const RESOURCE_KINDS: Record<string, Kind> = {
  brands: 'brand',
  units: 'unit',
  products: 'product',
  hierarchies: 'hierarchy',
  warehouses: 'warehouse',
  dealers: 'dealer',
  materials: 'material',
  outsourcings: 'outsourcing',
  enterprisedepart: 'department',
  positions: 'position',
  roles: 'role',
  employees: 'employee',
  coderules: 'coderule',
  codeorders: 'codeorder',
  pools: 'pool',
  plants: 'plant',
  workshops: 'workshop',
  lines: 'line',
  shifts: 'shift',
  orders: 'productionorder',
  tasks: 'task',
  exceptions: 'lineexception',
  shipments: 'shipment',
};

/**
 * Whether a field name holds an id (and so must be tried with the other tenant's ids). An
 * operation id (`op_id`) is a UUID its client makes, not an object of the tenant.
 */
export function isIdField(name: string): boolean {
  return name !== 'op_id' && (name === 'id' || name === 'ids' || /_ids?$/.test(name));
}

/** The kind a field's id refers to on this path, or undefined when the suite does not know it. */
export function kindOf(field: string, path: string): Kind | undefined {
  if (field === 'id' || field === 'ids' || field === 'parent_id') return RESOURCE_KINDS[path.split('/')[3] ?? ''];
  return ID_FIELDS[field];
}

/** Creates one object of each kind for the caller's enterprise; fails loudly when one cannot be made. */
export async function createObjects(base: string, token: string, canary: string, tag: string): Promise<Objects> {
  const ids: Objects = {};
  for (const recipe of RECIPES) {
    const url = recipe.url.replace('{task}', String(ids.task));
    const answer = await jsonCall(base, 'POST', url, token, recipe.body(canary, ids, tag));
    const data = (answer.json as { status_code?: number; data?: { id?: number } } | undefined)?.data;
    if (answer.status !== 200 || (!recipe.found && typeof data?.id !== 'number'))
      throw new Error(`could not create a ${recipe.kind}: ${answer.text}`);
    if (recipe.found) {
      const list = await jsonCall(base, 'GET', recipe.found.url(ids, tag), token);
      const first = (list.json as { data?: { list?: Array<{ id?: number }> } } | undefined)?.data?.list?.[0]?.id;
      if (typeof first !== 'number') throw new Error(`could not find the ${recipe.kind} made: ${list.text}`);
      ids[recipe.kind] = first;
    } else ids[recipe.kind] = data?.id as number;
  }
  return ids;
}
