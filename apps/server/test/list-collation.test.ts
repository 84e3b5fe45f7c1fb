import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

const CITIES = ['三明', '十堰', '南京', '安庆', '北京'];

describe('lists sorted by name in Chinese', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    for (const name of CITIES) {
      const answer = await t.request({ method: 'POST', url: '/api/base/brands/add', token: admin, payload: { name: `${name}品牌` } });
      expect(answer.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  const names = async (lang: string) => {
    const answer = await t.request({ method: 'GET', url: '/api/base/brands/pagelist?sort=name&page_size=200', token: admin, lang });
    return (answer.body.data.list as Array<{ name: string }>)
      .map((row) => row.name.replace('品牌', ''))
      .filter((name) => CITIES.includes(name));
  };

  it('puts Chinese names in pinyin order for a Chinese reader on PostgreSQL (PGlite has no Chinese collation data)', async () => {
    // PGlite's ICU holds only the root collation, which orders Han characters by code point.
    const expected = ENGINE === 'postgres' ? ['安庆', '北京', '南京', '三明', '十堰'] : ['三明', '北京', '十堰', '南京', '安庆'];
    expect(await names('zh')).toEqual(expected);
    expect(await names('en')).toEqual([...CITIES].sort());
  });
});
