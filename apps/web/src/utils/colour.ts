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

/** The cluster as CSS custom properties for our own styles (`--theme-light-1` … `--theme-dark-1`). */
export function themeVariables(hex: string): Record<string, string> {
  const cluster = themeCluster(hex);
  const variables: Record<string, string> = { '--theme': `#${cluster[0]}`, '--theme-rgb': cluster[1] ?? '' };
  for (let i = 1; i <= 9; i++) variables[`--theme-light-${i}`] = cluster[i + 1] ?? '';
  variables['--theme-dark-1'] = cluster[11] ?? '';
  return variables;
}
