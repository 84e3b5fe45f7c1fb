import type { CodeState } from '@trace/contract/codes';
import type { PackingCode } from '@trace/contract/packing';
import { describe, expect, it } from 'vitest';
import { childProblem, fillOf, parentProblem, problemKey, takeOutProblem } from '../src/features/packing/code-checks.ts';

const code = (value: string, level: CodeState['level'], extra: Partial<CodeState> = {}): CodeState => ({
  value,
  level,
  status: 'active',
  order_id: 1,
  seq: 1,
  product_id: 7,
  product_name: 'Water',
  lot_no: '',
  produced_at: null,
  expires_at: null,
  holder_type: 'warehouse',
  holder_id: 3,
  holder_name: 'Main',
  dealer_id: null,
  parent: null,
  child_count: 0,
  replaced_by: null,
  scan_count: 0,
  first_scan_at: null,
  last_event_at: null,
  ...extra,
});
const box = (extra: Partial<CodeState> = {}, capacity: number | null = 3): PackingCode => ({ code: code('BOX', 'box', extra), capacity });
const reason = (problem: ReturnType<typeof childProblem>) => (problem ? problemKey(problem) : null);

describe('packing reads, checked as each code is scanned', () => {
  it('takes a case or pallet in stock at a warehouse as the parent, not an item', () => {
    expect(parentProblem(code('B', 'box'))).toBeNull();
    expect(reason(parentProblem(code('I', 'item')))).toBe('packing.read_not_container');
    expect(reason(parentProblem(code('B', 'box', { status: 'shipped' })))).toBe('codes.refusal_wrong_status');
    expect(reason(parentProblem(code('B', 'box', { holder_type: 'dealer' })))).toBe('codes.refusal_not_at_warehouse');
  });

  it('takes a fresh case or pallet label as the parent, placed where its first child is', () => {
    const fresh = { status: 'generated' as const, holder_type: null, holder_id: null, product_id: null };
    expect(parentProblem(code('P', 'pallet', fresh))).toBeNull();
    expect(parentProblem(code('B', 'box', { ...fresh, status: 'printed' }))).toBeNull();
    expect(reason(parentProblem(code('I', 'item', fresh)))).toBe('packing.read_not_container');
    const pallet = { code: code('P', 'pallet', fresh), capacity: null };
    const first = code('B1', 'box', { holder_id: 3 });
    expect(childProblem(pallet, first, [], false)).toBeNull();
    expect(childProblem(pallet, code('B2', 'box', { holder_id: 3 }), [first], false)).toBeNull();
    expect(reason(childProblem(pallet, code('B3', 'box', { holder_id: 4 }), [first], false))).toBe('codes.refusal_holder_mismatch');
    expect(reason(childProblem(pallet, code('B4', 'box', { product_id: 8 }), [first], false))).toBe('codes.refusal_product_mismatch');
  });

  it('adds a loose item of the same product and warehouse, and says why another cannot go in', () => {
    expect(childProblem(box(), code('I1', 'item'), [], false)).toBeNull();
    expect(reason(childProblem(box(), code('BOX', 'box'), [], false))).toBe('packing.read_is_parent');
    expect(reason(childProblem(box(), code('I1', 'item'), [code('I1', 'item')], false))).toBe('packing.read_in_list');
    expect(reason(childProblem(box(), code('I1', 'item', { status: 'printed' }), [], false))).toBe('codes.refusal_wrong_status');
    expect(reason(childProblem(box(), code('I1', 'item', { parent: 'OTHER' }), [], false))).toBe('codes.refusal_already_packed');
    expect(reason(childProblem(box(), code('B2', 'box'), [], false))).toBe('codes.refusal_level_order');
    expect(reason(childProblem(box(), code('I1', 'item', { holder_id: 4 }), [], false))).toBe('codes.refusal_holder_mismatch');
    expect(reason(childProblem(box(), code('I1', 'item', { product_id: 8 }), [], false))).toBe('codes.refusal_product_mismatch');
  });

  it('stops at the packaging hierarchy quantity, counting what is inside and what is pending', () => {
    const half = box({ child_count: 1 });
    const pending = [code('I1', 'item')];
    expect(childProblem(half, code('I2', 'item'), pending, false)).toBeNull();
    expect(reason(childProblem(half, code('I3', 'item'), [...pending, code('I2', 'item')], false))).toBe('codes.refusal_over_capacity');
    expect(fillOf(half, 2)).toEqual({ filled: 3, capacity: 3 });
    // Without a hierarchy there is no quantity to keep to.
    expect(childProblem(box({ child_count: 9 }, null), code('I9', 'item'), [], false)).toBeNull();
  });

  it('lets a case closed by hand be short or mixed, never a wrong level or place', () => {
    const full = box({ child_count: 3 });
    expect(childProblem(full, code('I4', 'item', { product_id: 8 }), [], true)).toBeNull();
    expect(reason(childProblem(full, code('I4', 'item', { holder_id: 4 }), [], true))).toBe('codes.refusal_holder_mismatch');
  });

  it('keeps a parent without a product to the product of its first pending child', () => {
    const bare = box({ product_id: null });
    expect(reason(childProblem(bare, code('I2', 'item', { product_id: 8 }), [code('I1', 'item')], false))).toBe(
      'codes.refusal_product_mismatch',
    );
  });

  it('takes out only packed codes in stock, each once', () => {
    const packed = code('I1', 'item', { parent: 'BOX' });
    expect(takeOutProblem(packed, [])).toBeNull();
    expect(reason(takeOutProblem(packed, [packed]))).toBe('packing.read_in_list');
    expect(reason(takeOutProblem(code('I2', 'item'), []))).toBe('codes.refusal_not_packed');
    expect(reason(takeOutProblem(code('I3', 'item', { parent: 'BOX', status: 'shipped' }), []))).toBe('codes.refusal_wrong_status');
  });
});
