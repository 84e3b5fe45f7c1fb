/**
 * The label of each API field, as its form shows it, so that a refusal names "GTIN" or "Parent
 * dealer" in the reader's language and not `gtin` or `parent_id` (the envelope's field list keeps
 * the API name, for the console to place the message).
 */
export const FIELD_LABELS: Record<string, string> = {
  account: 'common.account',
  account_name: 'login.accountName',
  account_password: 'login.password',
  account_type: 'common.accountType',
  address: 'base.address',
  allow_overscan: 'base.allowOverscan',
  alphabet: 'tagging.alphabet',
  anti_code_length: 'tagging.antiCodeLength',
  area_code: 'base.region',
  brand_id: 'base.brand',
  button_codes: 'org.buttonCode',
  case_code: 'plant.task_caseCode',
  check_char: 'tagging.checkChar',
  closed_from: 'physical.closedFrom',
  closed_to: 'physical.closedTo',
  code: 'base.code',
  contact: 'base.contact',
  content: 'base.pageContent',
  credit_code: 'base.creditCode',
  dealer_id: 'base.dealer',
  depart_code: 'org.departCode',
  department_code: 'org.departCode',
  department_id: 'org.department',
  description: 'base.description',
  email: 'org.email',
  end_time: 'plant.endTime',
  enterprise_name: 'base.enterpriseName',
  expires_on: 'plant.expiresOn',
  from: 'tagging.seqFrom',
  gs1_prefix: 'base.gs1Prefix',
  gtin: 'base.gtin',
  images: 'base.images',
  introduction: 'base.introduction',
  leader: 'org.leader',
  length: 'tagging.length',
  level: 'tagging.level',
  levels: 'base.levels',
  licence_no: 'base.licenceNo',
  line_id: 'plant.line',
  lines: 'physical.lines',
  logo: 'base.logo',
  lot_no: 'plant.lotNo',
  manager: 'base.manager',
  material_id: 'plant.material',
  materials: 'plant.materials',
  member_ids: 'plant.members',
  menu_key: 'org.menuKey',
  menu_keys: 'org.menu',
  mobile: 'org.mobile',
  name: 'base.name',
  new_password: 'common.newPassword',
  note: 'plant.note',
  old_password: 'common.currentPassword',
  opened_to: 'plant.task_openedBetween',
  order_no: 'plant.orderNo',
  password: 'login.password',
  phone: 'base.phone',
  planned_on: 'physical.plannedOn',
  planned_qty: 'plant.plannedQty',
  plant_id: 'plant.plant',
  position_ids: 'org.positions',
  positions: 'org.positions',
  prefix: 'tagging.prefix',
  price: 'base.price',
  produced_on: 'plant.producedOn',
  product_id: 'base.product',
  production_order_id: 'plant.task_order',
  quantity: 'tagging.quantity',
  real_name: 'org.realName',
  reason: 'tagging.reason',
  regions: 'base.salesRegions',
  remark: 'tagging.remark',
  role_ids: 'org.roles',
  rule_id: 'tagging.rule',
  shelf_life_days: 'base.shelfLifeDays',
  shift_id: 'plant.shift',
  shipment_no: 'physical.shipmentNo',
  sort: 'base.sort',
  specification: 'base.specification',
  start_time: 'plant.startTime',
  story: 'base.story',
  supplier: 'base.supplier',
  symbol: 'base.symbol',
  to: 'tagging.seqTo',
  unit_id: 'base.unit',
  url_form: 'tagging.urlForm',
  vendor: 'tagging.vendor',
  video_url: 'base.videoUrl',
  warehouse_id: 'base.warehouse',
  website: 'base.website',
  workshop_id: 'plant.workshop',
};

/** Where one field name means different things, the resource (`/api/<area>/<resource>/…`) decides. */
export const FIELD_LABELS_BY_RESOURCE: Record<string, Record<string, string>> = {
  coderules: { name: 'tagging.ruleName' },
  dealers: { parent_id: 'base.parentDealer' },
  employees: { name: 'org.realName' },
  enterprise: { name: 'base.enterpriseName' },
  enterprisedepart: { name: 'org.departmentName', parent_id: 'org.parentDepartment' },
  products: { name: 'base.productName' },
};

/** The resource of an API path: `/api/base/dealers/add?x=1` → `dealers`. */
export function resourceOf(url: string): string {
  return url.split('?')[0]?.split('/')[3] ?? '';
}

/**
 * The label key of a field path (`levels.1.quantity` is named by its last named part), or
 * undefined for fields no form shows (`id`, `page`).
 */
export function fieldLabelKey(path: string, resource = ''): string | undefined {
  const name = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  if (!name) return undefined;
  return FIELD_LABELS_BY_RESOURCE[resource]?.[name] ?? FIELD_LABELS[name];
}
