import { catalogue, findEntry, ROOT_KEY } from '@trace/contract/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/app/pages.ts';
import { formatTime, parseTime } from '../src/components/time.ts';
import { changeLanguage } from '../src/i18n.ts';
import { accessiblePages, buildMenu, comingAreas, type MenuNode } from '../src/layout/menu.ts';
import { createSearch, searchPool } from '../src/layout/search-pool.ts';
import { themeCluster, themeVariables } from '../src/utils/colour.ts';
import { employee, enterprise } from './access-fixtures.ts';

const all = new Set<string>(catalogue.filter((e) => e.kind === 'page').map((e) => e.key));

describe('menu from the catalogue', () => {
  it('gives the enterprise account every page and an employee only the pages it holds', () => {
    expect(accessiblePages(enterprise(), all).length).toBe(all.size);
    const clerk = accessiblePages(employee(['store', 'dealer'], ['store:add']), all).map((e) => e.key);
    expect(clerk.sort()).toEqual(['dashboard', 'dealer', 'profile', 'repeatedquery', 'store']);
  });

  it('opens a page without roles to everyone signed in', () => {
    expect(accessiblePages(employee([]), all).map((e) => e.key)).toEqual(['dashboard', 'profile', 'repeatedquery']);
  });

  it('names the areas whose granted pages the console does not have yet, not open pages nor switched-off ones', () => {
    const built = new Set(['dashboard', 'profile', 'store']);
    const inspector = employee(['inspect', 'forensics', 'inspectrecord', 'physical', 'freight', 'store']);
    expect(comingAreas(inspector, built)).toEqual(['physical', 'inspect']);
    expect(comingAreas(employee([]), built)).toEqual([]);
    expect(comingAreas(employee(['forensics', 'freight'], [], ['inspect']), built)).toEqual(['physical']);
  });

  it('leaves out what the enterprise switched off, with everything below it, for every account', () => {
    const keys = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.key, ...keys(n.children)]);
    const full = keys(buildMenu(enterprise(), all));
    expect(full).toContain('store');
    expect(full).toContain('productlist');
    const menu = keys(buildMenu(enterprise(['product', 'store']), all));
    for (const gone of ['product', 'productlist', 'productsort', 'productunit', 'hierarchy', 'store']) expect(menu).not.toContain(gone);
    expect(menu).toContain('dealer');
    const pages = accessiblePages(employee(['store', 'dealer'], [], ['store']), all).map((e) => e.key);
    expect(pages.sort()).toEqual(['dashboard', 'dealer', 'profile', 'repeatedquery']);
  });

  it('omits hidden pages and groups left without a visible page', () => {
    const menu = buildMenu(enterprise(), all);
    const keys = JSON.stringify(menu);
    for (const hidden of ['productaddedit', 'productpages', 'prodcutextend', 'setmenusenable', 'orderextendlist'])
      expect(keys).not.toContain(`"${hidden}"`);
    expect(buildMenu(enterprise(), new Set())).toEqual([]);
  });

  it('shows a group with one visible child as that child, with the group icon as fallback', () => {
    const menu = buildMenu(employee(['store']), all);
    expect(menu.map((n) => n.key)).toEqual(['dashboard', 'store', 'repeatedquery']);
    expect(menu[1]).toMatchObject({ path: '/home/base/store', icon: 'AppstoreOutlined', children: [] });
  });

  it('keeps a group whose single child has children of its own', () => {
    const menu = buildMenu(employee(['plantlist', 'workshoplist']), all);
    const plant = menu.find((n) => n.key === 'plant');
    // The open duplicate-code query collapses its one-child group; plant info keeps its subgroup.
    expect(plant?.children.map((n) => n.key)).toEqual(['plantinfo', 'repeatedquery']);
    expect(plant?.children[0]?.children.map((n) => n.key)).toEqual(['plantmanage']);
    expect(plant?.children[0]?.children[0]?.children.map((n) => n.key)).toEqual(['plantlist', 'workshoplist']);
  });

  it('starts with the home page and keeps the profile out of the sidebar', () => {
    const menu = buildMenu(employee([]), all);
    expect(menu.map((n) => n.key)).toEqual(['dashboard', 'repeatedquery']);
    expect(menu[0]).toMatchObject({ path: '/dashboard', icon: 'DashboardOutlined' });
  });
});

describe('page registry', () => {
  const area = (key: string): string => {
    const entry = findEntry(key);
    return !entry || entry.parent === ROOT_KEY ? key : area(entry.parent);
  };

  it('names every page file after a catalogue page', () => {
    for (const key of Object.keys(pages)) expect(all.has(key), `${key}-page.tsx names no catalogue page`).toBe(true);
    // A file name is kebab-case; the key keeps the catalogue's case.
    expect(pages.Minderlieferung).toBeDefined();
  });

  // Every page of inspection is built; nothing is left coming.
  const coming: string[] = [];

  it('has a page file for every catalogue page of an area the console has, but the pages named as coming', () => {
    const areas = new Set(Object.keys(pages).map(area));
    const missing = catalogue.filter((e) => e.kind === 'page' && areas.has(area(e.key)) && !pages[e.key]).map((e) => e.key);
    expect(missing).toEqual(coming);
    expect([...areas].sort()).toEqual([
      'base',
      'dashboard',
      'inspect',
      'organ',
      'physical',
      'plant',
      'profile',
      'querymanage',
      'report',
      'tagging',
    ]);
  });
});

describe('header search', () => {
  const translate = (key: string) =>
    ({
      'menu.base': 'Base info',
      'menu.store': 'Warehouses',
      'menu.dealer': 'Dealers',
      'menu.product': 'Products',
      'menu.productlist': 'Product list',
      'menu.productaddedit': 'Add / edit product',
    })[key] ?? key;
  const pool = searchPool(
    catalogue.filter((e) => ['store', 'dealer', 'productlist', 'productaddedit'].includes(e.key)),
    translate,
  );

  it('labels pages with their group titles and leaves hidden pages out', () => {
    expect(pool).toEqual([
      { title: ['Base info', 'Products', 'Product list'], path: '/home/base/product/productlist' },
      { title: ['Base info', 'Warehouses'], path: '/home/base/store' },
      { title: ['Base info', 'Dealers'], path: '/home/base/dealer' },
    ]);
  });

  it('finds fuzzy matches, best first, and nothing for an empty query', () => {
    const search = createSearch(pool);
    expect(search('warehose')[0]?.path).toBe('/home/base/store');
    expect(search('dealer')[0]?.path).toBe('/home/base/dealer');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
});

describe('theme colours', () => {
  it('computes ten lighter steps and one darker, as the original for #409EFF', () => {
    expect(themeCluster('409EFF')).toEqual([
      '409EFF',
      '64,158,255',
      '#53a8ff',
      '#66b1ff',
      '#79bbff',
      '#8cc5ff',
      '#a0cfff',
      '#b3d8ff',
      '#c6e2ff',
      '#d9ecff',
      '#ecf5ff',
      '#3a8ee6',
    ]);
    expect(themeCluster('#1890ff')[11]).toBe('#1682e6');
    expect(themeCluster('1890ff')[2]).toBe('#2f9bff');
  });

  it('pads channels to two digits', () => {
    expect(themeCluster('0000ff')[11]).toBe('#0000e6');
    expect(themeCluster('11a983')[11]).toBe('#0f9876');
  });

  it('publishes the cluster as CSS variables', () => {
    expect(themeVariables('#409EFF')).toMatchObject({ '--theme': '#409EFF', '--theme-light-9': '#ecf5ff', '--theme-dark-1': '#3a8ee6' });
  });
});

describe('time helpers', () => {
  beforeAll(() => changeLanguage('en'));
  const base = new Date(2018, 6, 13, 17, 54, 1);

  it('formats dates with the default and custom patterns', () => {
    expect(parseTime(base)).toBe('2018-07-13 17:54:01');
    expect(parseTime(base, '{y}/{m}/{d} {h}-{i}')).toBe('2018/07/13 17-54');
    expect(parseTime(base, '{yyyy}-{mm}')).toBe('2018-07');
    expect(parseTime(base, '{y} {z}')).toBe('2018 {z}');
  });

  it('treats 10-digit numbers as seconds and reads ISO strings', () => {
    const seconds = Math.floor(base.getTime() / 1000);
    expect(parseTime(seconds)).toBe('2018-07-13 17:54:01');
    expect(parseTime(String(seconds))).toBe('2018-07-13 17:54:01');
    expect(parseTime(base.getTime())).toBe('2018-07-13 17:54:01');
    expect(parseTime('2018-07-13T17:54:01')).toBe('2018-07-13 17:54:01');
    expect(parseTime('2018-07-13')).toBe('2018-07-13 00:00:00');
  });

  it('returns null for nothing', () => {
    for (const value of [undefined, null, '', 0]) expect(parseTime(value)).toBeNull();
  });

  it('says how long ago, in the current language', async () => {
    const now = base.getTime();
    const ago = (s: number) => formatTime(now - s * 1000, undefined, now);
    expect(ago(29)).toBe('just now');
    expect(ago(-100)).toBe('just now');
    expect(ago(30)).toBe('1 minute ago');
    expect(ago(61)).toBe('2 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(3601)).toBe('2 hours ago');
    expect(ago(86400)).toBe('1 day ago');
    expect(ago(172800)).toBe('2018-07-11 17:54:01');
    expect(formatTime(now - 172800 * 1000, '{y}-{m}-{d}', now)).toBe('2018-07-11');
    await changeLanguage('zh');
    expect(ago(61)).toBe('2 分钟前');
    await changeLanguage('en');
  });
});
