import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePermission } from '../src/platform/permission.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Integrators (WMS, line devices) generate clients from /api/openapi.json: the document must pass
 * an independent validator, and a client generated from it must typecheck and work.
 */
let t: TestApp;
let spec: Parameters<typeof validate>[0] & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
  spec = response.raw.json();
});
afterAll(() => t.close());

const CONSOLE_PATHS = '../../web/src/api/paths.gen.ts';

/**
 * The document as the console reads it: each operation's success answer only (a refusal reaches
 * the console as an ApiError whatever its status), without tags and permissions.
 */
async function consolePaths(document: typeof spec): Promise<string> {
  const copy = structuredClone(document);
  const operations = copy.paths as Record<string, Record<string, Record<string, unknown>>>;
  for (const path of Object.values(operations)) {
    for (const operation of Object.values(path)) {
      const responses = operation.responses as Record<string, unknown>;
      // The success answer only: 200, or the 202 or 204 of a route that has no 200 (EPCIS capture).
      const success = '200' in responses ? '200' : (Object.keys(responses).find((code) => code.startsWith('2')) ?? '200');
      operation.responses = { [success]: responses[success] };
      delete operation.tags;
      delete operation['x-permission'];
    }
  }
  const types = astToString(await openapiTS(copy as never));
  return `// Generated from the server's OpenAPI document by apps/server/test/openapi.test.ts; do not edit.\n// After changing a route: cd apps/server && npx vitest run test/openapi.test.ts -u\n\n${types}`;
}

/** The tiny client an integrator would write over the generated types. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function callRoutes(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { Token: token } });
  const health = await client.GET('/api/health');
  const added = await client.POST('/api/base/brands/add', { body: { code: 'B-CLIENT', name: 'Generated client' } });
  const brands = await client.GET('/api/base/brands/pagelist', { params: { query: { keyword: 'Generated client', page_size: 5 } } });
  const id: number | undefined = brands.data?.data.list[0]?.id;
  const detail = id === undefined ? undefined : await client.GET('/api/base/brands/detail', { params: { query: { id } } });
  const tree = await client.GET('/api/org/enterprisedepart/tree');
  const children: unknown[] | undefined = tree.data?.data[0]?.listSubWareHouses;
  return {
    db: health.data?.data.db,
    added: added.data?.status_code,
    name: detail?.data?.data.name,
    departments: tree.data?.data.length,
    childrenIsList: Array.isArray(children),
  };
}

/** Never called: what the compiler must refuse. */
export function refused(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error a path the document does not have
  void client.GET('/api/base/no-such-route');
  // @ts-expect-error an id of the wrong type
  void client.GET('/api/base/brands/detail', { params: { query: { id: 'one' } } });
}
`;

describe('the OpenAPI document', () => {
  it('passes an independent OpenAPI validator', async () => {
    const result = await validate(structuredClone(spec));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('names its recursive schemas as components, and every reference resolves', () => {
    const components = (spec.components as { schemas?: Record<string, unknown> }).schemas ?? {};
    const refs = [...JSON.stringify(spec).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !(name in components))).toEqual([]);
    expect(Object.keys(components)).toEqual(expect.arrayContaining(['MenuTreeNode', 'DepartmentNode']));
  });

  it('states on every operation the permission its route declared', () => {
    const paths = spec.paths as Record<string, Record<string, { 'x-permission'?: string }>>;
    const documented = Object.entries(paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${url}`,
        stated: operation['x-permission'],
      })),
    );
    const declared = new Map(
      t.app.declaredRoutes.map((r) => [
        `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`,
        r.permission && describePermission(r.permission),
      ]),
    );
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((d) => d.stated === undefined || d.stated !== declared.get(d.key))).toEqual([]);
  });

  it('documents the file field of every upload route', () => {
    const operation = (spec.paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>)[
      '/api/base/products/import'
    ]?.post;
    expect(operation?.requestBody?.content['multipart/form-data']).toMatchObject({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    });
  });

  it("is what the console's committed paths type was generated from", async () => {
    // The console's client (apps/web/src/api/http.ts) types its calls by this file: a changed
    // route fails here until the file is generated again with `npx vitest run test/openapi.test.ts -u`.
    await expect(await consolePaths(spec)).toMatchFileSnapshot(CONSOLE_PATHS);
  });

  it('generates a typed client that typechecks and calls the API', async () => {
    const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    // Inside the package, so the client resolves openapi-fetch like an integrator's project would.
    const cache = path.join(serverDir, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    const dir = fs.mkdtempSync(path.join(cache, 'openapi-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(structuredClone(spec) as never)));
      const clientFile = path.join(dir, 'client.ts');
      fs.writeFileSync(clientFile, CLIENT);

      const program = ts.createProgram([clientFile], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .filter(Boolean);
      expect(problems).toEqual([]);

      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const { callRoutes } = (await import(clientFile)) as { callRoutes: (url: string, token: string) => Promise<unknown> };
      expect(await callRoutes(`http://127.0.0.1:${port}`, await t.tokenFor('admin'))).toEqual({
        db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        added: 200,
        name: 'Generated client',
        departments: expect.any(Number),
        childrenIsList: true,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
