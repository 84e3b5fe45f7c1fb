import type { Call } from './http.ts';
import { percentEncode, queryString } from './http.ts';
import { fillPath, type JsonSchema, type Operation } from './openapi.ts';
import { asQueryText, sampleOf } from './schema-values.ts';
import { isIdField, kindOf, type Objects } from './tenant-objects.ts';

export type IdField = { where: 'query' | 'path' | 'body'; name: string };

/** POST operations that only read; every other POST writes and must refuse a foreign id outright. */
const READ_ACTIONS = new Set(['list', 'allrolestree', 'preview']);

export function isWrite(operation: Operation): boolean {
  return operation.method === 'POST' && !READ_ACTIONS.has(operation.path.split('/').at(-1) ?? '');
}

/** The id fields of an operation: parameters and top-level body fields named like ids. */
export function idFieldsOf(operation: Operation): IdField[] {
  const fields: IdField[] = operation.parameters
    .filter((p) => p.in !== 'header' && isIdField(p.name))
    .map((p) => ({ where: p.in as 'query' | 'path', name: p.name }));
  const body = operation.body?.kind === 'json' ? operation.body.schema : undefined;
  for (const name of Object.keys(body?.properties ?? {})) if (isIdField(name)) fields.push({ where: 'body', name });
  return fields;
}

function idValue(schema: JsonSchema | undefined, id: number): unknown {
  return schema?.type === 'array' ? [id] : id;
}

/**
 * A request for the operation in the caller's own terms: each id field holds the caller's
 * object of that kind, other required parameters their simplest value, exports ask for CSV
 * (text, so a canary shows), and `override` puts one foreign id in one field.
 */
export function callWith(operation: Operation, own: Objects, override?: { field: IdField; id: number }): Omit<Call, 'token'> {
  const valueFor = (where: IdField['where'], name: string, schema: JsonSchema | undefined, fallback: () => unknown) => {
    if (override && override.field.where === where && override.field.name === name) return idValue(schema, override.id);
    const kind = isIdField(name) ? kindOf(name, operation.path) : undefined;
    const mine = kind ? own[kind] : undefined;
    return mine === undefined ? fallback() : idValue(schema, mine);
  };
  const query: Array<[string, string]> = [];
  const path: Record<string, string> = {};
  for (const p of operation.parameters) {
    if (p.in === 'header') continue;
    const isOverride = override?.field.where === p.in && override.field.name === p.name;
    if (p.name === 'format' && p.schema.enum?.includes('csv')) {
      query.push(['format', 'csv']);
      continue;
    }
    if (!p.required && !isOverride && !isIdField(p.name)) continue;
    const value = valueFor(p.in as IdField['where'], p.name, p.schema, () => sampleOf(p.schema));
    if (value === undefined || value === null) continue;
    if (p.in === 'path') path[p.name] = percentEncode(asQueryText(value));
    else for (const item of Array.isArray(value) ? value : [value]) query.push([p.name, asQueryText(item)]);
  }
  const url = fillPath(operation.path, path) + queryString(query);
  if (operation.body?.kind !== 'json') return { method: operation.method, url };
  const schema = operation.body.schema;
  const sample = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  const body = Object.fromEntries(
    Object.entries(sample).map(([name, value]) => [
      name,
      isIdField(name) ? valueFor('body', name, schema.properties?.[name], () => value) : value,
    ]),
  );
  return { method: operation.method, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
