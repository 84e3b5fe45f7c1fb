import type { FastifyInstance } from 'fastify';
import { FieldError } from './errors.ts';

/**
 * PostgreSQL text and jsonb cannot hold NUL, and a lone UTF-16 surrogate cannot be encoded as
 * UTF-8: either one in a value that reaches the database fails the statement.
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

type Step = { value: unknown; key: string | number; parent: Step | undefined };

/** A path as the client wrote it, with the characters that cannot be shown replaced. */
function fieldName(step: Step): string {
  const parts: string[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) parts.push(String(at.key));
  return parts
    .reverse()
    .map((part) => part.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd'))
    .join('.');
}

/**
 * The path of the first string (value or object key) that cannot be stored, or undefined.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: Step[] = [{ value, key: '', parent: undefined }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return fieldName(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) stack.push({ value: current[index], key: index, parent: step });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current).reverse();
      for (const [key, item] of entries) {
        if (!isStorableText(key)) return fieldName({ value: item, key, parent: step });
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

/** Bodies this rule was applied to before they were handed over (a bulk body, in the parsing worker). */
const walked = new WeakSet<object>();

export function markStorableTextChecked(body: object): void {
  walked.add(body);
}

/**
 * One rule for every route, before its schema runs: no string in the path parameters, query or
 * body (nested values and object keys included) may hold what the database cannot store. The
 * parsing worker applies it to a large bulk body (bulk-body.ts).
 */
export function installStorableTextRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [source, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      if (source === 'body' && value !== null && typeof value === 'object' && walked.has(value)) continue;
      const field = findUnstorableText(value);
      if (field !== undefined) throw new FieldError(field || source, 'validation.unstorableText');
    }
  });
}
