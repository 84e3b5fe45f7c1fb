import { z } from 'zod';
import { id, keyword, optionalText, phone, status, statusFilter } from './fields.ts';
import { pageQuery, sortOf } from './list.ts';
import { safeText } from './validation.ts';

/** Plant master data (menu `plant`): `/api/plant/<resource>/<action>`. */
export const PLANT_RESOURCES = ['plants', 'workshops', 'lines', 'shifts'] as const;
export type PlantResource = (typeof PLANT_RESOURCES)[number];

const code = safeText(32);
const name = (max: number) => z.string().trim().min(1).max(max);
const stamp = { created_at: z.string(), updated_at: z.string() };
const areaCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,12}$|^$/, { message: 'validation.invalidFormat' })
  .default('');
/** A time of day, `HH:mm`. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.invalidFormat' });

// Plants (plantlist)
export const plantInput = z.object({
  code,
  name: name(64),
  area_code: areaCode,
  address: optionalText(200),
  manager: optionalText(64),
  phone,
  status: status.default(1),
});
export const plantQuery = pageQuery.extend({
  keyword,
  status: statusFilter,
  area_code: z.string().trim().max(12).optional(),
  sort: sortOf(['code', 'name', 'created_at'], 'code'),
});
export const plant = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  area_code: z.string(),
  area_name: z.string(),
  address: z.string(),
  manager: z.string(),
  phone: z.string(),
  status: z.number(),
  workshop_count: z.number(),
  ...stamp,
});
export type Plant = z.infer<typeof plant>;

// Workshops (workshoplist)
export const workshopInput = z.object({
  code,
  name: name(64),
  plant_id: id,
  manager: optionalText(64),
  status: status.default(1),
});
export const workshopQuery = pageQuery.extend({
  keyword,
  status: statusFilter,
  plant_id: id.optional(),
  sort: sortOf(['code', 'name', 'created_at'], 'code'),
});
export const workshop = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  plant_id: z.number(),
  plant_name: z.string(),
  manager: z.string(),
  status: z.number(),
  line_count: z.number(),
  ...stamp,
});
export type Workshop = z.infer<typeof workshop>;

// Production lines (workline); the device key is answered once, by add and rotate-key.
export const lineInput = z.object({
  code,
  name: name(64),
  workshop_id: id,
  status: status.default(1),
});
export const lineQuery = pageQuery.extend({
  keyword,
  status: statusFilter,
  plant_id: id.optional(),
  workshop_id: id.optional(),
  sort: sortOf(['code', 'name', 'created_at', 'key_rotated_at'], 'code'),
});
export const line = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  workshop_id: z.number(),
  workshop_name: z.string(),
  plant_id: z.number(),
  plant_name: z.string(),
  status: z.number(),
  key_rotated_at: z.string(),
  ...stamp,
});
export type Line = z.infer<typeof line>;
/** A line with its new device key: the only answer that carries the key in clear. */
export const lineWithKey = line.extend({ device_key: z.string() });
export type LineWithKey = z.infer<typeof lineWithKey>;
/** Device keys: `lk_` and 43 base64url characters (32 random bytes). */
export const DEVICE_KEY = /^lk_[A-Za-z0-9_-]{43}$/;

// Shift teams (classlist); a night shift ends the next day when its end is not after its start.
export const SHIFT_MAX_MEMBERS = 200;
export const shiftInput = z.object({
  code,
  name: name(64),
  start_time: clock,
  end_time: clock,
  member_ids: z.array(id).max(SHIFT_MAX_MEMBERS).default([]),
  status: status.default(1),
});
export const shiftQuery = pageQuery.extend({
  keyword,
  status: statusFilter,
  sort: sortOf(['code', 'name', 'start_time', 'created_at'], 'code'),
});
export const shift = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  overnight: z.boolean(),
  members: z.array(z.object({ id: z.number(), name: z.string() })),
  status: z.number(),
  ...stamp,
});
export type Shift = z.infer<typeof shift>;
