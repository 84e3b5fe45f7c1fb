/** The enterprise's days: an instant's local day and hour, and the instant a local day begins. */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Every zone's offset is a whole number of quarter hours: an instant's local day and hour hold for its quarter. */
const QUARTER_MS = 15 * 60_000;
const quarters = new Map<string, Map<number, { day: string; hour: number }>>();
/** Quarters kept per zone before starting afresh (a rebuild reads years of events in order). */
const QUARTERS_KEPT = 100_000;

/** The local day (`YYYY-MM-DD`) and hour (0–23) of an instant in a time zone. */
export function localDayHour(at: Date, timeZone: string): { day: string; hour: number } {
  const quarter = Math.floor(at.getTime() / QUARTER_MS);
  let known = quarters.get(timeZone);
  if (!known || known.size >= QUARTERS_KEPT) {
    known = new Map();
    quarters.set(timeZone, known);
  }
  const kept = known.get(quarter);
  if (kept) return kept;
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(new Date(quarter * QUARTER_MS))) parts[part.type] = part.value;
  const found = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  known.set(quarter, found);
  return found;
}

/** The local wall clock of an instant as if it were UTC, to measure the zone's offset then. */
function wallClockMs(at: Date, timeZone: string): number {
  const parts = new Map(
    formatOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  return Date.UTC(of('year'), of('month') - 1, of('day'), of('hour'), of('minute'), of('second'));
}

/** The instant a local day begins in a time zone, the day given as its midnight read as UTC (its offset read twice, for a day a clock moves). */
function startOfLocalMidnight(naive: number, timeZone: string): Date {
  let guess = naive - (wallClockMs(new Date(naive), timeZone) - naive);
  guess = naive - (wallClockMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** The instant a local day (`YYYY-MM-DD`) begins in a time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  return startOfLocalMidnight(Date.parse(`${day}T00:00:00Z`), timeZone);
}

/** The instants a period of local days covers: from its first day's start to its last day's end (past 9999-12-31 too). */
export function periodInstants(period: { from: string; to: string }, timeZone: string): { since: Date; until: Date } {
  return {
    since: startOfLocalDay(period.from, timeZone),
    until: startOfLocalMidnight(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000, timeZone),
  };
}
