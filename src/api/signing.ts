// Section 4's signing lifecycle on the page side: the sign config (cached in session storage),
// the crypto worker configured with it, signing and encrypting what the config lists, binding the
// key to the session a sign-in opens, and reloading the config after a sign error.
// The worker (and Comlink) load only when something needs them: a call the config signs or
// encrypts, a sign-in form, a session (prepareSigning). Reading the config needs no worker, so a
// signed-out visitor's public calls never start it.
import { deviceTrustedOf } from '../core/auth/newDevice';
import { readCookie } from '../core/cookies';
import { PATHS } from '../core/protocol/paths';
import { type GatewaySignConfig, parseSignConfig, signRuleFor } from '../core/protocol/signConfig';
import { signedEndpoint } from '../core/protocol/signedEndpoints';
import { COOKIES } from '../core/protocol/wire';
import { parseStored } from '../core/storedValue';
import { readDocumentCookies } from '../platform/storage';
import type { PreparedRequest, SessionRef } from './cryptoWorker';
import { coreRequest } from './http';

const CACHE_KEY = 'gatewaySignConfig';
const REINITIALISE_AFTER_MS = 2000;

interface SigningState {
  readonly config: GatewaySignConfig;
  readonly serverKeyVerified: boolean;
}

function cachedConfig(): GatewaySignConfig | null {
  try {
    return parseSignConfig(parseStored(sessionStorage.getItem(CACHE_KEY)));
  } catch {
    return null;
  }
}

function cacheConfig(config: GatewaySignConfig | null): void {
  try {
    if (config) sessionStorage.setItem(CACHE_KEY, JSON.stringify(config));
    else sessionStorage.removeItem(CACHE_KEY);
  } catch {
    // Without session storage the config is fetched once per page instead.
  }
}

async function loadConfig(): Promise<GatewaySignConfig | null> {
  const cached = cachedConfig();
  if (cached) return cached;
  const data = await coreRequest<{ gatewaySignConfig?: unknown } | null>({ method: 'GET', path: PATHS.signConfig });
  const config = parseSignConfig(data?.gatewaySignConfig);
  cacheConfig(config);
  return config;
}

const worker = () => import('./cryptoWorker');

let config: Promise<GatewaySignConfig | null> | null = null;
let state: Promise<SigningState | null> | null = null;

/** The config alone, without starting the worker; null while the gateway cannot be reached. */
function signConfig(): Promise<GatewaySignConfig | null> {
  config ??= loadConfig()
    .catch(() => null)
    .then((result) => {
      if (!result) config = null;
      return result;
    });
  return config;
}

/**
 * Starts fetching the config at once: every call waits for it (it says which are signed), so on a
 * slow network the first call of a screen would otherwise pay its round trip on top of its own.
 */
export function prefetchSignConfig(): void {
  void signConfig();
}

/**
 * The config handed to the worker and whether its server key verified; null while the gateway
 * cannot be reached. The worker starts (its script loads and runs) while the config is fetched.
 */
function signing(): Promise<SigningState | null> {
  if (state) return state;
  const started = worker().then((module) => (module.cryptoWorker(), module));
  const next: Promise<SigningState | null> = Promise.all([signConfig(), started])
    .then(async ([loaded, module]) => (loaded ? { config: loaded, serverKeyVerified: (await module.configureSigning(loaded)).serverKeyVerified } : null))
    .catch(() => null)
    .then((result) => {
      if (!result && state === next) state = null;
      return result;
    });
  state = next;
  return next;
}

export function sessionRef(): SessionRef | null {
  const cookies = readDocumentCookies();
  const token = readCookie(cookies, COOKIES.sessionToken);
  const userId = readCookie(cookies, COOKIES.userId);
  return token && userId ? { token, userId } : null;
}

/** Loads the config and makes sure a key pair exists, so sign-in is ready before the user asks. */
export async function prepareSigning(): Promise<void> {
  const ready = await signing();
  if (ready?.config.clientOpen) await (await worker()).cryptoWorker().keyPair(sessionRef());
}

/** Section 8: a missing or mismatched signature re-initialises after 2 s; an expired one only reloads the config. */
export function reloadSignConfig(reinitialise: boolean): void {
  const workerStarted = state !== null;
  cacheConfig(null);
  config = null;
  state = null;
  if (reinitialise) setTimeout(() => void prepareSigning().catch(() => undefined), REINITIALISE_AFTER_MS);
  else if (workerStarted) void signing();
  else void signConfig();
}

/** Encrypts and signs a call when the config lists it; null when it goes out as it is. */
export async function prepareSigned(path: string, traceId: string, time: string, payload: Readonly<Record<string, unknown>>): Promise<PreparedRequest | null> {
  if (path === PATHS.signConfig) return null;
  const loaded = await signConfig();
  const encrypted = signedEndpoint(path)?.encrypted === true;
  if (!loaded || (!encrypted && !signRuleFor(loaded, path))) return null;
  if (!(await signing())) return null;
  return (await worker()).cryptoWorker().prepare({ path, time, traceId, payload, session: sessionRef() });
}

/** Section 4: once a response carries a user id, the key that signed its request belongs to that session. */
export async function bindAfterSignIn(data: unknown, signedBy: string): Promise<void> {
  const userId = typeof data === 'object' && data !== null ? (data as { userId?: unknown }).userId : undefined;
  if (typeof userId !== 'string' && typeof userId !== 'number') return;
  const session = sessionRef();
  if (session) await (await worker()).cryptoWorker().bindSession(session, signedBy, deviceTrustedOf(data));
}

export async function forgetDeviceBinding(): Promise<void> {
  await (await worker()).cryptoWorker().unbind();
}
