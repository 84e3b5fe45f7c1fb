import { z } from 'zod';
import { id, isoDate, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { SCAN_TEXT_MAX } from './scan.ts';
import { plainText } from './validation.ts';

/**
 * Consumer inquiries: messages a consumer leaves on the scan page about the code they scanned
 * (`POST /api/public/inquiries`), worked through by the brand in the console (`customerinquire`,
 * `/api/querymanage/inquiries/…`): replied to, closed, exported.
 */

/** Open until someone replies; closed when nothing more is to be done (with or without a reply). */
export const INQUIRY_STATUSES = ['open', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The scan page's languages: the one the consumer wrote from. */
export const INQUIRY_LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type InquiryLanguage = (typeof INQUIRY_LANGUAGES)[number];

export const INQUIRY_CONTENT_MAX = 1000;
export const INQUIRY_CONTACT_MAX = 64;
export const INQUIRY_REPLY_MAX = 1000;

export const publicInquiryInput = z.object({
  /** What the phone read or the person typed on the page: a code, its short URL or a Digital Link. */
  code: z.string().trim().min(1).max(SCAN_TEXT_MAX),
  content: plainText(INQUIRY_CONTENT_MAX),
  /** A phone number, an e-mail address or any handle; only its masked form is stored. */
  contact: plainText(INQUIRY_CONTACT_MAX, 0).optional(),
  /** The page's language; the request's when not given. */
  language: z.enum(INQUIRY_LANGUAGES).optional(),
});
export type PublicInquiryInput = z.infer<typeof publicInquiryInput>;

/**
 * The same answer whatever the code was (one of any enterprise's, or none), so the form cannot be
 * used to find out which codes exist.
 */
export const publicInquiryAnswer = z.object({ received: z.literal(true) });

export const inquiryReply = z.object({ id, reply: plainText(INQUIRY_REPLY_MAX) });
export const inquiryClose = z.object({ id });

const SORTS = ['created_at', 'handled_at'] as const;
export const inquiryQuery = pageQuery.extend({
  /** A part of the code (or of the text scanned) or of the message. */
  keyword,
  status: z.enum(INQUIRY_STATUSES).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: z.enum(SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const inquiry = z.object({
  id: z.number(),
  created_at: z.string(),
  /** The code's value. */
  code: z.string(),
  /** What the consumer's page sent: the short URL, Digital Link or typed text. */
  raw_value: z.string(),
  product_name: z.string(),
  content: z.string(),
  /** As stored: masked (138****5678, a***@example.com), never the contact itself; empty when none was left. */
  contact_masked: z.string(),
  language: z.enum(INQUIRY_LANGUAGES),
  status: z.enum(INQUIRY_STATUSES),
  reply: z.string(),
  /** Who replied or closed it last. */
  handled_by: z.string(),
  handled_at: z.string().nullable(),
  /** The consumer's address network (a /24 or /48), never the address. */
  network: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;
