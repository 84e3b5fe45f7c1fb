import { shift, shiftInput, shiftQuery } from '@trace/contract/plant';
import { eq, inArray } from 'drizzle-orm';
import { employeeOptions, employeesOf } from '../../platform/access/employees.ts';
import { FieldError } from '../../platform/errors.ts';
import { countOf, statusLabel } from '../../platform/resource/references.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { shiftMembers, shifts } from './plant.table.ts';
import { productionOrders } from './production.table.ts';

/** A shift whose end is not after its start ends the next day (a night shift). */
export function isOvernight(start: string, end: string): boolean {
  return end <= start;
}

export const shiftResource = defineResource({
  path: 'shifts',
  area: 'plant',
  menuKey: 'classlist',
  objectType: 'shift',
  table: shifts,
  pick: { code: shifts.code, name: shifts.name },
  select: {
    id: shifts.id,
    code: shifts.code,
    name: shifts.name,
    start_time: shifts.start_time,
    end_time: shifts.end_time,
    status: shifts.status,
    created_at: shifts.created_at,
    updated_at: shifts.updated_at,
  },
  row: shift,
  input: shiftInput,
  query: shiftQuery,
  sorts: { code: shifts.code, name: shifts.name, start_time: shifts.start_time, created_at: shifts.created_at },
  keywordColumns: [shifts.code, shifts.name],
  where: (q) => [q.status === undefined ? undefined : eq(shifts.status, q.status as number)],
  unique: [{ field: 'code', column: shifts.code }],
  prepare: async (ctx, input) => {
    if (input.start_time === input.end_time) throw new FieldError('end_time', 'errors.shiftWithoutHours');
    const memberIds = [...new Set(input.member_ids as number[])];
    const known = await employeesOf(ctx, memberIds);
    if (memberIds.some((id) => !known.has(id))) throw new FieldError('member_ids', 'errors.unknownReference', { field: 'member_ids' });
    const { member_ids: _members, ...values } = input;
    return {
      values,
      children: async (orm, id) => {
        await orm.delete(shiftMembers).where(eq(shiftMembers.shift_id, id));
        if (memberIds.length > 0) await orm.insert(shiftMembers).values(memberIds.map((account_id) => ({ shift_id: id, account_id })));
      },
    };
  },
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => row.id);
    const links =
      ids.length === 0
        ? []
        : await ctx.orm
            .select({ shift_id: shiftMembers.shift_id, account_id: shiftMembers.account_id })
            .from(shiftMembers)
            .where(inArray(shiftMembers.shift_id, ids));
    const memberIds = [...new Set(links.map((link) => link.account_id))];
    const names = new Map(memberIds.length === 0 ? [] : (await employeeOptions(ctx, { ids: memberIds })).map((e) => [e.id, e.name]));
    return rows.map((row) => ({
      ...row,
      overnight: isOvernight(row.start_time as string, row.end_time as string),
      members: links
        .filter((link) => link.shift_id === row.id)
        .map((link) => ({ id: link.account_id, name: names.get(link.account_id) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
  },
  references: [{ labelKey: 'plant.refOrders', count: countOf(productionOrders, productionOrders.shift_id) }],
  exportColumns: (t) => [
    { header: t('base.code'), value: (r) => r.code },
    { header: t('base.name'), value: (r) => r.name, width: 30 },
    { header: t('plant.startTime'), value: (r) => r.start_time },
    { header: t('plant.endTime'), value: (r) => (r.overnight ? `${r.end_time} (${t('plant.nextDay')})` : r.end_time) },
    { header: t('plant.members'), value: (r) => r.members.map((m) => m.name).join(', '), width: 40 },
    { header: t('base.status'), value: (r) => statusLabel(t, r.status) },
  ],
});
