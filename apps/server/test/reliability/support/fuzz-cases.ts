import fc from 'fast-check';
import { type Call, percentEncode, queryString } from './http.ts';
import { fillPath, type JsonSchema, type Operation } from './openapi.ts';
import { asQueryText, dateEdgeArb, HUGE_TEXT, hostileValueArb, takesDate, validArb } from './schema-values.ts';

/** One generated request and a short description of what was bent, for the failure report. */
export type FuzzCase = { label: string; call: Omit<Call, 'token'> };

type Inputs = { query: Record<string, unknown>; path: Record<string, unknown>; body: unknown };

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies no JSON parser should accept, or that only a careless one would. */
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  'nul',
  '{"id":1e999}',
  '{"id":123456789012345678901234567890}',
  '{"id":1,"id":"two"}',
  '{"name":"\\ud800"}',
  '{"name":"\\u0000"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
];

/** Keys a client must not be able to set: tenancy, authorship, privileges, prototypes. */
const EXTRA_KEYS = ['enterprise_id', 'tenant_id', 'created_by', 'account_type', 'is_admin', 'password_hash', 'status_code', 'zz-unknown'];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

/** A zip local-file header with nothing after it: what a cut-off xlsx upload looks like. */
const TRUNCATED_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), Buffer.alloc(40, 0x41)]);

function multipartBody(parts: Array<{ field: string; filename?: string; type?: string; content: Buffer }>, boundary = 'fuzz-boundary') {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadArb: fc.Arbitrary<FuzzCase> = fc
  .oneof(
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({
      label: `file of ${bytes.length} random bytes named data.xlsx`,
      ...multipartBody([{ field: 'file', filename: 'data.xlsx', content: Buffer.from(bytes) }]),
    })),
    fc.constant({
      label: 'truncated zip named data.xlsx',
      ...multipartBody([{ field: 'file', filename: 'data.xlsx', content: TRUNCATED_ZIP }]),
    }),
    fc.constant({
      label: 'a text file named data.xlsx',
      ...multipartBody([{ field: 'file', filename: 'data.xlsx', content: Buffer.from('code,name\nA1,plain text\n') }]),
    }),
    fc.constant({
      label: 'CSV with hostile cells',
      ...multipartBody([
        {
          field: 'file',
          filename: 'data.csv',
          type: 'text/csv',
          content: Buffer.from('code,name,__proto__,constructor\n=1+1,"a\nb",{"x":1},prototype\n\u202e,👨‍👩‍👧,x,y\n'),
        },
      ]),
    }),
    fc.constant({ label: 'empty file', ...multipartBody([{ field: 'file', filename: 'empty.csv', content: Buffer.alloc(0) }]) }),
    fc.constant({ label: 'no parts at all', ...multipartBody([]) }),
    fc.constant({
      label: 'file in another field',
      ...multipartBody([{ field: 'other', filename: 'a.csv', content: Buffer.from('a\n1\n') }]),
    }),
    fc.constant({ label: 'a field without a file', ...multipartBody([{ field: 'file', content: Buffer.from('not a file') }]) }),
    fc.constant({
      label: 'two files',
      ...multipartBody([
        { field: 'file', filename: 'a.csv', content: Buffer.from('a\n1\n') },
        { field: 'file', filename: 'b.csv', content: Buffer.from('a\n1\n') },
      ]),
    }),
    fc.constant({
      label: 'file name with CRLF and ../',
      ...multipartBody([{ field: 'file', filename: '../../x\r\n.csv', content: Buffer.from('a\n1\n') }]),
    }),
    fc.constant({
      label: 'multipart cut off inside a part',
      body: multipartBody([{ field: 'file', filename: 'a.csv', content: Buffer.from('a\n1\n') }]).body.subarray(0, 90),
      headers: multipartBody([]).headers,
    }),
    fc.constant({ label: 'multipart without boundary', body: Buffer.from('--x\r\n'), headers: { 'content-type': 'multipart/form-data' } }),
    fc.constant({ label: 'JSON body on an upload route', body: Buffer.from('{"file":"x"}'), headers: JSON_TYPE }),
  )
  .map(({ label, body, headers }) => ({ label, call: { method: 'POST', url: '', headers, body } }));

/** Names of the fields of a body schema, one level deep into objects, as paths. */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema?.properties || depth > 1) return [];
  return Object.entries(schema.properties).flatMap(([key, value]) => [[...prefix, key], ...fieldPaths(value, [...prefix, key], depth + 1)]);
}

/** The schema of the field at `path` of an object schema. */
function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  return path.reduce<JsonSchema | undefined>((at, key) => at?.properties?.[key], schema);
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const [head, ...rest] = path as [string, ...string[]];
  record[head] = withField(record[head], rest, value);
  return record;
}

function withoutField(body: unknown, key: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { [key]: _, ...rest } = body as Record<string, unknown>;
  return rest;
}

function render(
  operation: Operation,
  inputs: Inputs,
  label: string,
  bodyOverride?: { body?: string | Buffer; headers: Record<string, string> },
) {
  const pathValues = Object.fromEntries(Object.entries(inputs.path).map(([k, v]) => [k, percentEncode(asQueryText(v))]));
  const query: Array<[string, string]> = Object.entries(inputs.query).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((item): [string, string] => [k, asQueryText(item)]) : v === undefined ? [] : [[k, asQueryText(v)]],
  );
  const url = fillPath(operation.path, pathValues) + queryString(query);
  const hasJsonBody = operation.body?.kind === 'json';
  const call: FuzzCase['call'] = bodyOverride
    ? { method: operation.method, url, headers: bodyOverride.headers, body: bodyOverride.body }
    : hasJsonBody
      ? { method: operation.method, url, headers: JSON_TYPE, body: JSON.stringify(inputs.body) }
      : { method: operation.method, url };
  return { label, call };
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/**
 * Requests for one operation: a valid one now and then, and otherwise one thing bent at a time —
 * a field or parameter given a hostile value, a required one left out, keys nobody may set,
 * prototype pollution, a body of the wrong shape, malformed JSON, a wrong content type, an empty
 * body, repeated parameters; for uploads, files no import should choke on.
 */
export function fuzzCaseArb(operation: Operation): fc.Arbitrary<FuzzCase> {
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const bodySchema = operation.body?.kind === 'json' ? operation.body.schema : undefined;
  const inputsArb: fc.Arbitrary<Inputs> = fc.record({
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, validArb(p.schema)])), {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    }),
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validArb(p.schema)]))),
    body: bodySchema ? validArb(bodySchema) : fc.constant(undefined),
  });

  const mutations: Array<fc.Arbitrary<FuzzCase>> = [inputsArb.map((inputs) => render(operation, inputs, 'valid input'))];
  const parameterNames = [...queryParams, ...pathParams].map((p) => p.name);
  if (parameterNames.length > 0) {
    mutations.push(
      fc.tuple(inputsArb, fc.constantFrom(...parameterNames), hostileValueArb).map(([inputs, name, value]) => {
        const inPath = pathParams.some((p) => p.name === name);
        const next = inPath
          ? { ...inputs, path: { ...inputs.path, [name]: value } }
          : { ...inputs, query: { ...inputs.query, [name]: value } };
        return render(operation, next, `${name}=${describeValue(value)}`);
      }),
      inputsArb.map((inputs) => {
        const doubled = Object.fromEntries(Object.entries(inputs.query).map(([k, v]) => [k, [v, v]]));
        return render(operation, { ...inputs, query: doubled }, 'every query parameter twice');
      }),
    );
  }
  mutations.push(
    fc
      .tuple(inputsArb, fc.constantFrom(...EXTRA_KEYS, 'page_size'), hostileValueArb)
      .map(([inputs, key, value]) =>
        render(operation, { ...inputs, query: { ...inputs.query, [key]: value } }, `extra query ${key}=${describeValue(value)}`),
      ),
  );
  if (bodySchema) {
    const paths = fieldPaths(bodySchema);
    const required = bodySchema.required ?? [];
    if (paths.length > 0) {
      mutations.push(
        fc
          .tuple(inputsArb, fc.constantFrom(...paths), hostileValueArb)
          .map(([inputs, path, value]) =>
            render(operation, { ...inputs, body: withField(inputs.body, path, value) }, `body.${path.join('.')}=${describeValue(value)}`),
          ),
      );
    }
    if (required.length > 0) {
      mutations.push(
        fc
          .tuple(inputsArb, fc.constantFrom(...required))
          .map(([inputs, key]) => render(operation, { ...inputs, body: withoutField(inputs.body, key) }, `body without ${key}`)),
      );
    }
    mutations.push(
      fc
        .tuple(inputsArb, fc.constantFrom(...EXTRA_KEYS), hostileValueArb)
        .map(([inputs, key, value]) => render(operation, { ...inputs, body: withField(inputs.body, [key], value) }, `extra body.${key}`)),
      fc
        .tuple(inputsArb, fc.constantFrom('"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}'))
        .map(([inputs, key]) => {
          const text = JSON.stringify(inputs.body ?? {});
          const polluted = text.startsWith('{') && text !== '{}' ? `{${key},${text.slice(1)}` : `{${key}}`;
          return render(operation, inputs, `body with ${key.split(':')[0]}`, { body: polluted, headers: JSON_TYPE });
        }),
      fc
        .tuple(inputsArb, fc.constantFrom<unknown>([], 'text', 42, null, true, [{}], HUGE_TEXT))
        .map(([inputs, root]) => render(operation, { ...inputs, body: root }, `body is ${describeValue(root)}`)),
      fc
        .tuple(inputsArb, fc.constantFrom(...MALFORMED_JSON))
        .map(([inputs, text]) => render(operation, inputs, `malformed JSON ${describeValue(text)}`, { body: text, headers: JSON_TYPE })),
      fc
        .tuple(inputsArb, fc.constantFrom(...OTHER_CONTENT_TYPES))
        .map(([inputs, type]) =>
          render(operation, inputs, `content-type ${type}`, { body: JSON.stringify(inputs.body ?? {}), headers: { 'content-type': type } }),
        ),
    );
  }
  const dateCases = dateEdgeCases(
    operation,
    inputsArb,
    queryParams.filter((p) => takesDate(p.schema)).map((p) => p.name),
    bodySchema,
  );
  if (operation.method !== 'GET') {
    mutations.push(
      inputsArb.map((inputs) => render(operation, inputs, 'empty JSON body', { body: '', headers: JSON_TYPE })),
      inputsArb.map((inputs) => render(operation, inputs, 'no body, no content type', { headers: {} })),
    );
  }
  if (operation.body?.kind === 'multipart') {
    const url = render(operation, { query: {}, path: {}, body: undefined }, '').call.url;
    const uploads = uploadArb.map((c) => ({ label: c.label, call: { ...c.call, url } }));
    // An upload route is mostly about its file.
    return fc.oneof({ arbitrary: uploads, weight: 3 }, { arbitrary: fc.oneof(...mutations), weight: 1 });
  }
  // A date rule is easy to miss among everything else: one case in four bends a date when there is one.
  if (dateCases.length > 0)
    return fc.oneof({ arbitrary: fc.oneof(...mutations), weight: 3 }, { arbitrary: fc.oneof(...dateCases), weight: 1 });
  return fc.oneof(...mutations);
}

/** Requests that give one date parameter or body field a date at or past an edge (year 0, year 10000, far offsets). */
function dateEdgeCases(
  operation: Operation,
  inputsArb: fc.Arbitrary<Inputs>,
  dateParameters: string[],
  bodySchema: JsonSchema | undefined,
): Array<fc.Arbitrary<FuzzCase>> {
  const cases: Array<fc.Arbitrary<FuzzCase>> = [];
  if (dateParameters.length > 0) {
    cases.push(
      fc
        .tuple(inputsArb, fc.constantFrom(...dateParameters), dateEdgeArb)
        .map(([inputs, name, value]) => render(operation, { ...inputs, query: { ...inputs.query, [name]: value } }, `${name}=${value}`)),
    );
  }
  const datePaths = fieldPaths(bodySchema).filter((path) => takesDate(schemaAt(bodySchema, path)));
  if (datePaths.length > 0) {
    cases.push(
      fc
        .tuple(inputsArb, fc.constantFrom(...datePaths), dateEdgeArb)
        .map(([inputs, path, value]) =>
          render(operation, { ...inputs, body: withField(inputs.body, path, value) }, `body.${path.join('.')}=${value}`),
        ),
    );
  }
  return cases;
}
