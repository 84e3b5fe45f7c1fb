/**
 * The menu catalogue of the console (spec §2, shared/spec/menu-catalogue.md), declared once.
 * Route name = menu key = role string. Button codes are `<key>:<action>`.
 * The server seeds menus and buttons from this list; the console builds its router,
 * sidebar, breadcrumbs, tab titles and header search from it.
 */
export interface CatalogueEntry {
  key: string;
  /** Parent key; `home` is the root of the permission-based menu. */
  parent: string;
  /** `group` only nests pages; `page` is a screen with its own route. */
  kind: 'group' | 'page';
  /** Hidden pages are routed but omitted from the sidebar and header search. */
  hidden?: boolean;
  /** Icon name from @ant-design/icons (the console maps names to components). */
  icon?: string;
  /** Sidebar item to highlight while this hidden page is shown. */
  activeMenu?: string;
  /** Open to every signed-in account, whatever its grants. */
  open?: boolean;
  /** Optional path parameter (e.g. the id of the edited record). */
  param?: string;
  /** Button actions of the page; the button code is `<key>:<action>`. */
  actions: readonly string[];
}

export const ROOT_KEY = 'home';

export const catalogue: readonly CatalogueEntry[] = [
  { key: 'base', parent: 'home', kind: 'group', icon: 'AppstoreOutlined', actions: [] },
  { key: 'product', parent: 'base', kind: 'group', actions: [] },
  { key: 'productlist', parent: 'product', kind: 'page', actions: ['add', 'update', 'delete', 'export', 'import'] },
  { key: 'productpages', parent: 'product', kind: 'page', hidden: true, actions: ['update'] },
  {
    key: 'productaddedit',
    parent: 'product',
    kind: 'page',
    hidden: true,
    activeMenu: 'productlist',
    param: 'id',
    actions: ['add', 'update'],
  },
  { key: 'prodcutextend', parent: 'product', kind: 'page', hidden: true, actions: ['update'] },
  { key: 'productsort', parent: 'product', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'productunit', parent: 'product', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'hierarchy', parent: 'product', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'store', parent: 'base', kind: 'page', actions: ['add', 'update', 'delete', 'export', 'import'] },
  { key: 'dealer', parent: 'base', kind: 'page', actions: ['add', 'update', 'delete', 'export', 'import'] },
  { key: 'material', parent: 'base', kind: 'page', actions: ['add', 'update', 'delete', 'export', 'import'] },
  { key: 'outsourcing', parent: 'base', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'enterprise', parent: 'base', kind: 'page', actions: ['update'] },
  { key: 'organ', parent: 'home', kind: 'group', icon: 'ApartmentOutlined', actions: [] },
  { key: 'tree', parent: 'organ', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'departmentjob', parent: 'organ', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'staff', parent: 'organ', kind: 'group', actions: [] },
  { key: 'stafflist', parent: 'staff', kind: 'page', actions: ['add', 'update', 'delete', 'resetpwd', 'export', 'import'] },
  { key: 'role', parent: 'organ', kind: 'group', actions: [] },
  { key: 'rolemanage', parent: 'role', kind: 'page', actions: ['add', 'update', 'delete', 'grant'] },
  { key: 'setmenusenable', parent: 'role', kind: 'page', hidden: true, actions: ['update'] },
  { key: 'buttonpower', parent: 'role', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'tagging', parent: 'home', kind: 'group', icon: 'QrcodeOutlined', actions: [] },
  { key: 'readycreate', parent: 'tagging', kind: 'page', actions: ['add', 'download', 'void'] },
  { key: 'records', parent: 'tagging', kind: 'page', actions: ['download', 'export'] },
  { key: 'rulenews', parent: 'tagging', kind: 'page', actions: ['add', 'generate', 'download', 'close'] },
  { key: 'queryclose', parent: 'tagging', kind: 'page', actions: ['export'] },
  { key: 'coderule', parent: 'tagging', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'plant', parent: 'home', kind: 'group', icon: 'BuildOutlined', actions: [] },
  { key: 'plantinfo', parent: 'plant', kind: 'group', actions: [] },
  { key: 'plantmanage', parent: 'plantinfo', kind: 'group', actions: [] },
  { key: 'plantlist', parent: 'plantmanage', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'workshoplist', parent: 'plantmanage', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'workline', parent: 'plantmanage', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'classlist', parent: 'plantinfo', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'production', parent: 'plant', kind: 'group', actions: [] },
  { key: 'orderlist', parent: 'production', kind: 'page', actions: ['add', 'update', 'delete', 'release', 'close', 'export'] },
  { key: 'relevance', parent: 'production', kind: 'page', actions: ['add', 'import'] },
  { key: 'unrelevance1', parent: 'production', kind: 'page', actions: ['add'] },
  { key: 'replace', parent: 'production', kind: 'page', actions: ['add'] },
  { key: 'taskmanagement', parent: 'production', kind: 'page', actions: ['add', 'update', 'close'] },
  { key: 'materialquery', parent: 'production', kind: 'page', actions: ['export'] },
  { key: 'repeatedquery', parent: 'production', kind: 'page', open: true, actions: ['export'] },
  { key: 'orderextendlist', parent: 'production', kind: 'page', hidden: true, activeMenu: 'orderlist', param: 'id', actions: ['export'] },
  { key: 'physical', parent: 'home', kind: 'group', icon: 'CarOutlined', actions: [] },
  { key: 'shipments', parent: 'physical', kind: 'group', actions: [] },
  { key: 'freight', parent: 'shipments', kind: 'page', actions: ['add', 'update', 'delete', 'ship', 'close', 'export'] },
  { key: 'boxcode', parent: 'shipments', kind: 'page', actions: ['export'] },
  { key: 'Minderlieferung', parent: 'shipments', kind: 'page', actions: ['export'] },
  { key: 'barter', parent: 'shipments', kind: 'page', actions: ['add', 'export'] },
  { key: 'RDCdissociated', parent: 'shipments', kind: 'page', actions: ['add'] },
  { key: 'xiazai', parent: 'shipments', kind: 'page', actions: ['import', 'export'] },
  { key: 'loglist', parent: 'shipments', kind: 'page', actions: ['update', 'export'] },
  { key: 'salesreturn', parent: 'physical', kind: 'group', actions: [] },
  { key: 'refund', parent: 'salesreturn', kind: 'page', actions: ['add', 'update', 'export'] },
  { key: 'dissociated', parent: 'salesreturn', kind: 'page', actions: ['add'] },
  { key: 'deliveryorder', parent: 'salesreturn', kind: 'page', actions: ['update', 'export'] },
  { key: 'inspect', parent: 'home', kind: 'group', icon: 'SafetyCertificateOutlined', actions: [] },
  { key: 'forensics', parent: 'inspect', kind: 'page', actions: ['add'] },
  { key: 'inspectrecord', parent: 'inspect', kind: 'page', actions: ['export'] },
  { key: 'queryconsumerwarning', parent: 'inspect', kind: 'page', actions: ['update', 'export'] },
  { key: 'warningparam', parent: 'inspect', kind: 'page', actions: ['update'] },
  { key: 'informationinquiry', parent: 'inspect', kind: 'page', actions: ['export'] },
  { key: 'querymanage', parent: 'home', kind: 'group', icon: 'SearchOutlined', actions: [] },
  { key: 'customerinquire', parent: 'querymanage', kind: 'page', actions: ['update', 'export'] },
  { key: 'customerquery', parent: 'querymanage', kind: 'page', actions: ['export'] },
  { key: 'scancode', parent: 'querymanage', kind: 'page', actions: ['add', 'update', 'delete', 'publish'] },
  { key: 'yyscancode', parent: 'querymanage', kind: 'page', actions: ['add', 'update', 'delete'] },
  { key: 'report', parent: 'home', kind: 'group', icon: 'BarChartOutlined', actions: [] },
  { key: 'check', parent: 'report', kind: 'group', actions: [] },
  { key: 'supervise', parent: 'check', kind: 'page', actions: ['export'] },
  { key: 'productionreport', parent: 'report', kind: 'group', actions: [] },
  { key: 'collect', parent: 'productionreport', kind: 'page', actions: ['export'] },
  { key: 'dateyield', parent: 'productionreport', kind: 'page', actions: ['export'] },
  { key: 'productionorder', parent: 'productionreport', kind: 'page', actions: ['export'] },
  { key: 'logistics', parent: 'report', kind: 'group', actions: [] },
  { key: 'shipmentsreport', parent: 'logistics', kind: 'page', actions: ['export'] },
  { key: 'connect', parent: 'logistics', kind: 'page', actions: ['export'] },
  { key: 'phoenix', parent: 'logistics', kind: 'page', actions: ['export'] },
];

export type MenuKey = (typeof catalogue)[number]['key'];

const byKey = new Map(catalogue.map((entry) => [entry.key, entry]));

export function findEntry(key: string): CatalogueEntry | undefined {
  return byKey.get(key);
}

export function buttonCode(key: string, action: string): string {
  return `${key}:${action}`;
}

/** The menu key and action of a button code; undefined when it is not `<key>:<action>`. */
export function parseButtonCode(code: string): { key: string; action: string } | undefined {
  const at = code.indexOf(':');
  if (at <= 0 || at === code.length - 1) return undefined;
  return { key: code.slice(0, at), action: code.slice(at + 1) };
}

/** Every button code the catalogue declares. */
export function allButtonCodes(): string[] {
  return catalogue.flatMap((entry) => entry.actions.map((action) => buttonCode(entry.key, action)));
}

/** Keys from the root down to `key` (excluding `home`). */
export function ancestry(key: string): string[] {
  const chain: string[] = [];
  let current = byKey.get(key);
  while (current) {
    chain.unshift(current.key);
    current = current.parent === ROOT_KEY ? undefined : byKey.get(current.parent);
  }
  return chain;
}

/** URL of a catalogue route: `/home/` + the chain of keys (DESIGN §6). */
export function routePath(key: string): string {
  return `/${ROOT_KEY}/${ancestry(key).join('/')}`;
}

export function titleKey(key: string): string {
  return `menu.${key}`;
}
