import { describe, expect, it } from 'vitest';
import { findMisshapen } from '../tools/service-shape.ts';
import type { Source } from '../tools/table-owners.ts';
import { today, withAdded } from './support/server-sources.ts';

/** What the check says of the function a test added. */
const ofAdded = (sources: Source[]) => findMisshapen(sources).filter((found) => found.name === 'added');

describe('service shape', () => {
  it('finds every exported function in the shape (ctx, input), and no surface offering an Orm-taking one', () => {
    expect(findMisshapen(today)).toEqual([]);
  });

  it('refuses a context followed by more than one input, however the function is written', () => {
    const file = 'modules/physical/shipment.service.ts';
    for (const added of [
      'export async function added(ctx: Context, id: number, values: string[]) { return [ctx, id, values]; }',
      'export const added = async (scope: Scope, id: number, values: string[]) => [scope, id, values];',
      'export function added(ctx: { orm: Orm; enterpriseId: number }, kind: string, id: number) { return [ctx, kind, id]; }',
    ])
      expect(ofAdded(withAdded(file, added)), added).toEqual([expect.objectContaining({ file, name: 'added', why: 'positional' })]);
  });

  it('lets a download take the reply it streams to, and nothing more', () => {
    const file = 'modules/physical/shipment.service.ts';
    const reply = 'export async function added(ctx: Context, query: Query, reply: FastifyReply) { return [ctx, query, reply]; }';
    expect(ofAdded(withAdded(file, reply))).toEqual([]);
    const more = 'export async function added(ctx: Context, query: Query, reply: FastifyReply, more: number) { return more; }';
    expect(ofAdded(withAdded(file, more))).toEqual([expect.objectContaining({ name: 'added', why: 'positional' })]);
  });

  it('refuses a surface offering a function that takes an Orm, declared there or re-exported', () => {
    const declared = withAdded('modules/scan/scan.public.ts', 'export async function added(orm: Orm, id: number) { return [orm, id]; }');
    expect(ofAdded(declared)).toEqual([
      expect.objectContaining({ file: 'modules/scan/scan.public.ts', name: 'added', why: 'orm-on-surface' }),
    ]);
    const inner = 'modules/scan/added.ts';
    const reExported = withAdded('modules/scan/scan.public.ts', "export { added } from './added.ts';").concat({
      file: inner,
      text: 'export async function added(orm: Orm) { return orm; }',
    });
    expect(ofAdded(reExported)).toEqual([expect.objectContaining({ file: inner, name: 'added', why: 'orm-on-surface' })]);
    // The same function kept inside its module is its own business.
    expect(ofAdded([...today, { file: inner, text: 'export async function added(orm: Orm) { return orm; }' }])).toEqual([]);
  });
});
