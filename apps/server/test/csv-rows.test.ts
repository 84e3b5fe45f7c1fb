import { describe, expect, it } from 'vitest';
import { csvRows as csvTable } from '../src/platform/csv-rows.ts';

const csvRows = (text: string) => csvTable(text).rows;

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

  it('gives each row the line it starts on, counting empty lines and line breaks inside quotes', () => {
    expect(csvTable('h1,h2\n\na,b\r\n"x\ny\r\nz",c\r\r\nlast,1').lines).toEqual([1, 3, 4, 8]);
    expect(csvTable('\n\n\nonly').lines).toEqual([4]);
  });

  it('refuses a stray quote, text after a closing quote and a quote never closed', () => {
    expect(() => csvRows('a"b,c')).toThrow();
    expect(() => csvRows('"ab"c,d')).toThrow();
    expect(() => csvRows('ok\n"abc')).toThrow();
  });
});
