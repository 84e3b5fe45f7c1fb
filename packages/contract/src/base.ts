import { z } from 'zod';
import { id, idList, int4, isoDate, keyword, optionalText, phone, status, statusFilter } from './fields.ts';
import { isValidCreditCode, normalizeGtin } from './gs1.ts';
import { pageQuery, sortOf } from './list.ts';
import { safeText } from './validation.ts';

/** Master data (menu `base`): `/api/base/<resource>/<action>`. */
export const BASE_RESOURCES = ['brands', 'units', 'products', 'hierarchies', 'warehouses', 'dealers', 'materials', 'outsourcings'] as const;
export type BaseResource = (typeof BASE_RESOURCES)[number];

const code = safeText(32);
const name = (max: number) => z.string().trim().min(1).max(max);
const refId = id.nullable().default(null);
const stamp = { created_at: z.string(), updated_at: z.string() };
/** An uploaded file's path as the upload endpoint answered it. */
export const UPLOAD_PATH = /^\/api\/base\/uploads\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
export const upload = z.string().regex(UPLOAD_PATH, { message: 'validation.invalidFormat' });
const areaCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,12}$|^$/, { message: 'validation.invalidFormat' })
  .default('');

// Brands (productsort)
export const brandInput = z.object({
  name: name(64),
  logo: z.union([upload, z.literal('')]).default(''),
  story: optionalText(2000),
  status: status.default(1),
});
export const brandQuery = pageQuery.extend({ keyword, status: statusFilter, sort: sortOf(['name', 'created_at'], '-created_at') });
export const brand = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  story: z.string(),
  status: z.number(),
  product_count: z.number(),
  ...stamp,
});
export type Brand = z.infer<typeof brand>;

// Packaging units (productunit)
export const unitInput = z.object({
  name: name(32),
  symbol: optionalText(16),
  sort: int4(0, 9999).default(0),
  status: status.default(1),
});
export const unitQuery = pageQuery.extend({ keyword, status: statusFilter, sort: sortOf(['sort', 'name', 'created_at'], 'sort') });
export const unit = z.object({ id: z.number(), name: z.string(), symbol: z.string(), sort: z.number(), status: z.number(), ...stamp });
export type Unit = z.infer<typeof unit>;

// Products (productlist, productaddedit, prodcutextend, productpages)
export const PRODUCT_STATUS = { DISCONTINUED: 0, ON_SALE: 1 } as const;
/** A GTIN-8/12/13/14 with a correct check digit, stored as 14 digits; empty or null (as read back) means none. */
export const gtinField = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .refine((v) => !v || normalizeGtin(v) !== null, { message: 'validation.gtin' })
  .transform((v) => (v ? normalizeGtin(v) : null));
/**
 * Attribute names the scan page says in the visitor's language, stored as `@<name>`; any other
 * name is the brand's own and is shown as written.
 */
export const PRODUCT_ATTRIBUTE_NAMES = ['origin', 'storage', 'ingredients', 'net_content', 'allergens', 'usage'] as const;
export type ProductAttributeName = (typeof PRODUCT_ATTRIBUTE_NAMES)[number];
export const attributeKeyOf = (name: ProductAttributeName) => `@${name}`;
/** The named attribute a stored key stands for, if it is one. */
export function attributeNameOf(key: string): ProductAttributeName | undefined {
  const name = key.startsWith('@') ? key.slice(1) : '';
  return (PRODUCT_ATTRIBUTE_NAMES as readonly string[]).includes(name) ? (name as ProductAttributeName) : undefined;
}
export const productAttribute = z.object({ key: name(64), value: z.string().trim().max(500) });
export const productInput = z.object({
  code,
  name: name(128),
  brand_id: refId,
  specification: optionalText(128),
  unit_id: refId,
  gtin: gtinField,
  shelf_life_days: int4(0, 36500).nullable().default(null),
  price: z.coerce.number().min(0).max(99_999_999.99).multipleOf(0.01).nullable().default(null),
  status: status.default(1),
  images: z.array(upload).max(9).default([]),
  description: optionalText(2000),
  /** Saved with the product when given: the extended attributes in their order. */
  attributes: z.array(productAttribute).max(50).optional(),
});
export const productQuery = pageQuery.extend({
  keyword,
  brand_id: id.optional(),
  unit_id: id.optional(),
  status: statusFilter,
  gtin: z.string().trim().max(14).optional(),
  sort: sortOf(['code', 'name', 'created_at', 'price'], '-created_at'),
});
export const product = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  brand_id: z.number().nullable(),
  brand_name: z.string(),
  specification: z.string(),
  unit_id: z.number().nullable(),
  unit_name: z.string(),
  gtin: z.string().nullable(),
  shelf_life_days: z.number().nullable(),
  price: z.number().nullable(),
  status: z.number(),
  images: z.array(z.string()),
  description: z.string(),
  levels: z.number(),
  ...stamp,
});
export type Product = z.infer<typeof product>;
export const productAttributesBody = z.object({ product_id: id, attributes: z.array(productAttribute).max(50) });
export const productPageInput = z.object({
  product_id: id,
  content: z.string().max(100_000).default(''),
  images: z.array(upload).max(20).default([]),
  video_url: z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')]).default(''),
});
export const productPage = z.object({ product_id: z.number(), content: z.string(), images: z.array(z.string()), video_url: z.string() });
export type ProductPage = z.infer<typeof productPage>;

// A product's certificates (productpages): name, number, issuer, validity and an image, shown on the scan page while valid.
const validDate = isoDate.nullable().default(null);
export const certificateInput = z.object({
  product_id: id,
  name: name(64),
  number: optionalText(64),
  issuer: optionalText(128),
  /** First and last day of validity; null leaves that end open. */
  valid_from: validDate,
  valid_until: validDate,
  image: z.union([upload, z.literal('')]).default(''),
  sort: int4(0, 9999).default(0),
});
export const certificateQuery = pageQuery.extend({
  keyword,
  product_id: id.optional(),
  sort: sortOf(['sort', 'name', 'valid_until', 'created_at'], 'sort'),
});
export const certificate = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  image: z.string(),
  sort: z.number(),
  ...stamp,
});
export type Certificate = z.infer<typeof certificate>;
/** A certificate as the scan page shows it: dates as `YYYY-MM-DD`, '' for an open end or no image. */
export const pageCertificate = z.object({
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  image: z.string(),
});
export type PageCertificate = z.infer<typeof pageCertificate>;

// Packaging hierarchy (hierarchy): level 1 is the item; each further level holds `quantity` of the one below.
export const HIERARCHY_MAX_LEVELS = 4;
export const hierarchyLevel = z.object({ unit_id: refId, quantity: int4(1, 100_000) });
export const hierarchyInput = z.object({
  product_id: id,
  levels: z
    .array(hierarchyLevel)
    .min(2)
    .max(HIERARCHY_MAX_LEVELS)
    .refine((levels) => levels[0]?.quantity === 1, { message: 'validation.hierarchyItemQuantity' }),
});
export const hierarchyQuery = pageQuery.extend({
  keyword,
  product_id: id.optional(),
  sort: sortOf(['product_code', 'created_at'], 'product_code'),
});
export const hierarchy = z.object({
  id: z.number(),
  product_id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  levels: z.array(z.object({ unit_id: z.number().nullable(), unit_name: z.string(), quantity: z.number() })),
  items_per_top: z.number(),
  in_use: z.boolean(),
  ...stamp,
});
export type Hierarchy = z.infer<typeof hierarchy>;

// Warehouses (store)
export const WAREHOUSE_TYPES = [1, 2, 3, 4] as const; // factory, RDC, dealer, third-party
const warehouseType = z.coerce.number().pipe(z.union(WAREHOUSE_TYPES.map((v) => z.literal(v))));
export const warehouseInput = z.object({
  code,
  name: name(64),
  type: warehouseType,
  area_code: areaCode,
  address: optionalText(200),
  manager: optionalText(64),
  phone,
  status: status.default(1),
});
export const warehouseQuery = pageQuery.extend({
  keyword,
  type: warehouseType.optional(),
  status: statusFilter,
  area_code: z.string().trim().max(12).optional(),
  sort: sortOf(['code', 'name', 'created_at'], 'code'),
});
export const warehouse = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.number(),
  area_code: z.string(),
  area_name: z.string(),
  address: z.string(),
  manager: z.string(),
  phone: z.string(),
  status: z.number(),
  ...stamp,
});
export type Warehouse = z.infer<typeof warehouse>;

// Dealers (dealer): a tree; the tier is the depth (1 = top).
export const DEALER_MAX_TIER = 5;
export const dealerRegion = z.object({ area_code: areaCode.pipe(z.string().min(1)), include_children: z.boolean().default(true) });
export const dealerInput = z.object({
  code,
  name: name(128),
  parent_id: refId,
  contact: optionalText(64),
  phone,
  area_code: areaCode,
  address: optionalText(200),
  regions: z.array(dealerRegion).max(200).default([]),
  warehouse_id: refId,
  status: status.default(1),
});
export const dealerQuery = pageQuery.extend({
  keyword,
  parent_id: id.optional(),
  tier: int4(1, DEALER_MAX_TIER).optional(),
  status: statusFilter,
  area_code: z.string().trim().max(12).optional(),
  sort: sortOf(['code', 'name', 'tier', 'created_at'], 'code'),
});
export const dealer = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parent_id: z.number().nullable(),
  parent_name: z.string(),
  tier: z.number(),
  contact: z.string(),
  phone: z.string(),
  area_code: z.string(),
  area_name: z.string(),
  address: z.string(),
  regions: z.array(z.object({ area_code: z.string(), area_name: z.string(), include_children: z.boolean() })),
  warehouse_id: z.number().nullable(),
  warehouse_name: z.string(),
  status: z.number(),
  child_count: z.number(),
  ...stamp,
});
export type Dealer = z.infer<typeof dealer>;

// Materials (material)
export const MATERIAL_TYPES = [1, 2] as const; // raw, packaging
const materialType = z.coerce.number().pipe(z.union(MATERIAL_TYPES.map((v) => z.literal(v))));
export const materialInput = z.object({
  code,
  name: name(128),
  type: materialType,
  specification: optionalText(128),
  unit_id: refId,
  supplier: optionalText(128),
  status: status.default(1),
});
export const materialQuery = pageQuery.extend({
  keyword,
  type: materialType.optional(),
  status: statusFilter,
  sort: sortOf(['code', 'name', 'created_at'], 'code'),
});
export const material = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.number(),
  specification: z.string(),
  unit_id: z.number().nullable(),
  unit_name: z.string(),
  supplier: z.string(),
  status: z.number(),
  ...stamp,
});
export type Material = z.infer<typeof material>;

// Outsourced customers (outsourcing): contract manufacturers
export const outsourcingInput = z.object({
  code,
  name: name(128),
  contact: optionalText(64),
  phone,
  area_code: areaCode,
  licence_no: optionalText(64),
  status: status.default(1),
});
export const outsourcingQuery = pageQuery.extend({ keyword, status: statusFilter, sort: sortOf(['code', 'name', 'created_at'], 'code') });
export const outsourcing = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  area_code: z.string(),
  area_name: z.string(),
  licence_no: z.string(),
  status: z.number(),
  ...stamp,
});
export type Outsourcing = z.infer<typeof outsourcing>;

// Enterprise profile (enterprise)
/** Whether this runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}
const timeZone = z.string().trim().max(64).refine(isTimeZone, { message: 'validation.timeZone' });

export const enterpriseInput = z.object({
  name: name(128),
  credit_code: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isValidCreditCode(v), { message: 'validation.creditCode' })
    .default(''),
  logo: z.union([upload, z.literal('')]).default(''),
  area_code: areaCode,
  address: optionalText(200),
  contact: optionalText(64),
  phone,
  website: z.union([z.url({ protocol: /^https?$/ }).max(300), z.literal('')]).default(''),
  introduction: z.string().max(20_000).default(''),
  gs1_prefix: z
    .string()
    .trim()
    .regex(/^\d{6,12}$|^$/, { message: 'validation.gs1Prefix' })
    .default(''),
  /** Outbound orders may take more items of a product than planned. */
  allow_overscan: z.boolean().default(false),
  /** The enterprise's days: reports count and the home page's "today" begins by this IANA zone; left out, it stays as it is. */
  time_zone: timeZone.optional(),
});
export const enterpriseProfile = enterpriseInput.extend({
  time_zone: z.string(),
  area_name: z.string(),
  updated_at: z.string().nullable(),
});
export type EnterpriseProfile = z.infer<typeof enterpriseProfile>;

/** The most records one options call answers. */
export const OPTIONS_LIMIT = 50;
export const optionQuery = z.object({ keyword, ids: idList(OPTIONS_LIMIT).optional() });
/** A pick-list entry for reference pickers (brand, unit, warehouse, dealer, product …). */
export const option = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type Option = z.infer<typeof option>;

export const uploadResult = z.object({ path: z.string(), size: z.number(), type: z.string() });
export const UPLOAD_MAX_BYTES = 1_048_576;
/** The most pixels an uploaded image may have (25 megapixels, 5,000 × 5,000): what a phone can decode to show it. */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** Columns of each import file (the template's header row). */
export const IMPORT_COLUMNS = {
  products: ['code', 'name', 'brand', 'specification', 'unit', 'gtin', 'shelf_life_days', 'price', 'status', 'description'],
  warehouses: ['code', 'name', 'type', 'area_code', 'address', 'manager', 'phone', 'status'],
  dealers: ['code', 'name', 'parent_code', 'contact', 'phone', 'area_code', 'address', 'regions', 'warehouse_code', 'status'],
  materials: ['code', 'name', 'type', 'specification', 'unit', 'supplier', 'status'],
} as const;
