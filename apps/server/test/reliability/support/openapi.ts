import type { AccessTarget } from '@trace/contract/access';
import { jsonCall } from './http.ts';

/** The parts of JSON Schema (OpenAPI 3.0 dialect) that the route schemas use. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
};

export type Parameter = { name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: JsonSchema };

/** What a route needs, as the document states it (`x-permission`). */
export type Requirement =
  | { kind: 'public' }
  | { kind: 'device-key' }
  | { kind: 'signed-in' }
  | { kind: 'enterprise-account' }
  | { kind: 'any-button'; codes: string[] }
  | AccessTarget;

export type Operation = {
  /** `GET /api/base/brands/detail` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  /** The stated permission text, or undefined when the document states none. */
  permission: string | undefined;
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export async function fetchDocument(base: string): Promise<Document> {
  const answer = await jsonCall(base, 'GET', '/api/openapi.json');
  if (answer.status !== 200) throw new Error(`openapi.json answered ${answer.status}`);
  return answer.json as Document;
}

/** Replaces references to named components by the component, a few levels deep (trees are recursive). */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (depth > 4) return {};
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? resolve(target, components, depth + 1) : {};
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, components, depth + 1)]));
  }
  if (schema.items) out.items = resolve(schema.items, components, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => resolve(s, components, depth + 1));
  return out;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: Document): Operation[] {
  const components = document.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = ((operation.parameters as Parameter[] | undefined) ?? []).map((p) => ({
        ...p,
        required: p.required === true,
        schema: resolve(p.schema, components),
      }));
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      const body = json
        ? { kind: 'json' as const, schema: resolve(json.schema, components) }
        : multipart
          ? { kind: 'multipart' as const, schema: resolve(multipart.schema, components) }
          : undefined;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        permission: operation['x-permission'] as string | undefined,
      });
    }
  }
  return operations;
}

/** Reads `x-permission` (platform/openapi.ts writes it); undefined when the text is not one of the kinds. */
export function parseRequirement(text: string | undefined): Requirement | undefined {
  if (text === 'public') return { kind: 'public' };
  if (text === 'line device key') return { kind: 'device-key' };
  if (text === 'signed-in') return { kind: 'signed-in' };
  if (text === 'enterprise account') return { kind: 'enterprise-account' };
  const menu = /^menu (\S+)$/.exec(text ?? '');
  if (menu) return { kind: 'menu', key: menu[1] as string };
  const button = /^button (\S+:\S+)$/.exec(text ?? '');
  if (button) return { kind: 'button', code: button[1] as string };
  const anyButton = /^any button of (\S+:\S+(?: \S+:\S+)*)$/.exec(text ?? '');
  if (anyButton) return { kind: 'any-button', codes: (anyButton[1] as string).split(' ') };
  return undefined;
}

/** The URL path with its path parameters filled in (each value already encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}
