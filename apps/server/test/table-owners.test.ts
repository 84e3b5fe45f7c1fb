import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../tools/table-owners.allow.ts';
import { findReachIns, judge, type Source } from '../tools/table-owners.ts';
import { today, withAdded } from './support/server-sources.ts';

const refusedOf = (sources: Source[]) => judge(findReachIns(sources), ALLOWED).refused;

describe('table owners', () => {
  it('finds no reach-in outside the allow-list, and every entry of the list is still needed', () => {
    const { refused, stale } = judge(findReachIns(today), ALLOWED);
    expect(refused).toEqual([]);
    expect(stale).toEqual([]);
    for (const entry of ALLOWED) expect(entry.why.length, `${entry.file} ${entry.table}`).toBeGreaterThan(20);
  });

  it('refuses SQL text naming another module’s table', () => {
    const file = 'modules/querymanage/inquiry.service.ts';
    const hole = '$'.concat('{id}'); // a template's value, ${id}: the linter refuses it inside a string
    const refused = refusedOf(withAdded(file, `export const added = sql\`SELECT count(*) FROM code_events e WHERE e.code_id = ${hole}\`;`));
    expect(refused).toEqual([expect.objectContaining({ file, table: 'code_events', owner: 'codes', how: 'sql' })]);
    for (const place of ['JOIN codes c ON true', 'UPDATE products SET name = 1', 'INSERT INTO scan_events (id) VALUES (1)'])
      expect(refusedOf(withAdded(file, `export const other = 'SELECT 1 FROM inquiries i ${place}';`)), place).toHaveLength(1);
  });

  it('refuses a query builder on another module’s table, imported or offered by a surface', () => {
    const file = 'modules/querymanage/added.ts';
    const imported = refusedOf(withAdded(file, "import { codeEvents } from '../codes/codes.table.ts';\nexport const n = codeEvents;"));
    expect(imported).toEqual([expect.objectContaining({ file, table: 'code_events', how: 'import' })]);
    const offered = withAdded('modules/scan/scan.public.ts', "export { scanEvents } from './scan.table.ts';");
    expect(refusedOf(offered)).toEqual([
      expect.objectContaining({ file: 'modules/scan/scan.public.ts', table: 'scan_events', how: 'surface' }),
    ]);
    const through = withAdded(file, "import { scanEvents as events } from '../scan/scan.public.ts';\nexport const n = events;");
    expect(refusedOf([...through, ...offered.filter((source) => source.file === 'modules/scan/scan.public.ts')])).toEqual(
      expect.arrayContaining([expect.objectContaining({ file, table: 'scan_events', how: 'import' })]),
    );
  });

  it('lets a module name its own tables, a table name another for its foreign key, and plain words pass', () => {
    expect(refusedOf(withAdded('modules/codes/life.ts', "export const own = 'SELECT 1 FROM codes c JOIN code_events e ON true';"))).toEqual(
      [],
    );
    expect(
      refusedOf(
        withAdded('modules/querymanage/inquiry.table.ts', "import { codes } from '../codes/codes.table.ts';\nexport const fk = codes;"),
      ),
    ).toEqual([]);
    expect(refusedOf(withAdded('modules/plant/order.service.ts', "export const words = 'codes and products, dealers';"))).toEqual([]);
  });

  it('names an entry of the list that nothing needs any more', () => {
    const entry = { file: 'modules/querymanage/inquiry.service.ts', table: 'codes', why: 'an entry whose reach-in was cleared' };
    expect(judge(findReachIns(today), [...ALLOWED, entry]).stale).toEqual([entry]);
  });
});
