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
  ],
  zh: [
    { word: /编码规则/, use: '码规则' },
    { word: /印刷文件/, use: '码包' },
    { word: /登出|注销|确认退出$/, use: '退出登录' },
    { word: /还没有/, use: '暂无' },
  ],
  es: [
    { word: /antifraude/i, use: 'antifalsificación' },
    { word: /\blotes?\b/i, use: 'reserva de códigos (lote is a production lot)' },
    { word: /relaci(ón|ones) de embalaje/i, use: 'jerarquía de embalaje' },
    { word: /subcontratad/i, use: 'fabricante externo' },
    { word: /\bsub(ir|a|e|ió)\b/i, use: 'cargar (subir is to move up)' },
    { word: /Aún no hay/, use: 'Todavía no hay' },
  ],
  ja: [
    { word: /販売店/, use: '代理店' },
    { word: /コード注文|注文/, use: 'コード発注 / 発注' },
    { word: /賞味期限/, use: '有効期間（日数）' },
    { word: /印刷ファイル/, use: '印刷データ' },
    { word: /包装関係/, use: '包装構成' },
    { word: /GS1 Digital Link/, use: 'GS1 デジタルリンク' },
    { word: /がまだありません/, use: '…はまだありません' },
  ],
};

/** Strings where a ruled-out word is the right one: *lote* where it means the production lot. */
const ALLOWED: Record<string, true> = {
  'base.moveUp': true,
  'codes.lot': true,
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
};

describe('glossary', () => {
  it.each(Object.keys(RULED_OUT) as Language[])('%s uses the glossary terms', (language) => {
    const found = Object.entries(resources[language]).flatMap(([ns, values]) =>
      Object.entries(values as Record<string, string>).flatMap(([key, value]) =>
        ALLOWED[`${ns}.${key}`]
          ? []
          : RULED_OUT[language].filter(({ word }) => word.test(value)).map(({ use }) => `${ns}.${key}: ${value} → ${use}`),
      ),
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
