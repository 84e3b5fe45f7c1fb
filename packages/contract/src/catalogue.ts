/**
 * The menu catalogue of the console, declared once. Route name = menu key = role string; a
 * button code is `<key>:<action>`. The server seeds menus and buttons from it; the console builds
 * its router, sidebar, breadcrumbs, tab titles and header search from it. Declared `as const`, so
 * menu keys and each page's button codes are literal types: a code that names an action its page
 * does not declare fails the build of the console and the typecheck of the server.
 */
export interface CatalogueEntry<K extends string = string> {
  key: K;
  /** Parent key; `home` is the root of the permission-based menu. */
  parent: string;
  /** `group` only nests pages; `page` is a screen with its own route. */
  kind: 'group' | 'page';
  /** Hidden pages are routed but omitted from the sidebar and header search. */
  hidden?: boolean;
  /** Left out of the sidebar but found by header search (a page reached from the avatar menu). */
  sidebar?: false;
  /**
   * Not one of the enterprise's menus: a page of the console itself (home, own profile) that the
   * server does not seed, grant or let an enterprise switch off; such a page is `open`.
   */
  inMenu?: false;
  /** Address of a page outside the `/home/` tree (only pages not in the enterprise's menus). */
  path?: string;
  /** Icon name from @ant-design/icons (the console maps names to components). */
  icon?: string;
  /** Sidebar item to highlight while this hidden page is shown. */
  activeMenu?: string;
  /** Open to every signed-in account, whatever its grants. */
  open?: boolean;
  /** Optional path parameter (e.g. the id of the edited record). */
  param?: string;
  /** The tab of this page stays open (the home page). */
  affix?: true;
  /** The page starts afresh each time it is shown instead of being kept with its state. */
  noCache?: true;
  /** Button actions of the page; the button code is `<key>:<action>`. */
  actions: readonly string[];
}

export const ROOT_KEY = 'home';

const entries = [
  {
    key: 'dashboard',
    parent: 'home',
    kind: 'page',
    inMenu: false,
    open: true,
    path: '/dashboard',
    icon: 'DashboardOutlined',
    affix: true,
    noCache: true,
    actions: [],
  },
  {
    key: 'profile',
    parent: 'home',
    kind: 'page',
    inMenu: false,
    open: true,
    sidebar: false,
    path: '/profile/index',
    noCache: true,
    actions: [],
  },
  { key: 'base', parent: 'home', kind: 'group', icon: 'AppstoreOutlined', actions: [] },
  { key: 'product', parent: 'base', kind: 'group', actions: [] },
  { key: 'productlist', parent: 'product', kind: 'page', actions: ['add', 'update', 'delete', 'export', 'import'] },
  { key: 'productpages', parent: 'product', kind: 'page', hidden: true, actions: ['add', 'update', 'delete'] },
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
  {
    key: 'orderlist',
    parent: 'production',
    kind: 'page',
    actions: ['add', 'update', 'delete', 'release', 'close', 'export', 'hold', 'unhold'],
  },
  { key: 'relevance', parent: 'production', kind: 'page', actions: ['add', 'import'] },
  { key: 'unrelevance1', parent: 'production', kind: 'page', actions: ['add'] },
  { key: 'replace', parent: 'production', kind: 'page', actions: ['add'] },
  { key: 'taskmanagement', parent: 'production', kind: 'page', actions: ['add', 'update', 'close'] },
  { key: 'materialquery', parent: 'production', kind: 'page', actions: ['export'] },
  { key: 'repeatedquery', parent: 'production', kind: 'page', open: true, actions: ['export'] },
  { key: 'orderextendlist', parent: 'production', kind: 'page', hidden: true, activeMenu: 'orderlist', param: 'id', actions: ['export'] },
  { key: 'physical', parent: 'home', kind: 'group', icon: 'CarOutlined', actions: [] },
  { key: 'shipments', parent: 'physical', kind: 'group', actions: [] },
  { key: 'freight', parent: 'shipments', kind: 'page', actions: ['add', 'update', 'delete', 'ship', 'receive', 'close', 'export'] },
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
  { key: 'informationinquiry', parent: 'inspect', kind: 'page', actions: ['export', 'void', 'capture', 'integration'] },
  { key: 'querymanage', parent: 'home', kind: 'group', icon: 'SearchOutlined', actions: [] },
  { key: 'customerinquire', parent: 'querymanage', kind: 'page', actions: ['update', 'export'] },
  { key: 'customerquery', parent: 'querymanage', kind: 'page', actions: ['export', 'unlock'] },
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
] as const satisfies readonly CatalogueEntry[];

type Entry = (typeof entries)[number];
export type MenuKey = Entry['key'];
/** The actions the catalogue declares for a page. */
export type ActionOf<K extends MenuKey> = Extract<Entry, { key: K }>['actions'][number];
/** A button code the catalogue declares, of one page or (by default) of any. */
export type ButtonCode<K extends MenuKey = MenuKey> = K extends MenuKey ? `${K}:${ActionOf<K>}` : never;
/** What a permission check names: a menu by key or a button by code. */
export type Role = MenuKey | ButtonCode;
/** Pages that declare every one of `A`. */
export type PageWith<A extends string> = { [K in MenuKey]: [A] extends [ActionOf<K>] ? K : never }[MenuKey];

export const catalogue: readonly CatalogueEntry<MenuKey>[] = entries;

/** The page a signed-in person lands on, the first tab and the root of the breadcrumbs. */
export const HOME_PAGE = 'dashboard' satisfies MenuKey;

const byKey = new Map<string, CatalogueEntry<MenuKey>>(catalogue.map((entry) => [entry.key, entry]));

export function findEntry(key: string): CatalogueEntry<MenuKey> | undefined {
  return byKey.get(key);
}

/** The enterprise's menus: what the server seeds, grants and lets an enterprise switch off. */
export const menuCatalogue = catalogue.filter((entry) => entry.inMenu !== false);

export function findMenu(key: string): CatalogueEntry<MenuKey> | undefined {
  const entry = byKey.get(key);
  return entry?.inMenu === false ? undefined : entry;
}

/** `<key>:<action>`; typed literally, so passing it where a `ButtonCode` is asked checks it. */
export function buttonCode<K extends string, A extends string>(key: K, action: A): `${K}:${A}` {
  return `${key}:${action}`;
}

/** The menu key and action of a button code; undefined when it is not `<key>:<action>`. */
export function parseButtonCode(code: string): { key: string; action: string } | undefined {
  const at = code.indexOf(':');
  if (at <= 0 || at === code.length - 1) return undefined;
  return { key: code.slice(0, at), action: code.slice(at + 1) };
}

/** The code of `action` on page `key` when the catalogue declares it (checked where the action is chosen at run time). */
export function declaredButton<K extends MenuKey>(key: K, action: string): ButtonCode<K> | undefined {
  return findEntry(key)?.actions.includes(action) ? (buttonCode(key, action) as ButtonCode<K>) : undefined;
}

/** Every button code of the enterprise's menus. */
export function allButtonCodes(): ButtonCode[] {
  return menuCatalogue.flatMap((entry) => entry.actions.map((action) => buttonCode(entry.key, action) as ButtonCode));
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

/** URL of a catalogue route: its own `path`, else `/home/` + the chain of keys below the root. */
export function routePath(key: string): string {
  return byKey.get(key)?.path ?? `/${ROOT_KEY}/${ancestry(key).join('/')}`;
}

/** The translation key of a menu's title. */
export function titleKey<K extends string>(key: K): `menu.${K}` {
  return `menu.${key}`;
}
