// The device fields of section 3 that can be worked out from plain values: browser and system
// from the user-agent string, the session id, the first-day flag.
import { FIRST_DAY_MS, SESSION_RANDOM_MAX } from './analyticsConfig';

const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];

/** 'Chrome 131', 'Safari 17', or 'Other'. */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

export interface SystemInfo {
  /** The operating system's family: Windows, macOS, iOS, Android, Linux, Other. */
  readonly sys: string;
  readonly os_version: string;
}

const dotted = (raw: string | undefined) => (raw ?? '').replace(/_/g, '.');

export function systemOf(userAgent: string): SystemInfo {
  let m = /Windows NT ([\d.]+)/.exec(userAgent);
  if (m) return { sys: 'Windows', os_version: m[1] ?? '' };
  m = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(userAgent);
  if (m) return { sys: 'iOS', os_version: dotted(m[1]) };
  m = /Android ([\d.]+)/.exec(userAgent);
  if (m) return { sys: 'Android', os_version: m[1] ?? '' };
  m = /Mac OS X ([\d_.]+)/.exec(userAgent);
  if (m) return { sys: 'macOS', os_version: dotted(m[1]) };
  if (/CrOS/.test(userAgent)) return { sys: 'ChromeOS', os_version: '' };
  if (/Linux/.test(userAgent)) return { sys: 'Linux', os_version: '' };
  return { sys: 'Other', os_version: '' };
}

/** Section 9: the device id, then the time, then a whole number from 0 to 100. */
export function makeSessionId(deviceId: string, now: number, random: () => number): string {
  return `${deviceId}${now}${Math.floor(random() * (SESSION_RANDOM_MAX + 1))}`;
}

/** Section 9: true while the first visit lies within the last 24 hours. */
export function isFirstDay(firstVisitTime: number, now: number): boolean {
  return now - firstVisitTime < FIRST_DAY_MS;
}
