import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderAreas } from '../src/components/area-picker.tsx';
import { compareText, includesText } from '../src/utils/collate.ts';
import { formatAmount, formatNumber } from '../src/utils/format.ts';

describe('numbers in the console language', () => {
  it('groups digits as the language does, not as the browser does', () => {
    expect(formatNumber(10_000_000, 'es')).toBe('10.000.000');
    expect(formatNumber(1000, 'es')).toBe('1000');
    expect(formatNumber(10_000, 'en')).toBe('10,000');
    expect(formatNumber(10_000, 'zh')).toBe('10,000');
    expect(formatAmount(1234.5, 'es')).toBe('1234,50');
    expect(formatAmount(1234.5, 'ja')).toBe('1,234.50');
  });
});

describe('names in the console language', () => {
  it('orders Chinese names by pinyin, not by code point', () => {
    expect(['三明', '十堰', '南京', '安庆'].sort((a, b) => compareText(a, b, 'zh'))).toEqual(['安庆', '南京', '三明', '十堰']);
  });

  it('orders Spanish names with accents beside their letter', () => {
    expect(['Zaragoza', 'Ávila', 'Badajoz'].sort((a, b) => compareText(a, b, 'es'))).toEqual(['Ávila', 'Badajoz', 'Zaragoza']);
  });

  it('finds text ignoring case and accents', () => {
    expect(includesText('Camión de reparto', 'camion', 'es')).toBe(true);
    expect(includesText('南京市', '京', 'zh')).toBe(true);
    expect(includesText('Badajoz', 'jaz', 'es')).toBe(false);
    expect(includesText('Badajoz', ' ', 'es')).toBe(true);
  });

  it("orders countries by their name in the language, the enterprise's own country first", () => {
    const countries = [
      { value: 'AD', label: 'Andorra' },
      { value: 'AE', label: 'Emiratos Árabes Unidos' },
      { value: 'AF', label: 'Afganistán' },
      { value: 'CN', label: 'China', home: true },
      { value: 'ES', label: 'España' },
    ];
    expect(orderAreas(countries, 'es').map((c) => c.value)).toEqual(['CN', 'AF', 'AD', 'AE', 'ES']);
    const spanish = countries.map((c) => ({ ...c, home: c.value === 'ES' }));
    expect(orderAreas(spanish, 'es').map((c) => c.value)).toEqual(['ES', 'AF', 'AD', 'CN', 'AE']);
  });
});

describe('times as the console writes them', () => {
  it("shows no date or time in the browser's own format: every one goes through parseTime (YYYY-MM-DD HH:mm:ss)", () => {
    const sources = [path.resolve(import.meta.dirname, '../src'), path.resolve(import.meta.dirname, '../../../packages/scan-page/src')];
    const browserFormatted = sources
      .flatMap((root) => fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /\.toLocale(Date|Time)?String\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.resolve(import.meta.dirname, '..'), file));
    expect(browserFormatted).toEqual([]);
  });
});
