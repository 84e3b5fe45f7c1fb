import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePermission } from '../../src/platform/permission.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { operationsOf, parseRequirement } from './support/openapi.ts';
import { recordResult } from './support/results.ts';

/**
 * The other categories enumerate routes from /api/openapi.json. This proves the document holds
 * every API and EPCIS route the server registered, so no route escapes them by being hidden or forgotten.
 */
const EXCLUDED: Array<{ matches: (url: string) => boolean; why: string }> = [
  { matches: (url) => url === '/api/docs' || url.startsWith('/api/docs/'), why: 'the browsable docs UI: static files, no data' },
  { matches: (url) => url === '/api/openapi.json', why: 'the document itself' },
];

let t: TestApp;
let documented: ReturnType<typeof operationsOf>;
const failures: string[] = [];
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.request({ method: 'GET', url: '/api/openapi.json' });
  documented = operationsOf(answer.raw.json());
});
afterAll(async () => {
  recordResult('routes', {
    tried,
    failed: failures.length,
    notes: [`${documented?.length ?? 0} operations documented`, `${EXCLUDED.length} excluded paths (docs UI, the document)`],
    failures,
  });
  await t.close();
});

/** `/api/base/uploads/:name` as the document writes it. */
function documentPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

describe('every API route is in the OpenAPI document', () => {
  it('documents every registered route, or excludes it for a stated reason', () => {
    const keys = new Set(documented.map((o) => o.key));
    const routes = t.app.declaredRoutes.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/epcis/'));
    const byKey = new Map(routes.map((r) => [`${r.method} ${documentPath(r.url)}`, r]));
    for (const route of routes) {
      tried++;
      const key = `${route.method} ${documentPath(route.url)}`;
      if (EXCLUDED.some((e) => e.matches(route.url))) continue;
      if (route.method === 'HEAD') {
        // Fastify answers HEAD as the GET of the same path, with the GET's permission.
        const get = byKey.get(`GET ${documentPath(route.url)}`);
        if (!get || !keys.has(`GET ${documentPath(route.url)}`) || JSON.stringify(get.permission) !== JSON.stringify(route.permission)) {
          failures.push(`${key}: a HEAD route without a documented GET of the same permission`);
        }
        continue;
      }
      if (!keys.has(key)) failures.push(`${key}: registered but not in /api/openapi.json`);
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('states a permission the matrix can classify on every operation', () => {
    const declared = new Map(t.app.declaredRoutes.map((r) => [`${r.method} ${documentPath(r.url)}`, r.permission]));
    const unclassified: string[] = [];
    for (const operation of documented) {
      tried++;
      const requirement = parseRequirement(operation.permission);
      const permission = declared.get(operation.key);
      if (!requirement || !permission || describePermission(permission) !== operation.permission) {
        unclassified.push(`${operation.key}: x-permission ${JSON.stringify(operation.permission)} does not match its declaration`);
      }
    }
    failures.push(...unclassified);
    expect(unclassified).toEqual([]);
  });
});
