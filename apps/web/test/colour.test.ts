import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../src/stores/settings-store.ts';
import { contrast, READABLE, readableShade, SIDEBAR_BG, textOnTheme } from '../src/utils/colour.ts';

describe('theme colours that read (WCAG AA, 4.5:1)', () => {
  it.each(THEME_PRESETS)('%s: text on it, links on white and the selected sidebar item all reach 4.5:1', (colour) => {
    expect(contrast(textOnTheme(colour), colour)).toBeGreaterThanOrEqual(READABLE);
    expect(contrast(readableShade(colour), '#ffffff')).toBeGreaterThanOrEqual(READABLE);
    expect(contrast(readableShade(colour, SIDEBAR_BG), SIDEBAR_BG)).toBeGreaterThanOrEqual(READABLE);
    expect(contrast(readableShade(colour, SIDEBAR_BG), '#263445')).toBeGreaterThanOrEqual(READABLE);
  });

  it('keeps white on a dark theme and the colour itself where it already reads', () => {
    expect(textOnTheme('#304156')).toBe('#ffffff');
    expect(readableShade('#6959CD')).toBe('#6959cd');
    expect(contrast('#ffffff', '#409EFF')).toBeLessThan(READABLE);
  });
});
