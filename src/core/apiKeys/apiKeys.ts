// API keys (issue 16): what a key may do, its IP allow-list, and the text a trading bot signs.
// The gateway and the screens share these rules; the HMAC itself is computed at the edges
// (node:crypto at the gateway, any HMAC-SHA256 in a bot), over apiKeyPrehash's text.
import { MARGIN_PATHS } from '../margin/paths';
import { FEE_PATHS, TRADING_PATHS } from '../markets/paths';
import { RECORD_PATHS } from '../markets/records';
import { PATHS } from '../protocol/paths';

export const API_PERMISSIONS = ['read', 'trade', 'transfer'] as const;
export type ApiPermission = (typeof API_PERMISSIONS)[number];

/** Request headers of a call authenticated by an API key (lower case, as Node and Fastify see them). */
export const API_KEY_HEADERS = {
  key: 'access-key',
  sign: 'access-sign',
  timestamp: 'access-timestamp',
  passphrase: 'access-passphrase',
} as const;

/** A key's timestamp may differ from the server clock by at most this much either way. */
export const API_KEY_WINDOW_MS = 30_000;
export const MAX_API_KEYS = 20;
export const MAX_ALLOWED_IPS = 20;
export const LABEL_MAX = 40;
export const PASSPHRASE_MIN = 8;
export const PASSPHRASE_MAX = 32;

/** Printable ASCII without spaces: a bot sends it as a header. */
export const PASSPHRASE_PATTERN = new RegExp(`^[\\x21-\\x7e]{${PASSPHRASE_MIN},${PASSPHRASE_MAX}}$`);
/** 1 to LABEL_MAX characters, none a control character. */
export const LABEL_PATTERN = new RegExp(`^[^\\p{Cc}]{1,${LABEL_MAX}}$`, 'u');

const KEY_PREFIX = '/v1/user/overview/apikey';

/** The key management calls: a signed-in session only, never an API key. */
export const API_KEY_PATHS = {
  list: `${KEY_PREFIX}/list`,
  sendCode: `${KEY_PREFIX}/sendCode`,
  create: `${KEY_PREFIX}/create`,
  edit: `${KEY_PREFIX}/edit`,
  remove: `${KEY_PREFIX}/delete`,
} as const;

/** Second-factor fields of the create and edit calls; they travel encrypted, as sign-in codes do. */
export const API_KEY_CODE_FIELDS = ['emailCode', 'mobileCode', 'googleCode'] as const;

const T = TRADING_PATHS;
const M = MARGIN_PATHS;
/** The calls an API key may make, each with the permission it needs; every other call is refused. */
const NEEDS: ReadonlyMap<string, ApiPermission> = new Map<string, ApiPermission>([
  ...[PATHS.userinfo, T.assets, T.spotOpenOrders, T.spotHistory, T.spotFills, T.futuresOpenOrders, T.futuresHistory, T.futuresFills,
    T.positions, T.futuresSettings, T.fundingRecords, T.conditionalOpen, T.conditionalHistory].map((p) => [p, 'read'] as const),
  ...[T.spotPlace, T.spotCancel, T.futuresPlace, T.futuresCancel, T.positionTpsl, T.positionClose, T.positionMargin, T.futuresLeverage,
    T.futuresMarginMode, T.positionsCloseAll, T.positionReverse, T.conditionalPlace, T.conditionalEdit, T.conditionalCancel].map((p) => [p, 'trade'] as const),
  [T.transfer, 'transfer'],
  // Margin (issue 14): borrowing and repaying trade on credit, so they need trade as orders do; moving coins in or out is a transfer.
  ...[M.accounts, M.rates, M.maxBorrowable, M.maxTransferable, M.openOrders, M.orderHistory, M.loans, M.records].map((p) => [p, 'read'] as const),
  ...[M.orderPlace, M.orderCancel, M.borrow, M.repay].map((p) => [p, 'trade'] as const),
  [M.transfer, 'transfer'],
  // Records and fees (issue 15): what a bot reconciles against.
  ...[...Object.values(RECORD_PATHS), FEE_PATHS.mine].map((p) => [p, 'read'] as const),
]);

/** The permission a call needs, or null when API keys may not make it at all. */
export function permissionFor(path: string): ApiPermission | null {
  return NEEDS.get(path.split('?', 1)[0] ?? '') ?? null;
}

const isPermission = (v: string): v is ApiPermission => (API_PERMISSIONS as readonly string[]).includes(v);

/** Comma-separated permissions (or an array of them); read is always included, as every exchange does. */
export function parsePermissions(raw: unknown): ApiPermission[] | null {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!parts || parts.some((p) => typeof p !== 'string')) return null;
  const wanted = (parts as string[]).map((p) => p.trim()).filter((p) => p !== '');
  if (!wanted.every(isPermission)) return null;
  return API_PERMISSIONS.filter((p) => p === 'read' || wanted.includes(p));
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]{2,39}$/i;

function isIp(text: string): boolean {
  if (IPV4.test(text)) return true;
  if (!IPV6.test(text) || !text.includes(':')) return false;
  const double = text.split('::').length - 1;
  const groups = text.split(':').filter((g) => g !== '');
  return double <= 1 && groups.every((g) => g.length <= 4) && (double === 1 ? groups.length < 8 : groups.length === 8);
}

export type IpListResult = { readonly ok: true; readonly ips: readonly string[] } | { readonly ok: false; readonly bad: string };

/** An allow-list typed by a user: addresses separated by commas, spaces or new lines; empty allows any address. */
export function parseIpList(raw: unknown): IpListResult {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,;]+/) : raw === undefined || raw === null ? [] : null;
  if (!parts) return { ok: false, bad: String(raw) };
  const ips: string[] = [];
  for (const part of parts) {
    const ip = typeof part === 'string' ? part.trim().toLowerCase() : '';
    if (typeof part === 'string' && ip === '') continue;
    if (!isIp(ip)) return { ok: false, bad: String(part).slice(0, 45) };
    if (!ips.includes(ip)) ips.push(ip);
  }
  if (ips.length > MAX_ALLOWED_IPS) return { ok: false, bad: ips[MAX_ALLOWED_IPS] ?? '' };
  return { ok: true, ips };
}

/** Whether a caller's address is on the allow-list (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const bare = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return allowed.includes(bare);
}

/** What ACCESS-SIGN signs: timestamp, upper-case method, path with its query as sent, and the body text as sent. */
export function apiKeyPrehash(timestamp: string, method: string, pathWithQuery: string, body: string): string {
  return `${timestamp}${method.toUpperCase()}${pathWithQuery}${body}`;
}
