import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagingText } from '../src/features/plant/order-parts.tsx';

describe("an order's packaging relation", () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: {} });
  });

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
