import type { CapturedEventRow } from './captured-reads.ts';
import { EPCIS_CONTEXT, localTime } from './epcis-event.ts';

/** GS1's context as documents name it (the standard's address and the repository's published copy). */
const GS1_CONTEXTS = new Set([
  EPCIS_CONTEXT[0] as string,
  'https://gs1.github.io/EPCIS/epcis-context.jsonld',
  'https://ref.gs1.org/standards/epcis/epcis-context.jsonld',
]);

/** What of a document's `@context` a capture keeps: every entry but GS1's own context (the answer names that itself). */
export function ownContextOf(context: unknown[]): unknown[] {
  return context.filter((entry) => !(typeof entry === 'string' && GS1_CONTEXTS.has(entry)));
}

/** An event's keys with these prefixes written out as their full IRIs (the prefix means another IRI in the answer's context). */
function expanded(value: unknown, prefixes: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => expanded(item, prefixes));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const at = key.indexOf(':');
      const iri = at > 0 ? prefixes.get(key.slice(0, at)) : undefined;
      return [iri ? `${iri}${key.slice(at + 1)}` : key, expanded(item, prefixes)];
    }),
  );
}

/**
 * The context of a page's answer: GS1's, the prefixes the repository's own events use (when it has
 * any, or has no event at all), and those of
 * the documents the page's captured events came in, so their extension fields keep their meaning.
 * When two documents give one prefix different IRIs, the later document's events carry that
 * prefix's fields written out in full. `eventOf` is a captured event as answered, with the
 * repository's record time in the enterprise's time zone.
 */
export function documentContextOf(
  rows: CapturedEventRow[],
  withOwn: boolean,
): {
  context: unknown[];
  eventOf: (row: CapturedEventRow, timeZone: string) => Record<string, unknown>;
} {
  // The own events' prefixes only when the page has own events: a partner's document may give them other IRIs.
  const terms: Record<string, unknown> = withOwn ? { ...(EPCIS_CONTEXT[1] as Record<string, string>) } : {};
  const addresses: string[] = [];
  const clashes = new Map<number, Map<string, string>>();
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.capture_id)) continue;
    seen.add(row.capture_id);
    for (const entry of row.context) {
      if (typeof entry === 'string') {
        if (!addresses.includes(entry)) addresses.push(entry);
        continue;
      }
      if (!entry || typeof entry !== 'object') continue;
      for (const [term, meaning] of Object.entries(entry)) {
        if (!(term in terms)) terms[term] = meaning;
        else if (JSON.stringify(terms[term]) !== JSON.stringify(meaning) && typeof meaning === 'string')
          clashes.set(row.capture_id, (clashes.get(row.capture_id) ?? new Map()).set(term, meaning));
      }
    }
  }
  return {
    context: [EPCIS_CONTEXT[0], ...addresses, terms],
    eventOf: (row, timeZone) => {
      const clash = clashes.get(row.capture_id);
      const event = { ...row.event, recordTime: localTime(row.record_time, timeZone).time };
      return clash ? (expanded(event, clash) as Record<string, unknown>) : event;
    },
  };
}
