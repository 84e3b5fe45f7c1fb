import type { Translations } from './en.ts';
import base from './ja/base.json';
import codes from './ja/codes.json';
import common from './ja/common.json';
import consumer from './ja/consumer.json';
import errors from './ja/errors.json';
import inspection from './ja/inspection.json';
import login from './ja/login.json';
import menu from './ja/menu.json';
import org from './ja/org.json';
import packing from './ja/packing.json';
import physical from './ja/physical.json';
import plant from './ja/plant.json';
import production from './ja/production.json';
import report from './ja/report.json';
import scan from './ja/scan.json';
import tagging from './ja/tagging.json';
import validation from './ja/validation.json';
import warning from './ja/warning.json';

export const ja: Translations = {
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
