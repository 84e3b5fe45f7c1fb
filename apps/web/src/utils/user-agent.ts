/**
 * Browser and system from a User-Agent header, for people reading a sign-in list ("Chrome 131 ·
 * Windows"). A handful of patterns instead of a parser library: the list only needs the name and
 * major version of common browsers.
 */
export type UserAgent = { browser: string; system: string };

// Order matters: Edge, Opera and in-app browsers also announce Chrome and Safari.
const BROWSERS: Array<[string, RegExp]> = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];

const WINDOWS: Record<string, string> = { '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function systemOf(ua: string): string {
  const windows = ua.match(/Windows NT (\d+\.\d+)/);
  if (windows) return `Windows ${WINDOWS[windows[1] as string] ?? windows[1]}`;
  const ios = ua.match(/(?:iPhone|CPU) OS (\d+)/);
  if (ios) return `iOS ${ios[1]}`;
  if (/iPad/.test(ua)) return 'iPadOS';
  const harmony = ua.match(/HarmonyOS[ /]?(\d+)?/);
  if (harmony) return harmony[1] ? `HarmonyOS ${harmony[1]}` : 'HarmonyOS';
  const android = ua.match(/Android (\d+)/);
  if (android) return `Android ${android[1]}`;
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

export function parseUserAgent(ua: string): UserAgent {
  const found = BROWSERS.map(([name, pattern]) => [name, ua.match(pattern)] as const).find(([, match]) => match);
  return { browser: found ? `${found[0]} ${found[1]?.[1]}` : '', system: systemOf(ua) };
}

/** "Chrome 131 · Windows 10/11"; the header itself when nothing in it is known. */
export function describeUserAgent(ua: string): string {
  const { browser, system } = parseUserAgent(ua);
  return [browser, system].filter(Boolean).join(' · ') || ua;
}
