import { integrationToken, integrationTokenQuery } from '@trace/contract/epcis';
import { sql } from 'drizzle-orm';
import { integrationTokens as t } from '../../platform/access/integration-token.table.ts';
import { enterpriseToday } from '../../platform/access/integration-tokens.ts';
import { defineResource } from '../../platform/resource/spec.ts';

/** A token works through its last day in its enterprise's days. */
const state = sql<string>`CASE WHEN integration_tokens.revoked_at IS NOT NULL THEN 'revoked'
  WHEN integration_tokens.expires_on < ${enterpriseToday(sql.raw('integration_tokens.enterprise_id'))} THEN 'expired' ELSE 'live' END`;

/**
 * The enterprise's integration tokens (`/api/org/integration-tokens/…`, the inquiry's
 * integration tab): never the secret, only its first characters. The routes are
 * integration-token.routes.ts's, under the `informationinquiry:integration` button.
 */
export const integrationTokenResource = defineResource({
  path: 'integration-tokens',
  area: 'org',
  routes: [],
  menuKey: 'informationinquiry',
  objectType: 'integration_token',
  table: t,
  select: {
    id: t.id,
    name: t.name,
    grants: t.grants,
    hint: t.hint,
    state,
    expires_on: t.expires_on,
    last_used_at: t.last_used_at,
    rotated_at: t.rotated_at,
    revoked_at: t.revoked_at,
    created_by_name: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a
      WHERE a.id = integration_tokens.created_by), '')`,
    created_at: t.created_at,
    updated_at: t.updated_at,
  },
  row: integrationToken,
  query: integrationTokenQuery,
  sorts: { name: t.name, created_at: t.id, last_used_at: t.last_used_at },
  keywordColumns: [t.name, t.hint],
  where: (query) => [query.state === undefined ? undefined : sql`${state} = ${query.state}`],
  exportColumns: () => [],
});
