import { ALPHABETS } from '@trace/contract/tagging';
import { describe, expect, it } from 'vitest';
import { randomStrings } from '../src/modules/tagging/codegen.ts';

describe('random serials', () => {
  it.each(Object.entries(ALPHABETS))('draws every character of %s equally often', (_name, alphabet) => {
    const perChar = 10_000;
    const strings = randomStrings(alphabet, 10, (alphabet.length * perChar) / 10);
    const counts = new Map<string, number>();
    for (const text of strings) {
      expect(text).toHaveLength(10);
      for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...alphabet].sort().join(''));
    // About 100 is one standard deviation; modulo bias would put some characters 12 % (1,200) high.
    for (const count of counts.values()) expect(Math.abs(count - perChar)).toBeLessThan(600);
  });

  it('gives distinct strings from one call', () => {
    const strings = randomStrings(ALPHABETS.crockford32, 16, 100_000);
    expect(new Set(strings).size).toBe(strings.length);
  });
});
