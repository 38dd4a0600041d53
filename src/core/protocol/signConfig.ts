// The signing config served by GET /v1/mix/config/gatewaySignConfig (sections 3 and 7), and the
// rule that says whether a path is signed and in which mode.
import { normalisePath } from './signedEndpoints';

export type SignMode = 0 | 1 | 2;
export type KeyAlgorithm = 'rsa1024' | 'rsa2048';

export const FALLBACK_ALGORITHM: KeyAlgorithm = 'rsa1024';

export const isKeyAlgorithm = (value: unknown): value is KeyAlgorithm => value === 'rsa1024' || value === 'rsa2048';

export interface GatewaySignConfig {
  /** When false the client signs nothing and the gateway checks nothing. */
  readonly clientOpen: boolean;
  /** Base64 SPKI DER of the gateway's RSA key: wraps the login AES key. */
  readonly serverPublicKey: string;
  /** Base64 RSA-SHA256 signature by the issuer over the lowercase hex SHA-256 of the decoded key bytes. */
  readonly serverPublicKeySign: string;
  readonly defaultAlgorithm: KeyAlgorithm;
  /** Paths signed when the request path equals one of them. */
  readonly exactUrls: readonly string[];
  /** Paths signed when the request path starts with one of them. */
  readonly prefixUrls: readonly string[];
  /** Mode per entry of exactUrls or prefixUrls; an entry without one is signed in mode 0. */
  readonly signModes: Readonly<Record<string, SignMode>>;
  /** Paths where the client adds the device check (usercheckdevicesign, lastalgorithm). */
  readonly userCheckDeviceUrl: readonly string[];
}

export interface SignRule {
  /** The exactUrls or prefixUrls entry that matched. */
  readonly entry: string;
  readonly mode: SignMode;
}

/** The rule for a request path (query ignored), or null when the path is not signed. An exact entry wins over a prefix; the longest prefix wins. */
export function signRuleFor(config: Pick<GatewaySignConfig, 'clientOpen' | 'exactUrls' | 'prefixUrls' | 'signModes'>, path: string): SignRule | null {
  if (!config.clientOpen) return null;
  const p = normalisePath(path);
  let entry: string | undefined = config.exactUrls.find((u) => normalisePath(u) === p);
  if (entry === undefined) {
    for (const prefix of config.prefixUrls) {
      if (p.startsWith(normalisePath(prefix)) && (entry === undefined || prefix.length > entry.length)) entry = prefix;
    }
  }
  if (entry === undefined) return null;
  return { entry, mode: config.signModes[entry] ?? 0 };
}

export function isSignMode(value: unknown): value is SignMode {
  return value === 0 || value === 1 || value === 2;
}

/** Parses the device-sign-mode header value. */
export function parseSignMode(value: string | null | undefined): SignMode | null {
  if (value === '0') return 0;
  if (value === '1') return 1;
  if (value === '2') return 2;
  return null;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 500 && v.every((s) => typeof s === 'string' && s.length <= 512);

/** The sign config from a response or a cache entry; null for anything not of its shape. */
export function parseSignConfig(raw: unknown): GatewaySignConfig | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const c = raw as Record<string, unknown>;
  if (typeof c.clientOpen !== 'boolean' || typeof c.serverPublicKey !== 'string' || typeof c.serverPublicKeySign !== 'string') return null;
  if (!isStringList(c.exactUrls) || !isStringList(c.prefixUrls) || !isStringList(c.userCheckDeviceUrl)) return null;
  const modes = typeof c.signModes === 'object' && c.signModes !== null && !Array.isArray(c.signModes) ? (c.signModes as Record<string, unknown>) : null;
  if (!modes || !Object.values(modes).every(isSignMode)) return null;
  return {
    clientOpen: c.clientOpen,
    serverPublicKey: c.serverPublicKey,
    serverPublicKeySign: c.serverPublicKeySign,
    defaultAlgorithm: isKeyAlgorithm(c.defaultAlgorithm) ? c.defaultAlgorithm : FALLBACK_ALGORITHM,
    exactUrls: c.exactUrls,
    prefixUrls: c.prefixUrls,
    signModes: modes as Record<string, SignMode>,
    userCheckDeviceUrl: c.userCheckDeviceUrl,
  };
}
