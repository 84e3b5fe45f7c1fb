/** English, the source language: every other language must have exactly its keys (test/locales.test.ts). */
import base from './en/base.json';
import codes from './en/codes.json';
import common from './en/common.json';
import consumer from './en/consumer.json';
import errors from './en/errors.json';
import inspection from './en/inspection.json';
import login from './en/login.json';
import menu from './en/menu.json';
import org from './en/org.json';
import packing from './en/packing.json';
import physical from './en/physical.json';
import plant from './en/plant.json';
import production from './en/production.json';
import report from './en/report.json';
import scan from './en/scan.json';
import tagging from './en/tagging.json';
import validation from './en/validation.json';
import warning from './en/warning.json';

export const en = {
  base,
  codes,
  common,
  consumer,
  errors,
  inspection,
  login,
  menu,
  org,
  packing,
  physical,
  plant,
  production,
  report,
  scan,
  tagging,
  validation,
  warning,
};

export type Resources = typeof en;
export type Namespace = keyof Resources;
/** What every language provides: English's namespaces and keys, each a string. */
export type Translations = { [K in Namespace]: { [L in keyof Resources[K]]: string } };
