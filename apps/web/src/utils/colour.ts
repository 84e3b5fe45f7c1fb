/** Two hex digits, zero-padded (the original dropped the zero: `#00e6`). */
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function channels(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * The theme's colour cluster, the steps antd and our styles derive hover and light tones from: the colour itself, ten lighter steps mixing it with white
 * by 0.0…0.9 (the first as "r,g,b" for rgba()), and one 10 % darker.
 */
export function themeCluster(hex: string): string[] {
  const rgb = channels(hex);
  const tint = (t: number) => (t === 0 ? rgb.join(',') : `#${rgb.map((c) => hex2(c + Math.round(t * (255 - c)))).join('')}`);
  const shade = `#${rgb.map((c) => hex2(Math.round(0.9 * c))).join('')}`;
  return [hex.replace('#', ''), ...Array.from({ length: 10 }, (_, i) => tint(i / 10)), shade];
}

/** The dark sidebar's background; its selected and open items take the theme colour readable on it. */
export const SIDEBAR_BG = '#304156';

/** The cluster as CSS custom properties for our own styles (`--theme-light-1` … `--theme-dark-1`). */
export function themeVariables(hex: string): Record<string, string> {
  const cluster = themeCluster(hex);
  const variables: Record<string, string> = { '--theme': `#${cluster[0]}`, '--theme-rgb': cluster[1] ?? '' };
  for (let i = 1; i <= 9; i++) variables[`--theme-light-${i}`] = cluster[i + 1] ?? '';
  variables['--theme-dark-1'] = cluster[11] ?? '';
  variables['--theme-text'] = textOnTheme(hex);
  variables['--theme-on-sidebar'] = readableShade(hex, SIDEBAR_BG);
  return variables;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const READABLE = 4.5;

/** The colour `share` of the way from `from` to `to` (0 is `from`, 1 is `to`), both #rrggbb. */
export function blend(from: string, to: string, share: number): string {
  const target = channels(to);
  return `#${channels(from)
    .map((c, i) => hex2(Math.round(c + ((target[i] as number) - c) * share)))
    .join('')}`;
}

/** `hex` mixed with `towards` (black or white) by `share` (0 keeps it, 1 is `towards`). */
function mix(hex: string, share: number, towards: 0 | 255 = 0): string {
  return `#${channels(hex)
    .map((c) => hex2(Math.round(c + (towards - c) * share)))
    .join('')}`;
}

/**
 * The theme colour as readable text on `background`: itself when it reaches 4.5:1, else the
 * nearest shade of it that does (darker on a light background, lighter on a dark one), so links
 * and the sidebar's selected item keep the theme's hue.
 */
export function readableShade(hex: string, background = '#ffffff'): string {
  const towards = luminance(background) < 0.18 ? 255 : 0;
  for (let step = 0; step <= 20; step++) {
    const shade = mix(hex, step / 20, towards);
    if (contrast(shade, background) >= READABLE) return shade;
  }
  return towards === 255 ? '#ffffff' : '#000000';
}

/**
 * Text on a theme-coloured surface (a primary button, a selected tag): white where it reaches
 * 4.5:1, else the darkest shade of the theme colour, which keeps the palette and reads.
 */
export function textOnTheme(hex: string): string {
  if (contrast('#ffffff', hex) >= READABLE) return '#ffffff';
  const deep = mix(hex, 0.75);
  return contrast(deep, hex) >= READABLE ? deep : '#000000';
}
