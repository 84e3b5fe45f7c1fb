import { z } from 'zod';
import { SCAN_TEXT_MAX } from './scan.ts';

/**
 * The scratch-off anti-code check of the consumer page (`POST /api/public/anticode`) and its
 * unlock in the console (`POST /api/querymanage/anticode/unlock`, button `customerquery:unlock`).
 */

/** Wrong anti-codes a code takes before it locks; a locked code answers "locked" until staff unlock it. */
export const ANTI_CODE_MAX_FAILURES = 5;

/** Longest anti-code a consumer may send: rules print at most 8 digits, spaces and dashes are ignored. */
export const ANTI_CODE_INPUT_MAX = 16;

/**
 * What a check answers: the anti-code is right, wrong (also for a code the page cannot vouch for:
 * unknown, not in use, or a label on the wrong product), the code is locked, or its rule prints none.
 */
export const ANTI_CODE_RESULTS = ['genuine', 'wrong', 'locked', 'none'] as const;
export type AntiCodeResult = (typeof ANTI_CODE_RESULTS)[number];

export const antiCodeCheckInput = z.object({
  /** The text scanned, as for the scan itself: a code, its short URL or a Digital Link. */
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
  /** The digits under the scratch-off coating, as typed. */
  anti_code: z.string().trim().min(1).max(ANTI_CODE_INPUT_MAX),
});
export type AntiCodeCheckInput = z.infer<typeof antiCodeCheckInput>;

export const antiCodeCheckAnswer = z.object({
  result: z.enum(ANTI_CODE_RESULTS),
  /** Wrong anti-codes the code still takes before it locks. */
  attempts_left: z.number().int().min(0),
});
export type AntiCodeCheckAnswer = z.infer<typeof antiCodeCheckAnswer>;

export const antiCodeUnlockInput = z.object({
  /** The code's value (or its URL, as scanned). */
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
});

export const antiCodeUnlockAnswer = z.object({
  code: z.string(),
  /** Wrong anti-codes counted before the unlock (the audit trail keeps them too). */
  failures: z.number().int(),
});
export type AntiCodeUnlockAnswer = z.infer<typeof antiCodeUnlockAnswer>;
