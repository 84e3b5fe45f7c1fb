import { GEO_SOURCES, SCAN_ROUTES, SCAN_VERDICTS, SCANNERS } from '@trace/contract/scan';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from '../../db/check-list.ts';
import { xid8 } from '../../db/xid8.ts';

/**
 * Every public scan, as it happened: the text scanned, the code it resolved to (none: not found,
 * and then no enterprise either), the verdict shown, who scanned and whether it counted, where
 * (region from GPS or the address), a truncated address and a keyed hash of the device. Written
 * once; afterwards only a position the visitor shares from the page may be added, once (its place
 * and region, and its move in the engine's reading order). A scan never changes the code's life cycle, only its counters.
 */
export const scanEvents = pgTable(
  'scan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterprise_id: integer('enterprise_id'),
    code_id: bigint('code_id', { mode: 'number' }),
    raw_value: text('raw_value').notNull(),
    route: text('route').notNull(),
    scanner: text('scanner').notNull(),
    counted: boolean('counted').notNull(),
    verdict: text('verdict').notNull(),
    /** The address with its host part dropped: a /24 (IPv4) or /48 (IPv6) network. */
    address: text('address').notNull(),
    device_hash: text('device_hash').notNull(),
    region_code: text('region_code'),
    geo_source: text('geo_source').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /**
     * The transaction that recorded it. The risk engine reads an enterprise's scans in this order
     * and only below the oldest transaction still in flight, so a scan committed after a later id
     * is not passed over. Scans recorded before the engine existed read as 1.
     */
    recorded_xid: xid8('recorded_xid').notNull().default(sql`pg_current_xact_id()`),
    /**
     * Where the scan stood in that order before a position shared later moved it to the sharing
     * transaction (`recorded_xid`), and the region it had then: the engine, past that place
     * already, reads it again for its position. Null while nothing moved it.
     */
    first_xid: xid8('first_xid'),
    first_region_code: text('first_region_code'),
  },
  (t) => [
    /** The dedupe window's question: was this code counted for this device or address lately? */
    index('scan_events_code_idx').on(t.code_id, t.occurred_at).where(sql`${t.code_id} IS NOT NULL`),
    index('scan_events_enterprise_idx').on(t.enterprise_id, t.occurred_at).where(sql`${t.enterprise_id} IS NOT NULL`),
    /**
     * The map's counts by region: every column they read is in the index (drizzle has no INCLUDE),
     * so the country's GROUP BY, a province's range of codes and a period read the index alone.
     */
    index('scan_events_region_idx')
      .on(t.enterprise_id, t.region_code, t.occurred_at, t.verdict, t.counted)
      .where(sql`${t.enterprise_id} IS NOT NULL`),
    /** The risk engine's reading order per enterprise. */
    index('scan_events_risk_idx').on(t.enterprise_id, t.recorded_xid, t.id).where(sql`${t.enterprise_id} IS NOT NULL`),
    /** The watcher's question for positions shared late: which scans moved since it last looked. */
    index('scan_events_moved_idx').on(t.recorded_xid).where(sql`${t.first_xid} IS NOT NULL`),
    check('scan_events_route', sql`${t.route} IN (${inList(SCAN_ROUTES)})`),
    check('scan_events_scanner', sql`${t.scanner} IN (${inList(SCANNERS)})`),
    check('scan_events_verdict', sql`${t.verdict} IN (${inList(SCAN_VERDICTS)})`),
    check('scan_events_geo_source', sql`${t.geo_source} IN (${inList(GEO_SOURCES)})`),
  ],
);
