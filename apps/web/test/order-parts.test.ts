import { beforeAll, describe, expect, it } from 'vitest';
import { packagingText, placeOptions } from '../src/features/plant/order-parts.tsx';
import { changeLanguage } from '../src/i18n.ts';

describe("an order's packaging relation", () => {
  // The console's own i18next in English: a worker keeps it for the files that follow.
  beforeAll(() => changeLanguage('en'));

  it('reads from the top level down to the items, with the counts of each', () => {
    const levels = [
      { unit_name: 'items', quantity: 1 },
      { unit_name: 'cases', quantity: 24 },
      { unit_name: 'pallet', quantity: 60 },
    ];
    expect(packagingText(levels)).toBe('1 pallet = 60 cases = 1,440 items');
    expect(packagingText(levels.slice(0, 2))).toBe('1 cases = 24 items');
  });

  it('says nothing for a product without packaging levels above the item', () => {
    expect(packagingText([{ unit_name: 'items', quantity: 1 }])).toBe('');
    expect(packagingText([])).toBe('');
  });
});

describe("the order form's plant, workshop and line options", () => {
  const tree = [
    {
      value: 1,
      label: 'North plant',
      children: [
        {
          value: 10,
          label: 'Filling',
          children: [
            { value: 100, label: 'Line A', busy_order_no: 'PO-BUSY', children: [] },
            { value: 101, label: 'Line B', busy_order_no: null, children: [] },
          ],
        },
      ],
    },
    {
      value: 2,
      label: 'South plant',
      children: [{ value: 20, label: 'Bottling', children: [{ value: 200, label: 'Line S', children: [] }] }],
    },
  ];
  const record = {
    order_no: 'PO-MINE',
    plant_id: 1,
    plant_name: 'North plant',
    workshop_id: 11,
    workshop_name: 'Old workshop (disabled)',
    line_id: 110,
    line_name: 'Old line (disabled)',
  };

  it("drops the order's old workshop and line once another plant is chosen", () => {
    const own = placeOptions(tree, record, { plantId: 1, workshopId: 11, lineId: 110 });
    expect(own.workshops.map((w) => w.value)).toEqual([10, 11]);
    expect(own.lines.map((l) => l.value)).toEqual([110]);
    const moved = placeOptions(tree, record, { plantId: 2, workshopId: undefined, lineId: undefined });
    expect(moved.workshops.map((w) => w.value)).toEqual([20]);
    expect(moved.lines).toEqual([]);
    const movedWorkshop = placeOptions(tree, record, { plantId: 1, workshopId: 10, lineId: undefined });
    expect(movedWorkshop.lines.map((l) => l.value)).toEqual([100, 101]);
  });

  it('names the order at work on a busy line, not the order itself', () => {
    const chosen = placeOptions(tree, null, { plantId: 1, workshopId: 10, lineId: 100 });
    expect(chosen.lines).toEqual([
      { value: 100, label: 'Line A', busy: 'PO-BUSY' },
      { value: 101, label: 'Line B', busy: null },
    ]);
    expect(chosen.busy).toBe('PO-BUSY');
    expect(placeOptions(tree, { ...record, order_no: 'PO-BUSY' }, { plantId: 1, workshopId: 10, lineId: 100 }).busy).toBeNull();
  });
});
