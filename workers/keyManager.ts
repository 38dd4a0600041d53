// Which device key pair signs, and its life (section 4): a visitor pair for sign-ins, a backup
// kept ready, the backup taken when generating a new pair outlasts the limit (section 9: 8 s), and
// the pair bound to the session a sign-in opens.
import { FALLBACK_ALGORITHM, type KeyAlgorithm } from '../src/core/protocol/signConfig';
import { hex, utf8 } from './bytes';
import type { SessionRef } from './cryptoApi';
import { cryptoError } from './errors';
import { generatePair, type DevicePair, type GeneratePair } from './keyPair';
import type { Binding, KeyStore } from './keyStore';

export const KEYGEN_TIMEOUT_MS = 8_000;

export interface KeyManagerOptions {
  readonly store: KeyStore;
  /** self.isSecureContext: pairs are generated only over https (or on localhost). */
  readonly secureContext: boolean;
  readonly keygenTimeoutMs?: number;
  readonly generate?: GeneratePair;
}

/** The promise's value, or undefined when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const tokenHash = async (token: string): Promise<string> => hex(await crypto.subtle.digest('SHA-256', utf8(token)));

const isSession = async (binding: Binding, session: SessionRef): Promise<boolean> =>
  binding.userId === session.userId && binding.tokenHash === (await tokenHash(session.token));

export class KeyManager {
  algorithm: KeyAlgorithm = FALLBACK_ALGORITHM;
  private readonly store: KeyStore;
  private readonly secureContext: boolean;
  private readonly timeoutMs: number;
  private readonly generatePair: GeneratePair;
  // One generation at a time per purpose, however many requests ask at once.
  private visitorInFlight: Promise<DevicePair> | undefined;
  private backupInFlight: Promise<void> | undefined;

  constructor(options: KeyManagerOptions) {
    this.store = options.store;
    this.secureContext = options.secureContext;
    this.timeoutMs = options.keygenTimeoutMs ?? KEYGEN_TIMEOUT_MS;
    this.generatePair = options.generate ?? generatePair;
  }

  /**
   * The pair that signs: for a sign-in, the bound pair only when `session` is the bound session (the
   * gateway then demands it) and the visitor pair otherwise, so a new sign-in never inherits someone
   * else's key; for any other call, the bound pair whenever there is one.
   */
  async pairFor(session: SessionRef | null, signIn: boolean): Promise<DevicePair> {
    const bound = await this.store.bound();
    if (bound && (!signIn || (session && (await isSession(bound.binding, session))))) return bound.pair;
    return this.visitorPair();
  }

  /** Binds the pair that signed a request (its public key) to the session that request opened. */
  async bind(session: SessionRef, signedBy: string, trusted?: boolean): Promise<DevicePair> {
    const pair = await this.store.byPublicKey(signedBy);
    if (!pair) throw cryptoError('UnknownKey', 'The key that signed this sign-in is no longer stored');
    await this.store.bind({ pairId: pair.id, userId: session.userId, tokenHash: await tokenHash(session.token), ...(trusted === undefined ? {} : { trusted }) });
    return pair;
  }

  unbind(): Promise<void> {
    return this.store.unbind();
  }

  /** Resolves once a backup pair is stored (or its generation has failed: a missing backup only matters when a later generation is slow). */
  backupReady(): Promise<void> {
    this.backupInFlight ??= (async () => {
      if (!(await this.store.slot('backup'))) await this.store.fill('backup', await this.generate());
    })()
      .catch(() => undefined)
      .finally(() => {
        this.backupInFlight = undefined;
      });
    return this.backupInFlight;
  }

  private visitorPair(): Promise<DevicePair> {
    this.visitorInFlight ??= this.loadOrCreateVisitor().finally(() => {
      this.visitorInFlight = undefined;
    });
    return this.visitorInFlight;
  }

  private async loadOrCreateVisitor(): Promise<DevicePair> {
    const pair = (await this.store.slot('visitor')) ?? (await this.freshVisitor());
    void this.backupReady();
    return pair;
  }

  private async freshVisitor(): Promise<DevicePair> {
    const generating = this.generate();
    const pair = await within(generating, this.timeoutMs);
    if (pair) return this.store.fill('visitor', pair);
    const backup = await this.store.promoteBackup();
    if (!backup) return this.store.fill('visitor', await generating);
    // The slow pair is not wasted: it becomes the next backup.
    this.backupInFlight ??= generating
      .then((late) => this.store.fill('backup', late))
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.backupInFlight = undefined;
      });
    return backup;
  }

  private generate(): Promise<DevicePair> {
    if (!this.secureContext) return Promise.reject(cryptoError('InsecureContext', 'Device keys are generated only in a secure context (https)'));
    return this.generatePair(this.algorithm);
  }
}
