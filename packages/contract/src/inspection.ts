import { z } from 'zod';
import { id, isoDate, isoDateTime, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { SCAN_TEXT_MAX } from './scan.ts';
import { plainText } from './validation.ts';

/**
 * Field inspection (`forensics`, `/api/inspect/forensics/…`): an inspector checks a code found in
 * a store on a phone, and records the inspection with its evidence; inspection records
 * (`inspectrecord`, `/api/inspect/inspections/…`).
 */

/**
 * What the check says of the code where the inspector stands: sold in its dealer's regions, out of
 * them, never shipped (not on the market yet), copied (a label taken out of use, or a code with a
 * live clone warning), or unknown (not the enterprise's code, or no position to judge by).
 */
export const INSPECTION_VERDICTS = ['in_region', 'out_of_region', 'not_shipped', 'copied', 'unknown'] as const;
export type InspectionVerdict = (typeof INSPECTION_VERDICTS)[number];

export const INSPECTION_PHOTOS_MAX = 6;
export const STORE_NAME_MAX = 100;
export const STORE_ADDRESS_MAX = 200;
export const INSPECTION_NOTE_MAX = 500;

const position = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
const photoName = z.string().regex(/^[0-9a-f]{32}\.jpg$/, 'validation.photo');

export const forensicsCheckInput = z.object({
  /** What the camera or scanner read, or the person typed: a code, its short URL or a Digital Link. */
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
  /** The phone's position, when the inspector allowed it. */
  gps: position.optional(),
});
export type ForensicsCheckInput = z.infer<typeof forensicsCheckInput>;

const area = z.object({ code: z.string(), name: z.string() });

export const forensicsCheck = z.object({
  verdict: z.enum(INSPECTION_VERDICTS),
  code: z.string(),
  product_name: z.string(),
  lot_no: z.string(),
  produced_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  status: z.string(),
  /** The dealer the code was shipped or transferred to, and the dealers above it. */
  dealer: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  dealer_chain: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })),
  /** Where the dealer (with its sub-dealers) may sell. */
  dealer_regions: z.array(area),
  /** Where the inspector stands (from the position), null when unknown. */
  here: area.nullable(),
  /** The live diversion warning an out-of-region inspection would join, if any. */
  open_warning_id: z.number().nullable(),
});
export type ForensicsCheck = z.infer<typeof forensicsCheck>;

export const inspectionInput = z.object({
  /** The phone's id for this inspection: sent again (after a lost answer or offline), it is recorded once. */
  op_id: z.uuid(),
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
  gps: position.optional(),
  store_name: plainText(STORE_NAME_MAX, 0).default(''),
  store_address: plainText(STORE_ADDRESS_MAX, 0).default(''),
  note: plainText(INSPECTION_NOTE_MAX, 0).default(''),
  /** Names of photos uploaded first (`/api/inspect/forensics/photos`). */
  photos: z
    .array(photoName)
    .max(INSPECTION_PHOTOS_MAX)
    .default([])
    .transform((list) => [...new Set(list)]),
  /** Raise a diversion warning with this evidence, or add it to the live one (out of region only). */
  raise: z.boolean().default(false),
  /** When the inspection was made, for one queued on the phone while offline (now when absent). */
  inspected_at: isoDateTime.optional(),
});
export type InspectionInput = z.output<typeof inspectionInput>;

export const photoAnswer = z.object({ name: z.string(), width: z.number(), height: z.number() });

const SORTS = ['inspected_at'] as const;
export const inspectionQuery = pageQuery.extend({
  /** The code's value, the store's name or address. */
  keyword,
  inspector_id: id.optional(),
  dealer_id: id.optional(),
  product_id: id.optional(),
  region: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  verdict: z.enum(INSPECTION_VERDICTS).optional(),
  inspected_from: isoDate.optional(),
  inspected_to: isoDate.optional(),
  sort: z.enum(SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-inspected_at'),
});

export const inspection = z.object({
  id: z.number(),
  inspected_at: z.string(),
  inspector_id: z.number(),
  inspector_name: z.string(),
  raw_value: z.string(),
  code: z.string(),
  verdict: z.enum(INSPECTION_VERDICTS),
  product_id: z.number().nullable(),
  product_name: z.string(),
  lot_no: z.string(),
  dealer_id: z.number().nullable(),
  dealer_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  lat: z.string().nullable(),
  lng: z.string().nullable(),
  store_name: z.string(),
  store_address: z.string(),
  note: z.string(),
  photos: z.array(z.string()),
  warning_id: z.number().nullable(),
});
export type Inspection = z.infer<typeof inspection>;
