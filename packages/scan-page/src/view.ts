import type { PageCertificate } from '@trace/contract/base';
import type { ScanVerdict } from '@trace/contract/scan';
import type { ScanBlock } from '@trace/contract/scan-template';

/**
 * The zone of the page's times and days: the visitor's is unknown to the server, so times carry
 * this zone's name and a certificate is valid by this zone's day.
 */
export const PAGE_TIME_ZONE = 'Asia/Shanghai';

/** The day of a moment in the page's zone, as `YYYY-MM-DD`. */
export function pageDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: PAGE_TIME_ZONE }).format(at);
}

/** A step of a code's life a consumer may see: when, and in which region (never a dealer, warehouse or person). */
export type PublicStep = { step: 'produced' | 'packed' | 'shipped' | 'received' | 'returned'; at: string; region: string };

/** The product as the page shows it. */
export type PageProduct = {
  name: string;
  specification: string;
  description: string;
  images: string[];
  attributes: Array<{ key: string; value: string }>;
  brand_name: string;
  brand_logo: string;
  brand_story: string;
  /** Its certificates valid on the day of the scan, in their order. */
  certificates: PageCertificate[];
  /** Its packaging levels, item first, each holding `quantity` of the one before, with its unit's name in the visitor's language. */
  packaging: Array<{ quantity: number; unit_name: string }>;
};

/** Who to contact about a code the page cannot vouch for: the enterprise that owns it (or the page's host), when known. */
export type PageContact = { name: string; logo: string; phone: string; website: string };

/**
 * Everything the scan page shows, already in the visitor's language and time zone where it is
 * text: the verdict with its counts, and for a genuine code its product, lot, dates and steps.
 */
export type ScanView = {
  verdict: ScanVerdict;
  /** What was scanned, sent back with the anti-code and the inquiry form. */
  scanned: string;
  count: number;
  firstQueryAt: string;
  maxQueries: number;
  product: PageProduct | null;
  lotNo: string;
  producedOn: string;
  expiresOn: string;
  steps: PublicStep[];
  carousel: Array<{ image_url: string; link_url: string }>;
  /** The code's rule prints an anti-code under a scratch-off layer. */
  antiCode: boolean;
  /** The signed reference with which the visitor may add a position to this scan; null where none is taken (a preview, a code of no enterprise). */
  positionReference: string | null;
  /** A recalled product's notice, in the brand's own words ('' otherwise). */
  recallNotice: string;
  /** Whom to contact, for a verdict that does not vouch for the product (a code not found, voided …); null when unknown. */
  contact: PageContact | null;
};

/** Verdicts of a genuine code, whose product the page shows. */
export const GENUINE_VERDICTS: readonly ScanVerdict[] = ['genuine_first', 'genuine_repeat', 'over_limit'];
/** Verdicts of a genuine product recalled or held back: the page shows which product, and what to do. */
export const HELD_VERDICTS: readonly ScanVerdict[] = ['recalled', 'on_hold'];

/** Blocks a page shows when its enterprise has published no template. */
export const DEFAULT_BLOCKS: ScanBlock[] = [
  { type: 'verdict' },
  { type: 'product' },
  { type: 'anti_code' },
  { type: 'timeline' },
  { type: 'brand_story', text: '' },
  { type: 'inquiry_form' },
];

/** The page's words: a key of the `consumer` or `scan` namespace, with its values. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The page as the console's template preview shows it: a genuine first query of the chosen
 * product (or a placeholder naming what to pick, with a sample certificate so the block shows),
 * with its label's anti-code box and two steps.
 */
export function previewView(product: PageProduct | null, carousel: ScanView['carousel'], now: string, t: Translate): ScanView {
  const placeholder: PageProduct = {
    name: t('scan.productPlaceholder'),
    specification: '',
    description: '',
    images: [],
    attributes: [],
    brand_name: '',
    brand_logo: '',
    brand_story: '',
    certificates: [{ name: t('scan.sampleCertificates'), number: '', issuer: '', valid_from: '', valid_until: '', image: '' }],
    packaging: [],
  };
  return {
    verdict: 'genuine_first',
    scanned: '',
    count: 1,
    firstQueryAt: now,
    maxQueries: 0,
    product: product ?? placeholder,
    lotNo: '',
    producedOn: '',
    expiresOn: '',
    steps: [
      { step: 'produced', at: now, region: '' },
      { step: 'shipped', at: now, region: '' },
    ],
    carousel,
    antiCode: true,
    positionReference: null,
    recallNotice: '',
    contact: null,
  };
}
