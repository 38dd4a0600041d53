// Third-party sign-in (section 7, /v1/user/public/third/...; docs/protocol.md, Third-party sign-in):
// the providers, their calls and the answers, as every context reads them. One flow serves
// Google, Apple and Telegram (an authorisation code from the provider's consent page); the wallet
// proves its address by signing the gateway's message instead. Their differences are this data.
import { PATHS, SESSION_SIGNED_PREFIX } from '../protocol/paths';

/** Section 7's third-party calls all live under this prefix. */
export const THIRD_PARTY_PREFIX = '/v1/user/public/third/';

export type RedirectProvider = 'google' | 'apple' | 'telegram';
export type ThirdProvider = RedirectProvider | 'wallet';

export const REDIRECT_PROVIDERS: readonly RedirectProvider[] = ['google', 'apple', 'telegram'];
export const THIRD_PROVIDERS: readonly ThirdProvider[] = [...REDIRECT_PROVIDERS, 'wallet'];

export const isThirdProvider = (value: unknown): value is ThirdProvider => typeof value === 'string' && (THIRD_PROVIDERS as readonly string[]).includes(value);
export const isRedirectProvider = (value: unknown): value is RedirectProvider => typeof value === 'string' && (REDIRECT_PROVIDERS as readonly string[]).includes(value);

const third = (path: string) => `${THIRD_PARTY_PREFIX}${path}`;

export const THIRD_PATHS = {
  check: third('check'),
  bindCheck: third('bind/check'),
  bindChoose: third('bind/choose'),
  oauthSign: third('oauth/sign'),
  tgSign: third('tg/sign'),
  walletCheck: third('wallet/check'),
  walletSign: third('wallet/sign'),
  securityVerify: PATHS.thirdSecurityVerify,
  /** The gateway's additions: the security centre's list of bound providers and its unbind. */
  bindings: `${SESSION_SIGNED_PREFIX}third/bindings`,
  unbind: `${SESSION_SIGNED_PREFIX}third/unbind`,
} as const;

/** Creating a new account from a provider's identity: section 7 names one call per provider. */
export const REGISTER_PATHS: Readonly<Record<ThirdProvider, string>> = {
  google: third('google/register'),
  apple: third('apple/register'),
  telegram: third('tg/register'),
  wallet: third('wallet/register'),
};

/** Signing in with a bound identity from a consent page: Telegram has its own call. */
export const SIGN_PATHS: Readonly<Record<RedirectProvider, string>> = {
  google: THIRD_PATHS.oauthSign,
  apple: THIRD_PATHS.oauthSign,
  telegram: THIRD_PATHS.tgSign,
};

/** Section 7 calls the gateway answers "not configured" (00011): Telegram's mini-app variants. */
export const UNSUPPORTED_THIRD_PATHS: readonly string[] = ['tg/signV2', 'tg/generateVirtual', 'tg/checkUserExit'].map(third);

/**
 * The encrypted calls and the fields inside their ciphertext: an authorisation code, a ticket, a
 * password or a wallet signature is a secret, and so never on the wire or in a request log in clear.
 */
export const THIRD_ENCRYPTED: ReadonlyArray<readonly [path: string, fields: readonly string[]]> = [
  [THIRD_PATHS.check, ['provider', 'code', 'nonce']],
  [THIRD_PATHS.bindChoose, ['thirdTicket', 'choice']],
  [THIRD_PATHS.bindCheck, ['thirdTicket', 'loginName', 'pwd', 'areaCode']],
  [THIRD_PATHS.oauthSign, ['thirdTicket']],
  [THIRD_PATHS.tgSign, ['thirdTicket']],
  [THIRD_PATHS.walletSign, ['address', 'nonce', 'signature']],
  ...THIRD_PROVIDERS.map((p) => [REGISTER_PATHS[p], ['thirdTicket']] as const),
];

/** Where the simulated provider's consent page sends the browser back, with #code=…&state=…. */
export const returnPath = (provider: RedirectProvider): string => `/login/third/${provider}`;

/** The reference gateway's simulated providers (not the real Google, Apple or Telegram). */
export const SIMULATED_PROVIDER_PREFIX = '/__provider/';
export const authorizePath = (provider: RedirectProvider): string => `${SIMULATED_PROVIDER_PREFIX}${provider}/authorize`;
export const consentPath = (provider: RedirectProvider): string => `${SIMULATED_PROVIDER_PREFIX}${provider}/consent`;

export const WALLET_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 0x1234…abcd: enough to recognise an address, short enough for a phone's row. */
export function shortAddress(address: string): string {
  return WALLET_ADDRESS.test(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export type BindChoice = 'new' | 'bind';

type Bag = Readonly<Record<string, unknown>>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const TICKET = /^[A-Za-z0-9_-]{16,64}$/;

/** An identity the gateway has proven (a code redeemed, a wallet signature checked) but not signed in with. */
export interface ThirdIdentity {
  readonly known: boolean;
  readonly thirdTicket: string;
  readonly provider: ThirdProvider;
  /** What the user recognises: the provider's email or handle, or the wallet address. */
  readonly label: string;
}

export function readThirdIdentity(data: unknown): ThirdIdentity | null {
  if (!isBag(data) || typeof data.known !== 'boolean' || typeof data.thirdTicket !== 'string' || !TICKET.test(data.thirdTicket)) return null;
  if (!isThirdProvider(data.provider) || typeof data.label !== 'string' || data.label === '' || data.label.length > 128) return null;
  return { known: data.known, thirdTicket: data.thirdTicket, provider: data.provider, label: data.label };
}

export interface WalletChallenge {
  readonly nonce: string;
  /** The exact text the wallet signs (EIP-4361 style, naming this site's domain). */
  readonly message: string;
  readonly expiresAt: number;
}

export function readWalletChallenge(data: unknown, address: string): WalletChallenge | null {
  if (!isBag(data) || typeof data.nonce !== 'string' || !/^[A-Za-z0-9]{16,64}$/.test(data.nonce) || typeof data.message !== 'string' || typeof data.expiresAt !== 'number') return null;
  // The page shows the wallet this text to sign: it must be the challenge for this address and nonce.
  if (!data.message.includes(address) || !data.message.includes(`Nonce: ${data.nonce}`) || data.message.length > 2000) return null;
  return { nonce: data.nonce, message: data.message, expiresAt: data.expiresAt };
}

export interface Binding {
  readonly provider: ThirdProvider;
  readonly subject: string;
  readonly label: string;
  readonly boundAt: number;
}

export interface Bindings {
  readonly bindings: readonly Binding[];
  /** Whether the account has a password, so that every binding may go. */
  readonly hasPassword: boolean;
}

export function readBindings(data: unknown): Bindings | null {
  if (!isBag(data) || !Array.isArray(data.bindings) || typeof data.hasPassword !== 'boolean') return null;
  const bindings: Binding[] = [];
  for (const row of data.bindings) {
    if (!isBag(row) || !isThirdProvider(row.provider) || typeof row.subject !== 'string' || typeof row.label !== 'string' || typeof row.boundAt !== 'number') return null;
    bindings.push({ provider: row.provider, subject: row.subject, label: row.label, boundAt: row.boundAt });
  }
  return { bindings, hasPassword: data.hasPassword };
}

/** Whether unbinding one more would leave the account no way in (no password and no other binding). */
export const isLastWayIn = (state: Bindings): boolean => !state.hasPassword && state.bindings.length <= 1;
