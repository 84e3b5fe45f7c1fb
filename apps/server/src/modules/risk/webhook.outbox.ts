import type { WebhookEvent } from '@trace/contract/webhook';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/context.ts';
import { codeValueOf } from '../codes/codes.public.ts';

/**
 * Queues the webhook deliveries of warning events in the caller's transaction (an outbox): a
 * delivery exists exactly when the change it reports was committed, for every enabled
 * subscription of the enterprise to that event, with the warning as it stands then.
 */
export async function queueWarningEvents(
  ctx: Scope & { now: Date },
  events: Array<{ warningId: number; event: WebhookEvent }>,
): Promise<void> {
  if (events.length === 0) return;
  await ctx.orm.execute(sql`
    INSERT INTO webhook_deliveries (enterprise_id, subscription_id, event, warning_id, payload, next_attempt_at, created_at)
    SELECT s.enterprise_id, s.id, e.event, w.id,
      jsonb_build_object('id', w.id, 'kind', w.kind, 'reason', w.reason, 'state', w.state, 'strength', w.strength,
        'dealer_id', w.dealer_id, 'code', ${codeValueOf(sql`w.code_id`)}, 'product_id', w.product_id, 'lot_no', w.lot_no,
        'region_code', w.region_code, 'scan_count', w.scan_count, 'device_count', w.device_count, 'params_version', w.params_version,
        'raised_at', w.raised_at, 'last_scan_at', w.last_scan_at, 'assignee_id', w.assignee_id, 'outcome', w.outcome),
      ${ctx.now.toISOString()}::timestamptz, ${ctx.now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ warning_id: e.warningId, event: e.event })))}::jsonb) AS e(warning_id int, event text)
    JOIN warnings w ON w.id = e.warning_id AND w.enterprise_id = ${ctx.enterpriseId}
    JOIN webhook_subscriptions s ON s.enterprise_id = ${ctx.enterpriseId} AND s.enabled AND e.event = ANY(s.events)`);
}
