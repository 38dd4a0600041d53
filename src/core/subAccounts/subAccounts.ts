// Sub-accounts of a main account (docs/protocol.md, Sub-accounts): created under a virtual login
// name, frozen and unfrozen, funded by spot transfers to and from the main account. The gateway and
// the page agree through these rules and record checks.
import { type Balance } from '../markets/trading';
import { type WireDrops, boolean, checker, count, decimal, field, oneOf, parseBalance, parseList, readList, symbol, text } from '../markets/wireCheck';
import { SESSION_SIGNED_PREFIX } from '../protocol/paths';
import { FACTOR_FIELDS } from '../security/paths';

const SUB = `${SESSION_SIGNED_PREFIX}sub/`;

export const SUB_ACCOUNT_PATHS = {
  create: `${SUB}create`,
  /** Freezes or unfreezes one: `frozen` 'true' or 'false'. */
  freeze: `${SUB}freeze`,
  /** Spot balances of the main account and of one sub-account, on the side (real or demo) of the call. */
  assets: `${SUB}assets`,
  transfer: `${SUB}transfer`,
  transfers: `${SUB}transfers`,
} as const;

/** The changes guarded by the second factor: their codes travel encrypted, as the security centre's do. */
export const SUB_ACCOUNT_ENCRYPTED: ReadonlyArray<readonly [path: string, fields: readonly string[]]> = [
  [SUB_ACCOUNT_PATHS.create, FACTOR_FIELDS],
  [SUB_ACCOUNT_PATHS.freeze, FACTOR_FIELDS],
];

/** How many sub-accounts one main account may hold. */
export const MAX_SUB_ACCOUNTS = 20;

/** A sub-account's name: 4 to 20 lowercase letters and digits, starting with a letter. */
export const SUB_NAME_PATTERN = /^[a-z][a-z0-9]{3,19}$/;

/** The domain of virtual login names: no mail is ever sent there. */
export const VIRTUAL_DOMAIN = 'virtual.openex';

/** The virtual login name a sub-account gets from its name: unique across the exchange. */
export const virtualLoginName = (name: string): string => `${name}@${VIRTUAL_DOMAIN}`;

/** The problem with a typed name, or null when it is fine (trimmed and lowercased first). */
export function subNameProblem(typed: string): 'required' | 'format' | null {
  const name = typed.trim().toLowerCase();
  if (name === '') return 'required';
  return SUB_NAME_PATTERN.test(name) ? null : 'format';
}

export type TransferDirection = 'toSub' | 'toMain';
export const TRANSFER_DIRECTIONS: readonly TransferDirection[] = ['toSub', 'toMain'];

export interface SubAccountRow {
  readonly userId: string;
  readonly loginName: string;
  readonly userName: string;
  readonly subAccount: boolean;
  /** The account the session is in. */
  readonly current: boolean;
  readonly frozen: boolean;
}

export interface SubAccountList {
  readonly main: SubAccountRow;
  readonly subAccounts: readonly SubAccountRow[];
  readonly maxSubAccounts: number;
}

export interface SubAssets {
  readonly demo: boolean;
  readonly main: readonly Balance[];
  readonly sub: readonly Balance[];
}

export interface SubTransfer {
  readonly transferId: string;
  readonly subUserId: string;
  readonly direction: TransferDirection;
  readonly asset: string;
  readonly amount: string;
  readonly time: number;
}

const userId = (v: unknown) => typeof v === 'string' && /^\d{1,20}$/.test(v);

const parseRow = checker<SubAccountRow>('sub-account', {
  userId, loginName: text(128), userName: text(64), subAccount: boolean, current: boolean, frozen: boolean,
});

/** `data` of the list, or null when it has no main account. */
export function readSubAccountList(data: unknown, drops: WireDrops): SubAccountList | null {
  const main = parseRow(field(data, 'main'), drops);
  const max = field(data, 'maxSubAccounts');
  if (!main) return null;
  return { main, subAccounts: parseList(field(data, 'subAccounts'), parseRow, drops, 'sub-accounts'), maxSubAccounts: count(max) ? (max as number) : MAX_SUB_ACCOUNTS };
}

export const readSubAccountRow = parseRow;

export function readSubAssets(data: unknown, drops: WireDrops): SubAssets | null {
  const demo = field(data, 'demo');
  const main = readList(field(data, 'main'), parseBalance, drops, 'main balances');
  const sub = readList(field(data, 'sub'), parseBalance, drops, 'sub-account balances');
  if (!main || !sub || typeof demo !== 'boolean') return null;
  return { demo, main, sub };
}

export const parseSubTransfer = checker<SubTransfer>('sub-account transfer', {
  transferId: (v) => typeof v === 'string' && /^\d{1,18}$/.test(v), subUserId: userId, direction: oneOf(...TRANSFER_DIRECTIONS), asset: symbol, amount: decimal, time: count,
});

/** `data` of the transfer list, or null when it holds no list. */
export function readSubTransfers(data: unknown, drops: WireDrops): SubTransfer[] | null {
  return readList(field(data, 'transfers'), parseSubTransfer, drops, 'sub-account transfers');
}
