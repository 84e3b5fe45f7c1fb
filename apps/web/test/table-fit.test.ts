import { describe, expect, it } from 'vitest';
import { fitColumns } from '../src/components/data-table.tsx';

const column = (width: number, fixed = false) => ({ width, fixed });

describe("a list's columns in the table's room", () => {
  it('keeps the widths when they fit, or before the room is known', () => {
    const columns = [column(200), column(150), column(170, true)];
    expect(fitColumns(columns, 600)).toEqual([200, 150, 170]);
    expect(fitColumns(columns, 0)).toEqual([200, 150, 170]);
  });

  it('narrows the free columns in proportion to fit, the actions column keeping its width', () => {
    // 350 free + 170 fixed into 470: the free columns give up 50 of the 150 they may.
    const widths = fitColumns([column(200), column(150), column(170, true)], 470);
    expect(widths[2]).toBe(170);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(470);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeGreaterThan(465);
    expect(widths[0] as number).toBeLessThan(200);
    expect(widths[1] as number).toBeLessThan(150);
  });

  it("widens a column to its header's longest word, and keeps that width when narrowing", () => {
    expect(fitColumns([column(90), column(170, true)], 0)).toEqual([90, 170]);
    expect(fitColumns([{ ...column(90), header: 110 }, column(170, true)], 1000)).toEqual([110, 170]);
    expect(fitColumns([{ ...column(200), header: 150 }, column(200), column(170, true)], 400)[0]).toBe(150);
  });

  it('narrows each column no further than its share and the floor, and scrolls past that', () => {
    // Line tasks at 1280 px: 980 px of room for fourteen columns and the actions.
    const tasks = [170, 150, 130, 200, 110, 220, 120, 110, 90, 90, 100, 130, 180, 180].map((width) => column(width));
    const widths = fitColumns([...tasks, column(170, true)], 980);
    expect(widths.slice(0, -1)).toEqual(tasks.map((c) => Math.min(c.width, Math.max(80, Math.round(c.width * 0.7)))));
    // Its progress (the sixth column) now starts left of the actions column at rest, and ends before it.
    const progressEnd = widths.slice(0, 6).reduce((sum, width) => sum + width, 0);
    expect(progressEnd).toBeLessThanOrEqual(980 - 170);
  });
});
