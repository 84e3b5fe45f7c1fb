import { describe, expect, it } from 'vitest';
import { csvRows } from '../src/platform/csv-rows.ts';

describe('CSV rows', () => {
  it('reads quoted cells with commas, line breaks and doubled quotes, and trims only outside quotes', () => {
    expect(csvRows('a,b\n\n"x,1"," y ""q"" "\r\n  c , d \n')).toEqual([
      ['a', 'b'],
      ['x,1', ' y "q" '],
      ['c', 'd'],
    ]);
    expect(csvRows('"a\nb",c')).toEqual([['a\nb', 'c']]);
    expect(csvRows(' "q" ,x\r')).toEqual([['q', 'x']]);
  });

  it('skips empty lines but keeps a line of empty cells and a quoted empty cell', () => {
    expect(csvRows('\n\na\r\n\r\nb\n')).toEqual([['a'], ['b']]);
    expect(csvRows(',,\n""')).toEqual([['', '', ''], ['']]);
    expect(csvRows('')).toEqual([]);
  });

  it('refuses a stray quote, text after a closing quote and a quote never closed', () => {
    expect(() => csvRows('a"b,c')).toThrow();
    expect(() => csvRows('"ab"c,d')).toThrow();
    expect(() => csvRows('ok\n"abc')).toThrow();
  });
});
