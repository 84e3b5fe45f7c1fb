import type { Translations } from './en.ts';
import base from './zh/base.json';
import codes from './zh/codes.json';
import common from './zh/common.json';
import consumer from './zh/consumer.json';
import errors from './zh/errors.json';
import inspection from './zh/inspection.json';
import login from './zh/login.json';
import menu from './zh/menu.json';
import org from './zh/org.json';
import packing from './zh/packing.json';
import physical from './zh/physical.json';
import plant from './zh/plant.json';
import production from './zh/production.json';
import report from './zh/report.json';
import scan from './zh/scan.json';
import tagging from './zh/tagging.json';
import validation from './zh/validation.json';
import warning from './zh/warning.json';

export const zh: Translations = {
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
