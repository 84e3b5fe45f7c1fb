import { randomUUID } from 'node:crypto';
import { jsonCall } from './http.ts';

/** The kinds of object a tenant owns that some operation takes by id. */
export type Kind =
  | 'brand'
  | 'unit'
  | 'product'
  | 'hierarchy'
  | 'certificate'
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
  | 'hold'
  | 'task'
  | 'lineexception'
  | 'shipment'
  | 'wmsupload'
  | 'wmsrecord'
  | 'deliveryexception'
  | 'return'
  | 'exchange'
  | 'template'
  | 'carousel'
  | 'inquiry'
  | 'warningparam'
  | 'warning'
  | 'inspection'
  | 'webhook'
  | 'delivery'
  | 'integrationtoken';

export type Objects = Partial<Record<Kind, number>>;

/** A 1×1 PNG, the image a tenant's carousel entry shows. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQrqkCAAGvAQqejej7AAAAAElFTkSuQmCC', 'base64');

/**
 * One of each kind, created through the API in dependency order; every name carries the
 * tenant's canary so a leak shows in any answer. A new kind joins by adding one entry here
 * and its id fields to ID_FIELDS / RESOURCE_KINDS.
 */
/** A call of the tenant's session, answering the envelope's data (or throwing). */
type TenantCall = (method: string, url: string, body?: unknown) => Promise<Record<string, unknown>>;
type Recipe = {
  kind: Kind;
  url: string;
  /** The body; where the object needs other state first (codes at a dealer), `call` makes it. */
  body: (
    canary: string,
    ids: Objects,
    tag: string,
    call: TenantCall,
    upload: () => Promise<string>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
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
  // A certificate of the product with its image: the image is the upload endpoint's, as the console sends it.
  {
    kind: 'certificate',
    url: '/api/base/certificates/add',
    body: async (c, ids, tag, _call, upload) => ({
      product_id: ids.product,
      name: `${c} certificate`,
      number: `${tag}-CERT`,
      image: await upload(),
    }),
  },
  { kind: 'warehouse', url: '/api/base/warehouses/add', body: (c, _ids, tag) => ({ code: `${tag}-W1`, name: `${c} warehouse`, type: 1 }) },
  {
    kind: 'dealer',
    url: '/api/base/dealers/add',
    // Selling in Guangdong: an inspection in Shanghai of its goods is out of its regions.
    body: (c, ids, tag) => ({
      code: `${tag}-D1`,
      name: `${c} dealer`,
      warehouse_id: ids.warehouse,
      regions: [{ area_code: '440000', include_children: true }],
    }),
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
  // The released order recalled, its reason and notice carrying the canary: the other tenant may
  // neither read them nor lift the recall (the call names the order by its `id`).
  {
    kind: 'hold',
    url: '/api/plant/orders/hold',
    body: (c, ids) => ({ op_id: randomUUID(), id: ids.productionorder, kind: 'recall', reason: `${c} reason`, notice: `${c} notice` }),
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
  // A WMS record naming the tenant's order and no readable code: its job logs it as an exception.
  {
    kind: 'wmsupload',
    url: '/api/physical/wms/records',
    body: (c, _ids, tag) => ({ records: [{ op_id: randomUUID(), shipment_no: `${tag}-SO1`, code: `${c} code` }] }),
    found: { url: () => '/api/physical/wmsuploads/pagelist' },
  },
  {
    kind: 'wmsrecord',
    url: '/api/physical/wms/records',
    body: (c, _ids, tag) => ({ records: [{ op_id: randomUUID(), shipment_no: `${tag}-SO1`, code: `${c} code` }] }),
    found: { url: (_ids, tag) => `/api/physical/wmsexceptions/pagelist?keyword=${tag}-SO1` },
  },
  {
    kind: 'deliveryexception',
    url: '/api/physical/deliveryexceptions/report',
    body: (c, ids, tag) => ({ shipment_id: ids.shipment, raw: `${tag}-LABEL`, kind: 'unknown_code', note: `${c} label` }),
    found: { url: (ids) => `/api/physical/deliveryexceptions/pagelist?shipment_id=${ids.shipment}` },
  },
  {
    kind: 'return',
    url: '/api/physical/returns/add',
    body: (c, ids, tag) => ({ return_no: `${tag}-RT1`, dealer_id: ids.dealer, warehouse_id: ids.warehouse, reason: `${c} return` }),
  },
  {
    kind: 'exchange',
    url: '/api/physical/exchanges/add',
    // Goods at a dealer first: the code order's first code commissioned and shipped to the dealer, and a second dealer.
    body: async (c, ids, tag, call) => {
      const deadline = Date.now() + 120_000;
      let order = await call('GET', `/api/tagging/codeorders/detail?id=${ids.codeorder}`);
      while (order.status !== 'ready' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        order = await call('GET', `/api/tagging/codeorders/detail?id=${ids.codeorder}`);
      }
      const range = { order_id: ids.codeorder, seq_from: 1, seq_to: 1 };
      await call('POST', '/api/codes/commission', { op_id: randomUUID(), range, product_id: ids.product, warehouse_id: ids.warehouse });
      const page = await call('GET', `/api/inspect/inquiry/range?order_no=${String(order.order_no)}&seq_from=1&seq_to=1`);
      const codes = (page.list as Array<{ value: string }>).map((code) => code.value);
      await call('POST', '/api/codes/ship', { op_id: randomUUID(), codes, dealer_id: ids.dealer });
      const to = await call('POST', '/api/base/dealers/add', { code: `${tag}-D2`, name: `${c} dealer 2`, warehouse_id: ids.warehouse });
      return { op_id: randomUUID(), from_dealer_id: ids.dealer, to_dealer_id: to.id, reason: `${c} exchange`, codes };
    },
    found: { url: (ids) => `/api/physical/exchanges/pagelist?from_dealer_id=${ids.dealer}` },
  },
  {
    kind: 'template',
    url: '/api/querymanage/templates/add',
    body: (c, ids) => ({
      name: `${c} template`,
      scope: 'product',
      product_id: ids.product,
      layout: [{ type: 'verdict' }, { type: 'brand_story', text: `${c} story` }],
    }),
  },
  // The image is a 1×1 PNG uploaded first: the carousel takes only the upload endpoint's paths.
  {
    kind: 'carousel',
    url: '/api/querymanage/carousel/add',
    body: async (_c, ids, _tag, _call, upload) => {
      const now = Date.now();
      return {
        template_id: ids.template,
        image_url: await upload(),
        active_from: new Date(now - 86_400_000).toISOString(),
        active_to: new Date(now + 86_400_000).toISOString(),
      };
    },
  },
  // A consumer's message about the code order's second code, through the public form: the code makes it the tenant's.
  {
    kind: 'inquiry',
    url: '/api/public/inquiries',
    body: async (c, ids, tag, call) => {
      const order = await call('GET', `/api/tagging/codeorders/detail?id=${ids.codeorder}`);
      const page = await call('GET', `/api/inspect/inquiry/range?order_no=${String(order.order_no)}&seq_from=2&seq_to=2`);
      const [code] = (page.list as Array<{ value: string }>).map((row) => row.value);
      return { code, content: `${c} message ${tag}-MSG`, contact: 'canary@example.com' };
    },
    found: { url: (_ids, tag) => `/api/querymanage/inquiries/pagelist?keyword=${tag}-MSG` },
  },
  {
    kind: 'warningparam',
    url: '/api/inspect/warningparams/add',
    body: (_c, ids) => ({ product_id: ids.product, max_queries: 3, repeat_notice_from: 2, dedupe_minutes: 5 }),
  },
  // An inspector in Shanghai finds the code order's third code, shipped to the dealer of Guangdong, and raises a diversion warning.
  {
    kind: 'warning',
    url: '/api/inspect/forensics/add',
    body: async (c, ids, _tag, call) => {
      const order = await call('GET', `/api/tagging/codeorders/detail?id=${ids.codeorder}`);
      const range = { order_id: ids.codeorder, seq_from: 3, seq_to: 3 };
      await call('POST', '/api/codes/commission', { op_id: randomUUID(), range, product_id: ids.product, warehouse_id: ids.warehouse });
      const page = await call('GET', `/api/inspect/inquiry/range?order_no=${String(order.order_no)}&seq_from=3&seq_to=3`);
      const [code] = (page.list as Array<{ value: string }>).map((row) => row.value);
      await call('POST', '/api/codes/ship', { op_id: randomUUID(), codes: [code], dealer_id: ids.dealer });
      return { op_id: randomUUID(), code, gps: { lat: 31.2304, lng: 121.4737 }, store_name: `${c} store`, raise: true };
    },
    found: { url: () => '/api/inspect/warnings/pagelist?kind=diversion&strength=strong&sort=-raised_at' },
  },
  {
    kind: 'inspection',
    url: '/api/inspect/forensics/add',
    body: async (c, ids, _tag, call) => {
      const order = await call('GET', `/api/tagging/codeorders/detail?id=${ids.codeorder}`);
      const page = await call('GET', `/api/inspect/inquiry/range?order_no=${String(order.order_no)}&seq_from=1&seq_to=1`);
      const [code] = (page.list as Array<{ value: string }>).map((row) => row.value);
      return { op_id: randomUUID(), code, store_name: `${c} store` };
    },
  },
  // Deliveries go to a closed local port: tried and kept, never sent anywhere.
  {
    kind: 'webhook',
    url: '/api/inspect/webhooks/add',
    body: (c) => ({ name: `${c} hook`, url: 'http://127.0.0.1:9/hooks', events: ['warning.changed'] }),
  },
  {
    kind: 'integrationtoken',
    url: '/api/org/integration-tokens/add',
    body: (c) => ({ name: `${c} partner`, grants: ['epcis:read'] }),
  },
  {
    kind: 'delivery',
    url: '/api/inspect/warnings/assign',
    body: (_c, ids) => ({ id: ids.warning, assignee_id: ids.employee }),
    found: { url: () => '/api/inspect/webhooks/deliveries/pagelist' },
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
  upload_id: 'wmsupload',
  return_id: 'return',
  from_dealer_id: 'dealer',
  to_dealer_id: 'dealer',
  member_ids: 'employee',
  template_id: 'template',
  assignee_id: 'employee',
  inspector_id: 'employee',
  exempt_dealer_ids: 'dealer',
  subscription_id: 'webhook',
};

/** Paths whose `id` or `ids` name another kind than their resource segment says. */
const PATH_KINDS: Record<string, Kind> = {
  '/api/inspect/warnings/assignees': 'employee',
  '/api/inspect/webhooks/deliveries/redeliver': 'delivery',
  '/api/report/connect/notes': 'shipment',
};

/** `id`, `ids` and `parent_id` name the kind of the path's resource. */
export const RESOURCE_KINDS: Record<string, Kind> = {
  brands: 'brand',
  units: 'unit',
  products: 'product',
  hierarchies: 'hierarchy',
  certificates: 'certificate',
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
  wmsuploads: 'wmsupload',
  wmsexceptions: 'wmsrecord',
  deliveryexceptions: 'deliveryexception',
  returns: 'return',
  exchanges: 'exchange',
  templates: 'template',
  carousel: 'carousel',
  inquiries: 'inquiry',
  warningparams: 'warningparam',
  warnings: 'warning',
  inspections: 'inspection',
  webhooks: 'webhook',
  'integration-tokens': 'integrationtoken',
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
  if (field === 'id' || field === 'ids' || field === 'parent_id') return PATH_KINDS[path] ?? RESOURCE_KINDS[path.split('/')[3] ?? ''];
  return ID_FIELDS[field];
}

/** Creates one object of each kind for the caller's enterprise; fails loudly when one cannot be made. */
export async function createObjects(base: string, token: string, canary: string, tag: string): Promise<Objects> {
  const ids: Objects = {};
  const call: TenantCall = async (method, url, body) => {
    const answer = await jsonCall(base, method, url, token, body);
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.text}`);
    return (answer.json as { data: Record<string, unknown> }).data;
  };
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'canary.png');
    const answer = await fetch(`${base}/api/base/uploads/image`, { method: 'POST', headers: { token }, body: form });
    const json = (await answer.json()) as { data?: { path?: string } };
    if (!json.data?.path) throw new Error(`could not upload an image: ${JSON.stringify(json)}`);
    return json.data.path;
  };
  for (const recipe of RECIPES) {
    const url = recipe.url.replace('{task}', String(ids.task));
    const answer = await jsonCall(base, 'POST', url, token, await recipe.body(canary, ids, tag, call, upload));
    const data = (answer.json as { status_code?: number; data?: { id?: number } } | undefined)?.data;
    if (answer.status !== 200 || (!recipe.found && typeof data?.id !== 'number'))
      throw new Error(`could not create a ${recipe.kind}: ${answer.text}`);
    if (recipe.found) ids[recipe.kind] = await foundId(base, token, recipe.kind, recipe.found.url(ids, tag));
    else ids[recipe.kind] = data?.id as number;
  }
  return ids;
}

/** The first row of a list that shows what a call made; a job may make it a moment later. */
async function foundId(base: string, token: string, kind: Kind, url: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const list = await jsonCall(base, 'GET', url, token);
    const first = (list.json as { data?: { list?: Array<{ id?: number }> } } | undefined)?.data?.list?.[0]?.id;
    if (typeof first === 'number') return first;
    if (attempt >= 50) throw new Error(`could not find the ${kind} made: ${list.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
