// Browser and system named from a User-Agent header, for the device list and the sign-in history.
// Only the family is kept: a version number would make the same browser look like a new device
// after every update, and the raw header is not shown to anyone.

export interface DeviceName {
  /** '' when the header names no browser this list knows. */
  readonly browser: string;
  /** '' when the header names no system this list knows. */
  readonly os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (header: string, table: ReadonlyArray<readonly [RegExp, string]>): string => table.find(([pattern]) => pattern.test(header))?.[1] ?? '';

export function deviceName(userAgent: string): DeviceName {
  const header = userAgent.slice(0, 512);
  return { browser: first(header, BROWSERS), os: first(header, SYSTEMS) };
}
