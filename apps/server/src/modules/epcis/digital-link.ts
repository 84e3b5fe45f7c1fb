/**
 * GS1 identifiers in their two syntaxes: GS1 Digital Link URIs and EPC pure-identity URNs, and the
 * canonical Digital Link (on `id.gs1.org`, the finest level only) the event hash compares.
 */

/** The GS1 mod-10 check digit of a key without its check digit (GTIN, GLN, SSCC). */
export function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** Characters GS1 Digital Link requires percent-encoded in a serial or lot taken from a URN. */
const percentEncode = (text: string) =>
  text.replace(/[!()*+,:]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

const SERIAL = `(?:%[0-9A-Fa-f]{2}|[!')(*+,.0-9:;=A-Za-z_-]){1,20}`;
const URN_RULES: Array<[RegExp, (prefix: string, rest: string) => string]> = [
  [
    new RegExp(`^urn:epc:id:sgtin:(\\d{6,12})\\.(\\d{1,7})\\.(${SERIAL})$`),
    (prefix, rest) => {
      const [itemRef, serial] = splitOnce(rest);
      const body = itemRef.slice(0, 1) + prefix + itemRef.slice(1);
      return `https://id.gs1.org/01/${body}${checkDigit(body)}/21/${percentEncode(serial)}`;
    },
  ],
  [
    /^urn:epc:id:sscc:(\d{6,12})\.(\d{5,11})$/,
    (prefix, rest) => {
      const body = rest.slice(0, 1) + prefix + rest.slice(1);
      return `https://id.gs1.org/00/${body}${checkDigit(body)}`;
    },
  ],
  [
    new RegExp(`^urn:epc:id:sgln:(\\d{6,12})\\.(\\d{0,6}\\.${SERIAL})$`),
    (prefix, rest) => {
      const [locationRef, extension] = splitOnce(rest);
      const body = prefix + locationRef;
      return `https://id.gs1.org/414/${body}${checkDigit(body)}${extension === '0' ? '' : `/254/${percentEncode(extension)}`}`;
    },
  ],
  [
    /^urn:epc:id:pgln:(\d{6,12})\.(\d{0,6})$/,
    (prefix, rest) => {
      const body = prefix + rest;
      return `https://id.gs1.org/417/${body}${checkDigit(body)}`;
    },
  ],
  [
    new RegExp(`^urn:epc:class:lgtin:(\\d{6,12})\\.(\\d{1,7}\\.${SERIAL})$`),
    (prefix, rest) => {
      const [itemRef, lot] = splitOnce(rest);
      const body = itemRef.slice(0, 1) + prefix + itemRef.slice(1);
      return `https://id.gs1.org/01/${body}${checkDigit(body)}/10/${percentEncode(lot)}`;
    },
  ],
  [
    /^urn:epc:idpat:sgtin:(\d{6,12})\.(\d{1,7})\.\*$/,
    (prefix, rest) => {
      const [itemRef] = splitOnce(rest);
      const body = itemRef.slice(0, 1) + prefix + itemRef.slice(1);
      return `https://id.gs1.org/01/${body}${checkDigit(body)}`;
    },
  ],
];

function splitOnce(text: string): [string, string] {
  const at = text.indexOf('.');
  return [text.slice(0, at), text.slice(at + 1)];
}

/** A URN whose company prefix and reference make 13 digits (12 for locations and parties, 17 for an SSCC). */
function fromUrn(uri: string): string | null {
  for (const [pattern, build] of URN_RULES) {
    const match = pattern.exec(uri);
    if (!match) continue;
    const prefix = match[1] as string;
    const rest = uri.slice(uri.indexOf(prefix) + prefix.length + 1);
    const digits = prefix.length + (/^\d+/.exec(rest)?.[0].length ?? 0);
    const expected = uri.startsWith('urn:epc:id:sscc:') ? 17 : /sgln|pgln/.test(uri) ? 12 : 13;
    if (digits !== expected) return null;
    return build(prefix, rest);
  }
  return null;
}

const DL_VALUE = `[\\x22\\x27\\x2D\\x2E\\x30-\\x39\\x3B-\\x3F\\x41-\\x5A\\x5F\\x61-\\x7A]{0,20}`;
const CANONICAL_DL = [
  /^https:\/\/id\.gs1\.org\/00\/\d{18}$/,
  new RegExp(`^https://id\\.gs1\\.org/01/\\d{14}(/(10|21)/${DL_VALUE})?$`),
  /^https:\/\/id\.gs1\.org\/(414|417)\/\d{13}$/,
  new RegExp(`^https://id\\.gs1\\.org/414/\\d{13}/254/${DL_VALUE}$`),
];

/** A Digital Link on any host as the canonical one on id.gs1.org: no query, the serial rather than the lot, no variant. */
function fromDigitalLink(uri: string): string | null {
  if (!/^https?:\/\//.test(uri)) return null;
  const path = uri.replace(/^https?:\/\/[^/?#]*/, '').replace(/[?#].*$/, '');
  const key = /\/(00|01|414|417)\/(\d{4}[^/]*)(\/.*)?$/.exec(path);
  if (!key) return null;
  let primary = key[2] as string;
  if (key[1] === '01' && /^\d{8}$|^\d{12,13}$/.test(primary)) primary = primary.padStart(14, '0');
  const qualifiers = (key[3] ?? '').split('/').filter(Boolean);
  const pairs = new Map<string, string>();
  for (let i = 0; i + 1 < qualifiers.length; i += 2) pairs.set(qualifiers[i] as string, qualifiers[i + 1] as string);
  let canonical = `https://id.gs1.org/${key[1]}/${primary}`;
  if (key[1] === '01') {
    if (pairs.has('21')) canonical += `/21/${pairs.get('21')}`;
    else if (pairs.has('10')) canonical += `/10/${pairs.get('10')}`;
  } else if (key[1] === '414' && pairs.has('254')) canonical += `/254/${pairs.get('254')}`;
  return CANONICAL_DL.some((pattern) => pattern.test(canonical)) ? canonical : null;
}

/** The canonical Digital Link of a URN or Digital Link naming a GS1 key; null for any other text. */
export function canonicalIdentifier(uri: string): string | null {
  return uri.startsWith('urn:epc:') ? fromUrn(uri) : fromDigitalLink(uri);
}

/**
 * The EPC pure-identity URN of an instance Digital Link (SGTIN, SSCC), given the length of the
 * company prefix; null when the identifier has no URN form (a private HTTPS URI).
 */
export function epcUrnOf(uri: string, companyPrefixLength: number | null): string | null {
  if (companyPrefixLength === null || companyPrefixLength < 6 || companyPrefixLength > 12) return null;
  const canonical = canonicalIdentifier(uri);
  const sgtin = canonical && /^https:\/\/id\.gs1\.org\/01\/(\d{14})\/21\/(.+)$/.exec(canonical);
  if (sgtin) {
    const gtin = sgtin[1] as string;
    const prefix = gtin.slice(1, 1 + companyPrefixLength);
    const itemRef = gtin[0] + gtin.slice(1 + companyPrefixLength, 13);
    return `urn:epc:id:sgtin:${prefix}.${itemRef}.${sgtin[2]}`;
  }
  const sscc = canonical && /^https:\/\/id\.gs1\.org\/00\/(\d{18})$/.exec(canonical);
  if (sscc) {
    const digits = sscc[1] as string;
    return `urn:epc:id:sscc:${digits.slice(1, 1 + companyPrefixLength)}.${digits[0]}${digits.slice(1 + companyPrefixLength, 17)}`;
  }
  return null;
}
