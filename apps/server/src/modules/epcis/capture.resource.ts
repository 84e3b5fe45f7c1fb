import { captureQuery, captureRow, partnerEvent, partnerEventQuery } from '@trace/contract/epcis';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../platform/resource/routes.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { defineResource } from '../../platform/resource/spec.ts';
import { epcisCaptures as c, epcisCapturedEvents as e } from './epcis.table.ts';

/** The enterprise's capture jobs, newest first (`/api/inspect/epcis-captures/pagelist`, the inquiry's partner-events tab). */
export const captureResource = defineResource({
  path: 'epcis-captures',
  area: 'inspect',
  routes: ['pagelist'],
  menuKey: 'informationinquiry',
  objectType: 'epcis_capture',
  table: c,
  select: {
    id: c.id,
    captured_by: c.captured_by,
    created_at: c.created_at,
    success: c.success,
    event_count: c.event_count,
    stored_count: c.stored_count,
    present_count: c.present_count,
    error_count: sql<number>`jsonb_array_length(epcis_captures.errors)`,
  },
  row: captureRow,
  query: captureQuery,
  sorts: { created_at: c.id },
  keywordColumns: [c.captured_by],
  where: (query) => [query.success === undefined ? undefined : eq(c.success, query.success === 'true')],
  exportColumns: () => [],
});

/** A partner's events naming one of the enterprise's codes, by the code's value (`/api/inspect/partner-events/pagelist`). */
export const partnerEventResource = defineResource({
  path: 'partner-events',
  area: 'inspect',
  routes: ['pagelist'],
  menuKey: 'informationinquiry',
  objectType: 'epcis_captured_event',
  table: e,
  select: {
    id: e.id,
    event_id: e.event_id,
    event_type: e.event_type,
    action: e.action,
    biz_step: e.biz_step,
    disposition: e.disposition,
    read_point: e.read_point,
    biz_location: e.biz_location,
    event_time: e.event_time,
    record_time: e.record_time,
    capture_id: e.capture_id,
    captured_by: sql<string>`(SELECT j.captured_by FROM epcis_captures j WHERE j.id = epcis_captured_events.capture_id)`,
  },
  row: partnerEvent,
  query: partnerEventQuery,
  sorts: { event_time: e.event_time },
  keywordColumns: [],
  // From the code's links (their key starts with the code), not from every captured event.
  where: (query, ctx) => [
    sql`epcis_captured_events.id IN (SELECT l.captured_event_id FROM epcis_captured_codes l
      WHERE l.enterprise_id = ${ctx.enterpriseId} AND l.code_value = ${query.code})`,
  ],
  exportColumns: () => [],
});

/** The console's lists of captures and partner events, under the information inquiry's grant. */
export async function captureConsoleRoutes(app: FastifyInstance) {
  registerResource(app, captureResource, resourceService(captureResource));
  registerResource(app, partnerEventResource, resourceService(partnerEventResource));
}
