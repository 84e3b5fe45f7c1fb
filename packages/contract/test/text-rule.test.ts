import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The spec's text rule (no Chinese, none of %!=/:;“’) is for identifiers typed into codes and
 * account names. Every field of every schema of the contract whose name says it holds words — a
 * reason, a note, a name, a description — takes Chinese and ordinary punctuation.
 */
const WORDS =
  /(^|_)(reason|note|notice|detail|description|remark|content|reply|story|text|name|address|contact|leader|manager|issuer|supplier|vendor|specification)$/;
/** Identifiers that end in `name` but are typed into codes and sign-ins. */
const IDENTIFIERS = new Set(['account_name']);
const SENTENCE = '少一箱；下次补发: 100% “好”!';

declare global {
  interface ImportMeta {
    /** Vite's import of every module a pattern matches (vitest runs the tests through Vite). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

/** Every object schema the contract exports, named by its file and export. */
function contractSchemas(): Array<[string, z.ZodObject]> {
  const modules = import.meta.glob<Record<string, unknown>>('../src/*.ts', { eager: true });
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
      .map(([name, schema]): [string, z.ZodObject] => [`${file.replace('../src/', '')} ${name}`, schema]),
  );
}

/** The object schemas inside a field: a list's items, a union's branches. */
function nestedObjects(schema: z.ZodType): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodArray) return nestedObjects(schema.element as z.ZodType);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return schema.options.flatMap((o) => nestedObjects(o as z.ZodType));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return nestedObjects(schema.unwrap() as z.ZodType);
  return [];
}

/** A field that holds text (not a reason code from an enum). */
function holdsText(field: z.ZodType): boolean {
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable)
    return holdsText(field.unwrap() as z.ZodType);
  return field instanceof z.ZodString;
}

function wordFields(where: string, schema: z.ZodObject): Array<[string, z.ZodType]> {
  return Object.entries(schema.shape).flatMap(
    ([key, field]): Array<[string, z.ZodType]> => [
      ...(WORDS.test(key) && !IDENTIFIERS.has(key) && holdsText(field as z.ZodType)
        ? [[`${where}.${key}`, field as z.ZodType] as [string, z.ZodType]]
        : []),
      ...nestedObjects(field as z.ZodType).flatMap((inner) => wordFields(`${where}.${key}`, inner)),
    ],
  );
}

describe('free text takes any language and punctuation', () => {
  it('in every reason, note, name and description of every schema', () => {
    const fields = contractSchemas().flatMap(([where, schema]) => wordFields(where, schema));
    expect(fields.length).toBeGreaterThan(100);
    const refused = fields.filter(([, field]) => !field.safeParse(SENTENCE).success).map(([where]) => where);
    expect(refused).toEqual([]);
  });
});
