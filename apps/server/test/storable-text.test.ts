import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from '../src/platform/storable-text.ts';

describe('the storable-text rule', () => {
  it('tells NUL and lone surrogates from well-formed text', () => {
    expect(isStorableText('plain, 中文, مرحبا, 🙂, e\u0301')).toBe(true);
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udfff')).toBe(false);
    expect(isStorableText('\ud83d\ud83d\ude42')).toBe(false);
    expect(isStorableText('\ude42\ud83d')).toBe(false);
  });

  it('names the first bad value or key by its path, with the bad characters shown as U+FFFD', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toBe('a.1.c');
    expect(findUnstorableText({ outer: { 'k\ud800': 'value' } })).toBe('outer.k\ufffd');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ n: 1, b: true, z: null, list: ['x', 2] })).toBeUndefined();
  });

  it('walks a very deeply nested body without overflowing the call stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
