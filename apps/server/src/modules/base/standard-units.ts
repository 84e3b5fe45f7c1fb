import type { Orm } from '../../db/client.ts';
import { units } from './base.table.ts';

/** Packaging units every new enterprise starts with, named in the four console languages. */
const STANDARD_UNITS: Array<{ symbol: string; names: Record<'en' | 'zh' | 'es' | 'ja', string> }> = [
  { symbol: 'pc', names: { en: 'Piece', zh: '个', es: 'Unidad', ja: '個' } },
  { symbol: 'btl', names: { en: 'Bottle', zh: '瓶', es: 'Botella', ja: '本' } },
  { symbol: 'can', names: { en: 'Can', zh: '罐', es: 'Lata', ja: '缶' } },
  { symbol: 'bag', names: { en: 'Bag', zh: '袋', es: 'Bolsa', ja: '袋' } },
  { symbol: 'box', names: { en: 'Box', zh: '盒', es: 'Caja', ja: '箱' } },
  { symbol: 'cs', names: { en: 'Case', zh: '箱', es: 'Caja de cartón', ja: 'ケース' } },
  { symbol: 'plt', names: { en: 'Pallet', zh: '托盘', es: 'Palé', ja: 'パレット' } },
  { symbol: 'kg', names: { en: 'Kilogram', zh: '千克', es: 'Kilogramo', ja: 'キログラム' } },
];

export async function seedStandardUnits(orm: Orm, enterpriseId: number): Promise<void> {
  await orm
    .insert(units)
    .values(STANDARD_UNITS.map((u, sort) => ({ enterprise_id: enterpriseId, name: u.names.en, symbol: u.symbol, names: u.names, sort })));
}
