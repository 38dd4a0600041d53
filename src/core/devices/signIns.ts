// The devices bound to an account's sessions and its sign-in history, as the gateway answers them
// (docs/protocol.md, Devices and sign-in history) and as the screens read them.
import { type WireDrops, boolean, checker, count, field, nullable, oneOf, readList, text } from '../markets/wireCheck';

/** Session calls (signed in mode 1 like every call under /v1/user/overview/). */
export const DEVICE_PATHS = {
  devices: '/v1/user/overview/devices',
  removeDevice: '/v1/user/overview/devices/remove',
  untrustDevice: '/v1/user/overview/devices/untrust',
  history: '/v1/user/overview/loginHistory',
} as const;

export const SIGN_IN_METHODS = ['password', 'code', 'qr', 'thirdParty', 'switch', 'register', 'newDevice', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A failure is one of the ways a sign-in of a known account can be refused; an unknown name is recorded nowhere. */
/** wrongEntry: an agency account at the normal sign-in, or another account at the agency one. */
export const SIGN_IN_RESULTS = ['success', 'wrongPassword', 'wrongCode', 'throttled', 'frozen', 'wrongEntry'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** A device id: a digest of the device key, so the key itself never has to travel back. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const HISTORY_PAGE_MAX = 50;

export interface Device {
  readonly deviceId: string;
  readonly browser: string;
  readonly os: string;
  readonly ip: string;
  readonly firstSeen: number;
  readonly lastSeen: number;
  /** The device of the session that asked. */
  readonly current: boolean;
  /** The account trusts this device: its sign-ins skip new-device verification. */
  readonly trusted: boolean;
}

export interface SignIn {
  readonly id: string;
  readonly time: number;
  readonly ip: string;
  readonly browser: string;
  readonly os: string;
  readonly method: SignInMethod;
  readonly result: SignInResult;
}

export interface SignInPage {
  readonly items: readonly SignIn[];
  /** Pass back to get the older sign-ins; null on the last page. */
  readonly nextCursor: string | null;
}

const deviceId = (v: unknown) => typeof v === 'string' && DEVICE_ID_PATTERN.test(v);
const cursor = (v: unknown) => typeof v === 'string' && /^\d{1,18}$/.test(v);

const parseDevice = checker<Device>('device', {
  deviceId, browser: text(40), os: text(40), ip: text(64), firstSeen: count, lastSeen: count, current: boolean, trusted: boolean,
});

const parseSignIn = checker<SignIn>('sign-in', {
  id: cursor, time: count, ip: text(64), browser: text(40), os: text(40), method: oneOf(...SIGN_IN_METHODS), result: oneOf(...SIGN_IN_RESULTS),
});

/** `data` of the device list, or null when it holds no list. */
export function readDevices(data: unknown, drops: WireDrops): Device[] | null {
  return readList(field(data, 'devices'), parseDevice, drops, 'devices');
}

/** `data` of a history page, or null when it holds no list or its cursor is malformed. */
export function readSignInPage(data: unknown, drops: WireDrops): SignInPage | null {
  const items = readList(field(data, 'items'), parseSignIn, drops, 'sign-ins');
  const next = field(data, 'nextCursor');
  if (!items) return null;
  if (!nullable(cursor)(next)) {
    drops.dropRecord('sign-in page', 'nextCursor');
    return null;
  }
  return { items, nextCursor: next as string | null };
}

/** `data` of a device removal: whether it was the asking session's own device. */
export function readRemoval(data: unknown, drops: WireDrops): { readonly current: boolean } | null {
  return checker<{ current: boolean }>('device removal', { current: boolean })(data, drops);
}
