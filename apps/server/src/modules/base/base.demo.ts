import { crc32, deflateSync } from 'node:zlib';
import { attributeKeyOf } from '@trace/contract/base';
import { gs1CheckDigit } from '@trace/contract/gs1';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { addressAreas } from '../../platform/areas/area.table.ts';
import type { Scope } from '../../platform/context.ts';
import {
  brands,
  dealerRegions,
  dealers,
  enterpriseProfiles,
  hierarchies,
  materials,
  outsourcings,
  productAttributes,
  productCertificates,
  products,
  units,
  warehouses,
} from './base.table.ts';
import { storeImageIn } from './uploads.ts';

/** A 48×48 seal with a tick, the demo organic certificate's image. */
const SEAL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAABDklEQVR42uXZMRLCMAwEQL2Dj/A8vpuCljq0mcSWzyfJHMCkZJLN2WPLiu1iP/sd0O1xd651IN8Rl1kdhWNZhLK9ns0rwjJC03MgshAoQqFZBmo4isOaA6VrcNMYlKW5mlBQnQYx2WLN0NQF1WlOJg9UOnXAkKw6HuclB6CieJwVpBmSLYuneeelIGTn6YLSxwvcB6+jZhXxTO3K5aDZGoEHIVyiYiFBs/njeTMgYobio5+QkL/sfgx0/HNK3c1M6uaDg6X3AESYUjRnEL4UJWrS9rIsDQoqWgDBQpYv0CriSShhU46z31PkKx6D5A6KikdpxWaDXDtGsWGl2NITbXoqtoVFG+einxb+7mvQG3Qrcub5jv/fAAAAAElFTkSuQmCC';

/** The demo GS1 company prefix; every demo GTIN-13 is built on it with a correct check digit. */
const GS1_PREFIX = '6901234';

/** A brand's demo logo: a 64×64 disc of its colour on white, as a PNG (zlib's deflate and CRC-32). */
function discLogo([red, green, blue]: readonly [number, number, number]): Buffer {
  const size = 64;
  const stride = size * 3 + 1;
  const pixels = Buffer.alloc(stride * size, 255);
  for (let y = 0; y < size; y++) {
    pixels[y * stride] = 0;
    for (let x = 0; x < size; x++) if ((x - 31.5) ** 2 + (y - 31.5) ** 2 <= 30 ** 2) pixels.set([red, green, blue], y * stride + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The demo brands; each writes its products' words in its own language. */
const BRANDS = [
  { name: 'Aqua Vita', story: 'Spring water bottled at the source in the Zhejiang hills since 1998.' },
  { name: '清泉', story: '清泉品牌源自千岛湖水源地，专注天然饮用水与茶饮。' },
  { name: 'Montaña Verde', story: 'Zumos y bebidas de fruta para el mercado hispanohablante.' },
];
/** Each brand's logo colour (a disc). */
const BRAND_COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [29, 95, 191],
  [46, 139, 87],
  [224, 123, 0],
];
/** The values of each brand's origin and storage attributes, as it writes them. */
const BRAND_WORDS = [
  { origin: 'Chun’an, Zhejiang', storage: 'Keep cool and out of direct sunlight' },
  { origin: '浙江千岛湖', storage: '阴凉干燥处保存，避免阳光直射' },
  { origin: 'Valencia, España', storage: 'Conservar en lugar fresco y seco, protegido de la luz solar' },
] as const;

const PRODUCTS: Array<{ name: string; brand: number; spec: string; price: number; life: number; case: number; pallet: number }> = [
  { name: 'Aqua Vita spring water 550 ml', brand: 0, spec: '550 ml', price: 2.5, life: 540, case: 24, pallet: 60 },
  { name: 'Aqua Vita spring water 1.5 L', brand: 0, spec: '1.5 L', price: 4.8, life: 540, case: 12, pallet: 50 },
  { name: 'Aqua Vita sparkling 330 ml', brand: 0, spec: '330 ml', price: 3.9, life: 365, case: 24, pallet: 80 },
  { name: 'Aqua Vita sparkling lemon 330 ml', brand: 0, spec: '330 ml', price: 4.2, life: 365, case: 24, pallet: 80 },
  { name: 'Aqua Vita kids 350 ml', brand: 0, spec: '350 ml', price: 3.0, life: 540, case: 24, pallet: 72 },
  { name: 'Aqua Vita office 18.9 L', brand: 0, spec: '18.9 L', price: 28.0, life: 180, case: 1, pallet: 40 },
  { name: 'Aqua Vita electrolyte 500 ml', brand: 0, spec: '500 ml', price: 5.5, life: 365, case: 15, pallet: 70 },
  { name: '清泉 天然水 380ml', brand: 1, spec: '380 ml', price: 1.8, life: 540, case: 24, pallet: 84 },
  { name: '清泉 天然水 4L', brand: 1, spec: '4 L', price: 9.9, life: 540, case: 6, pallet: 40 },
  { name: '清泉 乌龙茶 500ml', brand: 1, spec: '500 ml', price: 4.5, life: 270, case: 15, pallet: 70 },
  { name: '清泉 绿茶 500ml', brand: 1, spec: '500 ml', price: 4.5, life: 270, case: 15, pallet: 70 },
  { name: '清泉 茉莉花茶 500ml', brand: 1, spec: '500 ml', price: 4.5, life: 270, case: 15, pallet: 70 },
  { name: '清泉 无糖红茶 500ml', brand: 1, spec: '500 ml', price: 4.8, life: 270, case: 15, pallet: 70 },
  { name: '清泉 礼盒装', brand: 1, spec: '12 × 380 ml', price: 39.0, life: 540, case: 4, pallet: 48 },
  { name: 'Montaña Verde naranja 1 L', brand: 2, spec: '1 L', price: 8.9, life: 240, case: 12, pallet: 60 },
  { name: 'Montaña Verde manzana 1 L', brand: 2, spec: '1 L', price: 8.9, life: 240, case: 12, pallet: 60 },
  { name: 'Montaña Verde mango 330 ml', brand: 2, spec: '330 ml', price: 4.9, life: 240, case: 24, pallet: 80 },
  { name: 'Montaña Verde piña 330 ml', brand: 2, spec: '330 ml', price: 4.9, life: 240, case: 24, pallet: 80 },
  { name: 'Montaña Verde tomate 250 ml', brand: 2, spec: '250 ml', price: 3.9, life: 300, case: 24, pallet: 96 },
  { name: 'Montaña Verde multifruta 2 L', brand: 2, spec: '2 L', price: 13.5, life: 240, case: 6, pallet: 50 },
];

const WAREHOUSES = [
  { code: 'WH-SH-F1', name: '上海一号工厂成品仓', type: 1, area: '310115', manager: '赵磊' },
  { code: 'RDC-EAST', name: '华东配送中心（苏州）', type: 2, area: '320500', manager: '吴敏' },
  { code: 'RDC-SOUTH', name: '华南配送中心（深圳）', type: 2, area: '440300', manager: '李明' },
  { code: 'RDC-WEST', name: '西南配送中心（成都）', type: 2, area: '510100', manager: '王芳' },
  { code: 'TPL-WUHAN', name: '武汉第三方物流仓', type: 4, area: '420100', manager: 'Carlos Mendoza' },
];

/** Provincial distributors (tier 1) and the province they cover; each gets four city dealers below. */
const PROVINCES = [
  { code: '440000', name: '广东', warehouse: 'RDC-SOUTH' },
  { code: '330000', name: '浙江', warehouse: 'RDC-EAST' },
  { code: '320000', name: '江苏', warehouse: 'RDC-EAST' },
  { code: '510000', name: '四川', warehouse: 'RDC-WEST' },
  { code: '420000', name: '湖北', warehouse: 'TPL-WUHAN' },
  { code: '370000', name: '山东', warehouse: null },
  { code: '350000', name: '福建', warehouse: null },
  { code: '430000', name: '湖南', warehouse: null },
];
const CONTACTS = ['陈静', '林峰', '黄丽', '周杰', '何平', '马超', '郭敏', '谢婷', '邓强', '曹雪'];

const MATERIALS = [
  { code: 'M-PET-550', name: 'PET 瓶坯 550 ml', type: 2, spec: '23.5 g', supplier: '华瑞包装' },
  { code: 'M-PET-1500', name: 'PET 瓶坯 1.5 L', type: 2, spec: '38 g', supplier: '华瑞包装' },
  { code: 'M-CAP-28', name: 'Bottle cap 28 mm', type: 2, spec: '28 mm PCO', supplier: 'Closures Asia Ltd.' },
  { code: 'M-LBL-AV', name: 'Aqua Vita label roll', type: 2, spec: '5,000 labels', supplier: '彩印科技' },
  { code: 'M-CTN-24', name: '瓦楞纸箱 24 入', type: 2, spec: '5 层 B 楞', supplier: '森林纸业' },
  { code: 'M-TEA-OOL', name: '乌龙茶叶', type: 1, spec: 'AA 级', supplier: '安溪茶业合作社' },
  { code: 'M-SUGAR', name: 'Cane sugar', type: 1, spec: 'ICUMSA 45', supplier: 'Azúcar del Sur S.A.' },
  { code: 'M-ORANGE', name: 'Concentrado de naranja', type: 1, spec: '65 °Brix', supplier: 'Cítricos Valencia' },
];

function gtin13(item: number): string {
  const body = `${GS1_PREFIX}${String(item).padStart(5, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Up to `n` sub-areas of an area, in code order. */
async function citiesOf(orm: Orm, code: string, n: number) {
  return orm
    .select({ code: addressAreas.code, name: addressAreas.name })
    .from(addressAreas)
    .where(eq(addressAreas.parent_code, code))
    .orderBy(asc(addressAreas.code))
    .limit(n);
}

/** A day relative to `now`, as `YYYY-MM-DD`, so the demo's certificates are valid whenever it is loaded. */
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export type DemoBaseInput = { dataDir: string; now: Date };

/**
 * Master data of the demo enterprise: brands, products with hierarchies and the first product's
 * certificates (its image stored in `dataDir`'s uploads), warehouses, a dealer tree, materials.
 */
export async function loadDemoBaseData(scope: Scope, input: DemoBaseInput): Promise<void> {
  const { orm, enterpriseId } = scope;
  const { dataDir, now } = input;
  const unitRows = await orm.select({ id: units.id, symbol: units.symbol }).from(units).where(eq(units.enterprise_id, enterpriseId));
  const unit = (symbol: string) => unitRows.find((u) => u.symbol === symbol)?.id ?? null;

  const logos = await Promise.all(BRAND_COLOURS.map((colour) => storeImageIn(dataDir, discLogo(colour))));
  const brandRows = await orm
    .insert(brands)
    .values(BRANDS.map((b, i) => ({ ...b, logo: logos[i]?.path ?? '', enterprise_id: enterpriseId })))
    .returning({ id: brands.id });
  const productRows = await orm
    .insert(products)
    .values(
      PRODUCTS.map((p, i) => ({
        enterprise_id: enterpriseId,
        code: `P-${String(1001 + i)}`,
        name: p.name,
        brand_id: brandRows[p.brand]?.id ?? null,
        specification: p.spec,
        unit_id: unit('btl'),
        gtin: `0${gtin13(101 + i)}`,
        shelf_life_days: p.life,
        price: p.price,
      })),
    )
    .returning({ id: products.id });
  await orm.insert(hierarchies).values(
    PRODUCTS.map((p, i) => ({
      enterprise_id: enterpriseId,
      product_id: productRows[i]?.id as number,
      levels: [
        { unit_id: unit('btl'), quantity: 1 },
        { unit_id: unit('cs'), quantity: p.case },
        { unit_id: unit('plt'), quantity: p.pallet },
      ],
    })),
  );
  await orm.insert(productAttributes).values(
    productRows.flatMap((row, i) => [
      // Named attributes, which the scan page says in the visitor's language; their values in the brand's own.
      { product_id: row.id, position: 0, key: attributeKeyOf('origin'), value: BRAND_WORDS[PRODUCTS[i]?.brand ?? 0]?.origin ?? '' },
      { product_id: row.id, position: 1, key: attributeKeyOf('storage'), value: BRAND_WORDS[PRODUCTS[i]?.brand ?? 0]?.storage ?? '' },
    ]),
  );

  const warehouseRows = await orm
    .insert(warehouses)
    .values(
      WAREHOUSES.map((w) => ({
        enterprise_id: enterpriseId,
        code: w.code,
        name: w.name,
        type: w.type,
        area_code: w.area,
        manager: w.manager,
      })),
    )
    .returning({ id: warehouses.id, code: warehouses.code });
  const warehouseId = (code: string | null) => warehouseRows.find((w) => w.code === code)?.id ?? null;

  for (const [p, province] of PROVINCES.entries()) {
    const [top] = await orm
      .insert(dealers)
      .values({
        enterprise_id: enterpriseId,
        code: `D-${province.code.slice(0, 2)}-00`,
        name: `${province.name}省总经销`,
        tier: 1,
        contact: CONTACTS[p % CONTACTS.length] as string,
        phone: `139${String(10000000 + p * 1111).slice(0, 8)}`,
        area_code: province.code,
        warehouse_id: warehouseId(province.warehouse),
      })
      .returning({ id: dealers.id });
    if (!top) throw new Error('demo dealer insert returned nothing');
    await orm.insert(dealerRegions).values({ dealer_id: top.id, area_code: province.code, include_children: true });
    for (const [c, city] of (await citiesOf(orm, province.code, 4)).entries()) {
      const [sub] = await orm
        .insert(dealers)
        .values({
          enterprise_id: enterpriseId,
          code: `D-${province.code.slice(0, 2)}-${String(c + 1).padStart(2, '0')}`,
          name: `${city.name}经销商`,
          parent_id: top.id,
          tier: 2,
          contact: CONTACTS[(p + c + 1) % CONTACTS.length] as string,
          area_code: city.code,
        })
        .returning({ id: dealers.id });
      if (sub) await orm.insert(dealerRegions).values({ dealer_id: sub.id, area_code: city.code, include_children: true });
    }
  }

  const seal = await storeImageIn(dataDir, Buffer.from(SEAL_PNG, 'base64'));
  await orm.insert(productCertificates).values(
    [
      {
        name: 'Organic product certification',
        number: '147OP2400318',
        issuer: 'China Quality Certification Centre',
        valid_from: dayFrom(now, -400),
        valid_until: dayFrom(now, 695),
        image: seal.path,
        sort: 1,
      },
      {
        name: 'Food production licence (SC)',
        number: 'SC10633012700158',
        issuer: 'Zhejiang Administration for Market Regulation',
        valid_from: dayFrom(now, -900),
        valid_until: dayFrom(now, 925),
        image: '',
        sort: 2,
      },
    ].map((certificate) => ({ ...certificate, enterprise_id: enterpriseId, product_id: productRows[0]?.id as number })),
  );

  await orm.insert(materials).values(
    MATERIALS.map((m) => ({
      enterprise_id: enterpriseId,
      code: m.code,
      name: m.name,
      type: m.type,
      specification: m.spec,
      supplier: m.supplier,
      unit_id: unit(m.type === 1 ? 'kg' : 'pc'),
    })),
  );
  await orm.insert(outsourcings).values([
    {
      enterprise_id: enterpriseId,
      code: 'OEM-HZ',
      name: '杭州清源饮品代工厂',
      contact: '钱伟',
      area_code: '330100',
      licence_no: 'SC10633010000123',
    },
    {
      enterprise_id: enterpriseId,
      code: 'OEM-VLC',
      name: 'Envasados Levante S.L.',
      contact: 'Lucía Pérez',
      area_code: 'ES',
      licence_no: 'RGSEAA 21.012345/V',
    },
  ]);
  await orm.insert(enterpriseProfiles).values({
    enterprise_id: enterpriseId,
    credit_code: '91350100M000100Y43',
    area_code: '330100',
    address: '杭州市西湖区文三路 100 号',
    contact: '陈建国',
    phone: '0571-88886666',
    website: 'https://www.example.com',
    introduction:
      '<p><strong>Aqua Vita</strong> bottles spring water and teas for consumers in China and Spain. Every bottle carries its own code: scan it to see where it comes from.</p>',
    gs1_prefix: GS1_PREFIX,
  });
}

/**
 * The demo master data the other areas' demo documents use, each list in id order (products by
 * their id): the products with a packaging hierarchy (the first hierarchy's product first), and the
 * enabled warehouses, dealers and materials. Fails when the demo base data is missing.
 */
export async function demoMasterDataOf(scope: Scope) {
  const { orm, enterpriseId } = scope;
  const ids = async (query: SQL): Promise<number[]> => {
    const result = (await orm.execute(query)) as unknown as { rows: Array<{ id: number }> };
    if (result.rows.length === 0) throw new Error('demo master data missing for the demo codes');
    return result.rows.map((row) => Number(row.id));
  };
  // One after another: they run on the caller's transaction, one connection.
  const firstPackaged = await ids(sql`SELECT product_id AS id FROM hierarchies WHERE enterprise_id = ${enterpriseId} ORDER BY id LIMIT 1`);
  const packagedProductIds = await ids(
    sql`SELECT product_id AS id FROM hierarchies WHERE enterprise_id = ${enterpriseId} ORDER BY product_id`,
  );
  const warehouseIds = await ids(sql`SELECT id FROM warehouses WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id`);
  const dealerIds = await ids(sql`SELECT id FROM dealers WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id`);
  const materialIds = await ids(sql`SELECT id FROM materials WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id`);
  return { firstPackagedProductId: firstPackaged[0] as number, packagedProductIds, warehouseIds, dealerIds, materialIds };
}
