/**
 * Every language's translations at once, for the server and the locale tests. The console loads
 * one language at a time through load-language.ts instead.
 */
import type { Language } from './languages.ts';
import { en, type Namespace, type Translations } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh } from './locales/zh.ts';

export const NAMESPACES = Object.keys(en) as Namespace[];

export const resources: Record<Language, Translations> = { en, zh, es, ja };
