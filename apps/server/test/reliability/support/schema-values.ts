import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';

/** Texts tried first for a string with a pattern: the simplest that satisfies it wins. */
const PATTERN_CANDIDATES = ['A1', '', 'Ab', '12345678', '123456', 'ABC123', 'user@example.com', '+86 138-0000-0000', 'a'];

function fitsString(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(text)) return false;
  return true;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'user@example.com';
  if (schema.format === 'uri') return 'https://example.com/a';
  const candidates = schema.pattern ? PATTERN_CANDIDATES : ['sample', 'S', 'A1'];
  const fitting = candidates.find((text) => fitsString(schema, text));
  if (fitting !== undefined) return fitting;
  if (schema.pattern) {
    const [drawn] = fc.sample(
      fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((text) => fitsString(schema, text)),
      {
        numRuns: 1,
        seed: 1,
      },
    );
    if (drawn !== undefined) return drawn;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.maximum !== undefined ? Math.min(0, schema.maximum) : 1);
  return schema.type === 'integer' ? Math.ceil(low) : low;
}

/**
 * The simplest value the schema accepts: the default when there is one, else every property
 * (required and optional) at its simplest, numbers at their minimum, one item per list that
 * needs one. Deterministic, so that the same document gives the same requests.
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return sampleOf(schema.anyOf[0] as JsonSchema);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    default:
      return schema.nullable ? null : 'x';
  }
}

/** Any value the schema accepts, drawn by fast-check; patterns fall back to the simplest sample. */
export function validArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map(validArb));
  const base = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArb(value)])), {
          requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
        });
      }
      case 'array':
        return fc.array(validArb(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
      case 'string':
        if (schema.pattern || schema.format) return fc.constant(sampleString(schema));
        return fc.oneof(
          ...(['grapheme-ascii', 'grapheme'] as const).map((unit) =>
            fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24), unit }),
          ),
        );
      case 'integer': {
        const min = Math.ceil(schema.minimum ?? -1000);
        const max = Math.floor(schema.maximum ?? 1000);
        // Mostly small values, so ids hit the demo data and requests get past the lookup.
        return fc.oneof(
          { arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }), weight: 3 },
          { arbitrary: fc.integer({ min, max }), weight: 1 },
        );
      }
      case 'number':
        return fc
          .double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true })
          .map((n) => (schema.multipleOf ? Math.round(n / schema.multipleOf) * schema.multipleOf : n))
          .filter((n) => (schema.minimum === undefined || n >= schema.minimum) && (schema.maximum === undefined || n <= schema.maximum));
      case 'boolean':
        return fc.boolean();
      default:
        return fc.constant(sampleOf(schema));
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** 100 kB of text: more than any field may hold, less than the body limit. */
export const HUGE_TEXT = 'A'.repeat(100_000);

/**
 * Dates at and past the edges of what a date column and a date parser take: year 0 (PostgreSQL has
 * none), five-digit years, the last day, and offsets that carry a time over a year's edge or are no
 * time zone at all.
 */
export const DATE_EDGES: string[] = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-14:00',
  '10000-01-01',
  '+010000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '1900-01-01T00:00:00+14:00',
  '2026-01-01T00:00:00+23:59',
  '2026-01-01T00:00:00-23:59',
  '2026-03-29T02:30:00+01:00',
  '2026-02-29',
  '2026-01-01T24:00:00Z',
  '2026-01-01 00:00:00',
];

/** A date edge for a field or parameter that takes a date or a date-time. */
export const dateEdgeArb: fc.Arbitrary<string> = fc.constantFrom(...DATE_EDGES);

/** Whether a schema takes a date or a date-time (what `dateEdgeArb` is for). */
export function takesDate(schema: JsonSchema | undefined): boolean {
  return schema?.format === 'date' || schema?.format === 'date-time';
}

/** Numbers at and past every boundary a column or a parser has. */
export const HOSTILE_NUMBERS: unknown[] = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e308,
  -0,
  0.5,
  1e-7,
];

/** Texts that break naive code: database-unstorable, direction and width tricks, injection, pollution. */
export const HOSTILE_TEXTS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u202eevil\u202c',
  'שלום עולם',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  "' OR '1'='1' --",
  "'; DROP TABLE brands; --",
  '%_\\',
  '__proto__',
  'constructor.prototype',
  '{"__proto__":{"polluted":true}}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  'a\r\nSet-Cookie: x=1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  ' 1',
  '١٢٣',
  '9007199254740993',
  '2147483648',
  '-1',
  'null',
  'true',
  '[]',
  ...DATE_EDGES,
  // Longer than a path parameter may be, short enough for a URL.
  'L'.repeat(200),
  HUGE_TEXT,
];

export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom<unknown>(null, true, false, {}, [], [null], { id: 1 }, [[[[[]]]]]),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** How a value travels in a query string or path: as text, with arrays as repeated keys. */
export function asQueryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
