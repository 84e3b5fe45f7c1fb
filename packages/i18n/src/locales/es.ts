import type { Translations } from './en.ts';
import base from './es/base.json';
import codes from './es/codes.json';
import common from './es/common.json';
import consumer from './es/consumer.json';
import errors from './es/errors.json';
import inspection from './es/inspection.json';
import login from './es/login.json';
import menu from './es/menu.json';
import org from './es/org.json';
import packing from './es/packing.json';
import physical from './es/physical.json';
import plant from './es/plant.json';
import production from './es/production.json';
import report from './es/report.json';
import scan from './es/scan.json';
import tagging from './es/tagging.json';
import validation from './es/validation.json';
import warning from './es/warning.json';

export const es: Translations = {
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
