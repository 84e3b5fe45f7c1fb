import { z } from 'zod';

/** Field rules shared by every area's schemas. */
export const STATUS_VALUE = { DISABLED: 0, ENABLED: 1 } as const;
export const status = z.union([z.literal(0), z.literal(1)]);
export const statusFilter = z.coerce.number().pipe(status).optional();
export const optionalText = (max: number) => z.string().trim().max(max).default('');
export const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+\d][\d\s-]*$|^$/, { message: 'validation.invalidFormat' })
  .default('');
export const id = z.coerce.number().int().positive();
/** A free-text search filter of a list. */
export const keyword = z.string().trim().max(64).optional();
