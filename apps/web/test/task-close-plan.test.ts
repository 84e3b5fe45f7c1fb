import type { TaskClosePlan } from '@trace/contract/line-task';
import { describe, expect, it } from 'vitest';
import { closeDefaults, closeOutcome } from '../src/features/plant/task-close-plan.ts';

/** What the station left: a full case on no pallet, the next case opened with 6 items read into it, the pallet opened. */
const plan: TaskClosePlan = {
  items_per_case: 4,
  cases_per_pallet: 3,
  loose_items: 6,
  loose_cases: 1,
  open_cases: [{ code: 'CASE2', filled: 0, fill: 4 }],
  open_pallets: [{ code: 'PALLET1', filled: 0, fill: 3 }],
};
const none = { leave_loose: false, leave_cases: false };
const keys = (outcome: ReturnType<typeof closeOutcome>) => outcome.steps.map((step) => step.key);

describe('what closing a task will do with what the line left open', () => {
  it('offers the open case for the loose items and the open pallet for the cases', () => {
    expect(closeDefaults(plan)).toEqual({ case_code: 'CASE2', pallet_code: 'PALLET1' });
    expect(closeDefaults({ ...plan, loose_items: 0, open_pallets: [] })).toEqual({ case_code: undefined, pallet_code: undefined });
  });

  it('says six items do not fit a case of four: over-filling needs the confirmation', () => {
    const outcome = closeOutcome(plan, { ...none, ...closeDefaults(plan) });
    expect(outcome.steps[0]).toEqual({
      key: 'plant.closePlan_itemsOverfill',
      vars: { count: 6, code: 'CASE2', total: 6, fill: 4 },
      tone: 'error',
    });
    expect(outcome.overfill).toBe(true);
    // The case closed now joins the one on no pallet: both go onto the open pallet, a short pallet.
    expect(outcome.casesToPallet).toBe(2);
    expect(outcome.steps[1]).toMatchObject({ key: 'plant.closePlan_casesShort', vars: { count: 2, code: 'PALLET1', total: 2, fill: 3 } });
    expect(outcome.undecided).toBe(false);
  });

  it('never drops the open pallet silently: without a choice the cases are undecided, and a pallet left open is listed', () => {
    const undecided = closeOutcome(plan, { ...none, case_code: 'CASE2' });
    expect(keys(undecided)).toEqual(['plant.closePlan_itemsOverfill', 'plant.closePlan_casesUndecided', 'plant.closePlan_palletStays']);
    expect(undecided.undecided).toBe(true);
    const left = closeOutcome(plan, { case_code: 'CASE2', leave_loose: false, leave_cases: true });
    expect(keys(left)).toEqual(['plant.closePlan_itemsOverfill', 'plant.closePlan_casesLeft', 'plant.closePlan_palletStays']);
    expect(left.undecided).toBe(false);
  });

  it('items that fit make a short or a full case; items left loose keep the open case, listed as it stays', () => {
    const three = { ...plan, loose_items: 3 };
    expect(closeOutcome(three, { ...none, ...closeDefaults(three) }).steps[0]).toMatchObject({
      key: 'plant.closePlan_itemsShort',
      tone: 'warning',
    });
    expect(closeOutcome({ ...plan, loose_items: 4 }, { ...none, ...closeDefaults(plan) }).steps[0]?.key).toBe('plant.closePlan_itemsFull');
    const loose = closeOutcome(plan, { leave_loose: true, leave_cases: false, pallet_code: 'PALLET1' });
    expect(keys(loose)).toEqual(['plant.closePlan_itemsLeft', 'plant.closePlan_casesShort', 'plant.closePlan_caseStays']);
    expect(loose.casesToPallet).toBe(1);
  });

  it('a case that holds items already counts once; a product without pallets asks for none', () => {
    const partial = { ...plan, loose_items: 2, loose_cases: 2, open_cases: [{ code: 'CASE3', filled: 2, fill: 4 }] };
    expect(closeOutcome(partial, { ...none, case_code: 'CASE3', pallet_code: 'PALLET1' }).casesToPallet).toBe(2);
    const unpalletised = closeOutcome({ ...plan, cases_per_pallet: null, open_pallets: [] }, { ...none, case_code: 'CASE2' });
    expect(unpalletised.casesToPallet).toBe(0);
    expect(keys(unpalletised)).toEqual(['plant.closePlan_itemsOverfill']);
    const empty = { ...plan, loose_items: 0, loose_cases: 0, open_cases: [], open_pallets: [] };
    expect(keys(closeOutcome(empty, none))).toEqual(['plant.closePlan_nothing']);
  });
});
