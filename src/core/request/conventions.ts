// The request conventions of section 7, in one place for the page and the service worker.
// Every step fills in only what is missing, so applying them twice changes nothing: a request
// carries each convention exactly once whichever context applied it.
import { HEADERS, PAPER_TRADING_ON, TERMINAL_TYPE_WEB, WEBSITE_MIX } from '../protocol/wire';

/** What the conventions need to know about the user's session, kept by the page and handed to the worker. */
export interface ConventionContext {
  /** Section 3 languageType of the language on screen. */
  readonly languageType: number;
  /** The app's locale code ('en', 'zh-CN', …). */
  readonly locale: string;
  /** The language entry's languageKey ('en_US', …). */
  readonly languageKey: string;
  /** The browser's own language (navigator.language). */
  readonly deviceLanguage: string;
  readonly appearance: 'standard' | 'dark';
  readonly terminalCode: string;
  readonly deviceId: string;
  readonly demo: boolean;
  readonly beta: boolean;
}

export type HeaderPairs = Array<readonly [string, string]>;

/** The core client's headers (section 7). */
export function conventionHeaders(ctx: ConventionContext): HeaderPairs {
  const headers: HeaderPairs = [
    [HEADERS.appTheme, ctx.appearance],
    [HEADERS.terminalCode, ctx.terminalCode],
    [HEADERS.terminalType, TERMINAL_TYPE_WEB],
    [HEADERS.deviceLanguage, ctx.deviceLanguage],
    [HEADERS.locale, ctx.locale],
    [HEADERS.language, ctx.languageKey],
  ];
  if (ctx.beta) headers.push([HEADERS.beta, '1']);
  if (ctx.demo) headers.push([HEADERS.paperTrading, PAPER_TRADING_ON]);
  return headers;
}

/** The API wrapper's headers that come from the context (section 7). */
export function wrapperContextHeaders(ctx: Pick<ConventionContext, 'deviceId'>): HeaderPairs {
  return [
    [HEADERS.website, WEBSITE_MIX],
    [HEADERS.deviceId, ctx.deviceId],
  ];
}

/** The API wrapper's per-request headers: only the page can make them (signing covers them). */
export function requestIdentityHeaders(traceId: string, time: number): HeaderPairs {
  return [
    [HEADERS.traceId, traceId],
    [HEADERS.requestTime, String(Math.round(time))],
  ];
}

/** The part of the Fetch API's Headers the conventions need; the page and the worker pass real Headers. */
export interface HeaderBag {
  has(name: string): boolean;
  set(name: string, value: string): void;
}

/**
 * Fills in the conventions a request lacks and says how many it added. A request that carries a trace id was made by the API
 * wrapper, so it also gets the wrapper's context headers. Nothing present is ever replaced.
 */
export function fillConventionHeaders(headers: HeaderBag, ctx: ConventionContext): number {
  const pairs = headers.has(HEADERS.traceId) ? [...conventionHeaders(ctx), ...wrapperContextHeaders(ctx)] : conventionHeaders(ctx);
  let added = 0;
  for (const [name, value] of pairs) {
    if (headers.has(name)) continue;
    headers.set(name, value);
    added += 1;
  }
  return added;
}

/** Query parameters of the conventions: languageType unless present, and timestamp on GET. */
export function conventionQuery(method: string, query: ReadonlyArray<readonly [string, string]>, ctx: Pick<ConventionContext, 'languageType'>, now: number): Array<readonly [string, string]> {
  const out = [...query];
  const has = (name: string) => out.some(([key]) => key === name);
  if (!has('languageType')) out.push(['languageType', String(ctx.languageType)]);
  if (method.toUpperCase() === 'GET' && !has('timestamp')) out.push(['timestamp', String(now)]);
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Section 5: dates as YYYY-MM-DD HH:mm in the user's time zone. */
export function formatRequestDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type ParamValue = string | number | boolean | null | undefined | Date | ParamValue[] | { readonly [key: string]: ParamValue };
export type Params = { readonly [key: string]: ParamValue };
type Normalised = string | number | boolean | null | Normalised[] | { [key: string]: Normalised };

/** Strings trimmed and dates formatted, at any depth; undefined entries dropped. */
export function normaliseParams(params: Params): { [key: string]: Normalised } {
  const walk = (value: ParamValue): Normalised | undefined => {
    if (value === undefined) return undefined;
    if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value === 'string') return value.trim();
    if (value instanceof Date) return formatRequestDate(value);
    if (Array.isArray(value)) return value.map(walk).filter((v): v is Normalised => v !== undefined);
    return normaliseParams(value);
  };
  const out: { [key: string]: Normalised } = {};
  for (const [key, value] of Object.entries(params)) {
    const v = walk(value);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** GET parameters as query pairs (objects as JSON, arrays repeated). */
export function paramsAsQuery(params: Params): Array<readonly [string, string]> {
  const pairs: Array<readonly [string, string]> = [];
  for (const [key, value] of Object.entries(normaliseParams(params))) {
    if (value === null) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([key, typeof item === 'object' ? JSON.stringify(item) : String(item)]);
    else pairs.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  return pairs;
}

/** The pending-request identity for duplicate cancelling: method and URL, without the conventions' own timestamp. */
export function duplicateKey(method: string, pathAndQuery: string): string {
  const [path, query = ''] = pathAndQuery.split('?', 2);
  const kept = query.split('&').filter((part) => part !== '' && !part.startsWith('timestamp=')).join('&');
  return `${method.toUpperCase()} ${path}${kept ? `?${kept}` : ''}`;
}
