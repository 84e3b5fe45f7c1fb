import { describe, expect, it } from 'vitest';
import type { Language } from '../src/languages.ts';
import { resources } from '../src/resources.ts';

/**
 * Words the glossary (one term per concept) rules out, with the term to use instead. Checked
 * over every value, so a new page cannot bring a second word for the same thing back.
 */
const RULED_OUT: Record<Language, Array<{ word: RegExp; use: string }>> = {
  en: [
    { word: /packaging relation/i, use: 'packaging hierarchy' },
    { word: /contract manufacturer/i, use: 'outsourced customer' },
    { word: /log ?out|logged out|log in again/i, use: 'sign out / sign in' },
    { word: /exchang/i, use: 'transfer (stock moved from one dealer to another)' },
  ],
  zh: [
    { word: /编码规则/, use: '码规则' },
    { word: /印刷文件/, use: '码包' },
    { word: /登出|注销|确认退出$/, use: '退出登录' },
    { word: /还没有/, use: '暂无' },
    { word: /批次/, use: '批号 (a production lot)' },
    { word: /码数(?!量)/, use: '码数量' },
    { word: /到期日期/, use: '有效期至' },
    { word: /已拒绝/, use: '剔除 (a reject on the line)' },
    { word: /调拨/, use: '调货' },
    { word: /被换码/, use: '被替换 (此标签已被替换)' },
    { word: /装入数|装箱量/, use: '装箱数' },
  ],
  es: [
    { word: /antifraude/i, use: 'antifalsificación' },
    { word: /\blotes?\b/i, use: 'reserva de códigos (lote is a production lot)' },
    { word: /relaci(ón|ones) de embalaje/i, use: 'jerarquía de embalaje' },
    { word: /subcontratad/i, use: 'fabricante externo' },
    { word: /\bsub(ir|a|e|ió)\b/i, use: 'cargar (subir is to move up)' },
    { word: /Aún no hay/, use: 'Todavía no hay' },
    { word: /intercambi/i, use: 'traspaso (stock moved from one dealer to another)' },
    { word: /errores WMS|registro de excepciones/i, use: 'registro de incidencias WMS' },
    { word: /\b(está|están|una?|la|el) (\w+ )?desactivad[oa]s?\b/i, use: 'inactivo (a status; desactivar is the action)' },
  ],
  ja: [
    { word: /販売店/, use: '代理店' },
    { word: /コード注文|注文/, use: 'コード発注 / 発注' },
    { word: /賞味期限/, use: '有効期間（日数）' },
    { word: /印刷ファイル/, use: '印刷データ' },
    { word: /包装関係/, use: '包装構成' },
    { word: /GS1 Digital Link/, use: 'GS1 デジタルリンク' },
    { word: /がまだありません/, use: '…はまだありません' },
    { word: /出庫伝票/, use: '出庫指示' },
    { word: /作業(?!場|指示)/, use: 'タスク (作業 alone collides with 作業場)' },
    { word: /(?<!出荷)保留/, use: '出荷保留' },
    { word: /排出|^拒否$|却下された読み取り/, use: 'リジェクト (a reject on the line)' },
    { word: /充填数/, use: '入数' },
    { word: /交換/, use: '代理店間移動' },
    { word: /市場監督|監督レポート/, use: '市場監視' },
    { word: /サインイン/, use: 'ログイン' },
  ],
};

/**
 * Strings where a ruled-out word is the right one, by language: Spanish *lote* where it means the
 * production lot, *subir* where it means to move up.
 */
const ALLOWED: Partial<Record<Language, Record<string, true>>> = {
  es: {
    'base.moveUp': true,
    'codes.lot': true,
    // The replacement code takes over the lot of the code it replaces.
    'codes.confirmText_replace': true,
    'plant.lotNo': true,
    'consumer.lotNo': true,
    'plant.materialLot': true,
    'plant.ordersEmpty': true,
    'errors.materialLotTwice': true,
    'packing.replaceIntro': true,
    'production.stationLot': true,
    // A fresh label packed by hand takes the production lot of what goes into it.
    'packing.freshLabel_box': true,
    'packing.freshLabel_pallet': true,
    // A material's lot (a recall): a production lot of the supplier.
    'production.materialLot': true,
    'production.materialLots': true,
    'production.materialLotHint': true,
    'production.orderPrompt': true,
    'production.recallPrompt': true,
    'production.recallEmpty': true,
    // A production order held back: the consumer is told its production lot is being checked.
    'consumer.detail_on_hold': true,
    'plant.holdExplain': true,
    'validation.holdHasNoNotice': true,
    // A warning's production lot, and the list's search over it.
    'warning.lot': true,
    'warning.search': true,
    // A report's production lot: its filter and its column.
    'report.filter_lot_no': true,
    'report.column_lot_no': true,
    // The home page's funnel: the production lots commissioned last.
    'common.funnelTitle': true,
    'common.funnelHint': true,
    'common.funnelEmpty': true,
  },
};

describe('glossary', () => {
  it.each(Object.keys(RULED_OUT) as Language[])('%s uses the glossary terms', (language) => {
    const found = Object.entries(resources[language]).flatMap(([ns, values]) =>
      Object.entries(values as Record<string, string>).flatMap(([key, value]) =>
        ALLOWED[language]?.[`${ns}.${key}`]
          ? []
          : RULED_OUT[language].filter(({ word }) => word.test(value)).map(({ use }) => `${ns}.${key}: ${value} → ${use}`),
      ),
    );
    expect(found).toEqual([]);
  });

  // A shopper reads "address" as a street address: a limit says "too many … in a short time".
  it('never tells a shopper about an address', () => {
    const shopperLimits = /^(scanThrottled|inquiryThrottled|antiCodeThrottled)(_|$)/;
    const found = Object.entries(resources).flatMap(([language, namespaces]) =>
      Object.entries(namespaces.errors as Record<string, string>)
        .filter(([key]) => shopperLimits.test(key))
        .filter(([, text]) => /address|direcci[oó]n|アドレス|地址/i.test(text))
        .map(([key, text]) => `${language} errors.${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('never starts a Japanese field message with a particle: the field is not always in front', () => {
    const reasons = { ...resources.ja.validation, ...resources.ja.errors } as Record<string, string>;
    expect(Object.entries(reasons).filter(([, text]) => /^[はがのにをでと]/.test(text))).toEqual([]);
  });

  it('shows no developer prefix', () => {
    const all = Object.values(resources).flatMap((namespaces) => Object.values(namespaces).flatMap((values) => Object.values(values)));
    expect(all.filter((text) => /getInfo/.test(String(text)))).toEqual([]);
  });
});
