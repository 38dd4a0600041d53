// The crypto worker's API as both sides see it: the worker implements it (service.ts), the page
// calls it through Comlink (src/api/cryptoWorker.ts). Types only, so the page imports no worker code.
import type { GatewaySignConfig, KeyAlgorithm } from '../src/core/protocol/signConfig';

/** The session as the page reads it from its cookies (COOKIES.sessionToken, COOKIES.userId). */
export interface SessionRef {
  readonly token: string;
  readonly userId: string;
}

/** The public half of the device key pair; the private half never leaves the worker. */
export interface KeyPairInfo {
  /** Base64 SPKI DER, as sent in device-sign-key. */
  readonly publicKey: string;
  readonly algorithm: KeyAlgorithm;
}

export interface ConfigureResult {
  /** False when the server key does not verify against the issuer certificate: no sign-in can be encrypted. */
  readonly serverKeyVerified: boolean;
  /** The algorithm new key pairs get: the config's defaultAlgorithm, or rsa1024. */
  readonly algorithm: KeyAlgorithm;
}

export interface PrepareInput {
  /** Request path as sent (the /v1 prefix applied); a query is ignored. */
  readonly path: string;
  /** The reqtime header value the page sends with this request (server-adjusted epoch ms). */
  readonly time: string;
  /** The traceid header value the page sends with this request. */
  readonly traceId: string;
  /** The JSON body as it will be sent, strings already trimmed; {} for a GET. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** The current session cookies, or null for a visitor. */
  readonly session: SessionRef | null;
}

export interface PreparedRequest {
  /** The body to send: the payload, with an encrypted sign-in's fields moved into the cipher fields. */
  readonly body: Record<string, unknown>;
  /** device-sign, device-sign-mode, device-sign-data-md5, device-sign-key, and the device check when due; empty when the path is not signed. */
  readonly headers: Record<string, string>;
  /** The public key that signed (as in device-sign-key), for bind(); null when the path is not signed. */
  readonly signedBy: string | null;
}

/**
 * Names of the errors the worker throws (Comlink carries name and message across):
 * ServerKeyUnverified: a sign-in needs encryption and the server key did not verify (or no config yet);
 * InsecureContext: a key pair is needed and the page is not a secure context;
 * UnknownKey: bind() was given a public key that is no longer stored (a logout came in between);
 * KeyStorageUnavailable: IndexedDB refuses to open or write the key store (damaged records are
 * repaired, not reported: this is what is left when the browser's storage itself fails).
 */
export type CryptoErrorName = 'ServerKeyUnverified' | 'InsecureContext' | 'UnknownKey' | 'KeyStorageUnavailable';

export interface CryptoApi {
  /** Takes the sign config and checks its server key against the issuer certificate (PEM). */
  configure(config: GatewaySignConfig, issuerCertPem: string): Promise<ConfigureResult>;
  /**
   * The pair a sign-in would be signed with: the bound pair for the bound session, else the visitor
   * pair (generated when there is none yet). Awaiting it at start makes sign-in ready.
   */
  keyPair(session: SessionRef | null): Promise<KeyPairInfo>;
  /**
   * Encrypts a sign-in's fields and signs the request as the config says. A sign-in is signed by the
   * visitor pair unless `session` is the bound session; every other signed call by the bound pair
   * whenever there is one, so that renewing a session whose cookies have expired proves its key.
   */
  prepare(input: PrepareInput): Promise<PreparedRequest>;
  /**
   * After a response that carries a user id (sign-in, second step, registration, QR, switch,
   * renewal): binds the pair that signed that request (its PreparedRequest.signedBy) to the new
   * session, as the gateway did. A visitor pair once bound is never handed to another sign-in,
   * unless the account trusts it (`trusted`, from the answer's deviceTrusted; undefined keeps what
   * the pair's binding said): then it is kept at logout for this browser's next sign-in.
   * Not named `bind`: Comlink's proxy takes `remote.bind(...)` for Function.prototype.bind and
   * never sends it, so the binding was never made and the awaiting sign-in never resumed.
   */
  bindSession(session: SessionRef, signedBy: string, trusted?: boolean): Promise<KeyPairInfo>;
  /** Logout: drops the binding and its pair (a trusted pair goes back to the visitor slot). */
  unbind(): Promise<void>;
}
