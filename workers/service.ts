// The crypto worker's API (cryptoApi.ts) over its parts. Everything the page gets back is public:
// headers, ciphertext, public keys. Private keys and AES keys stay in this context.
import { signRuleFor, type GatewaySignConfig } from '../src/core/protocol/signConfig';
import { normalisePath, signedEndpoint, signingFieldNames } from '../src/core/protocol/signedEndpoints';
import type { CryptoApi, KeyPairInfo } from './cryptoApi';
import { cryptoError } from './errors';
import { KeyManager } from './keyManager';
import { algorithmOf, type DevicePair, type GeneratePair } from './keyPair';
import { KeyStore } from './keyStore';
import { encryptFields, type ServerKey } from './loginCipher';
import { trustedServerKey } from './serverKey';
import { deviceCheckHeaders, signatureHeaders } from './signer';

export interface CryptoServiceOptions {
  readonly secureContext: boolean;
  /** IndexedDB database of the key pairs; tests give each case its own. */
  readonly dbName?: string;
  /** Section 9's 8 s, shorter in tests. */
  readonly keygenTimeoutMs?: number;
  /** Tests slow generation down with this. */
  readonly generate?: GeneratePair;
}

const DEVICE_CHECK_FIELD = 'userCheckDeviceUserIdHash';

const publicHalf = (pair: DevicePair): KeyPairInfo => ({ publicKey: pair.publicKey, algorithm: pair.algorithm });

export interface CryptoService extends CryptoApi {
  /** Resolves once a backup pair is stored; for tests and benchmarks. */
  backupReady(): Promise<void>;
}

export function createCryptoService(options: CryptoServiceOptions): CryptoService {
  const keys = new KeyManager({
    store: new KeyStore(options.dbName),
    secureContext: options.secureContext,
    ...(options.keygenTimeoutMs !== undefined ? { keygenTimeoutMs: options.keygenTimeoutMs } : {}),
    ...(options.generate ? { generate: options.generate } : {}),
  });
  let config: GatewaySignConfig | undefined;
  let serverKey: ServerKey | null = null;

  return {
    async configure(next, issuerCertPem) {
      const verified = await trustedServerKey(next, issuerCertPem);
      config = next;
      serverKey = verified;
      keys.algorithm = algorithmOf(next.defaultAlgorithm);
      return { serverKeyVerified: verified !== null, algorithm: keys.algorithm };
    },

    async keyPair(session) {
      return publicHalf(await keys.pairFor(session, true));
    },

    async prepare({ path, time, traceId, payload, session }) {
      const endpoint = signedEndpoint(path);
      let body: Record<string, unknown> = { ...payload };
      if (endpoint?.encrypted) {
        if (!serverKey) throw cryptoError('ServerKeyUnverified', 'The server key is not vouched for by the issuer certificate: sign-in cannot be encrypted');
        body = await encryptFields(serverKey, endpoint.fields, payload);
      }
      const rule = config ? signRuleFor(config, path) : null;
      if (!config || !rule) return { body, headers: {}, signedBy: null };
      const pair = await keys.pairFor(session, endpoint?.encrypted === true);
      // Mode 2 signs the body as it travels: for a sign-in, its ciphertext, never the secrets inside.
      const headers = await signatureHeaders(pair, { path, time, mode: rule.mode, traceId, fieldNames: signingFieldNames(path), fields: body });
      const userIdHash = payload[DEVICE_CHECK_FIELD];
      if (config.userCheckDeviceUrl.includes(normalisePath(path)) && typeof userIdHash === 'string' && userIdHash !== '') {
        Object.assign(headers, await deviceCheckHeaders(pair, userIdHash));
      }
      return { body, headers, signedBy: pair.publicKey };
    },

    async bindSession(session, signedBy, trusted) {
      return publicHalf(await keys.bind(session, signedBy, trusted));
    },

    unbind: () => keys.unbind(),
    backupReady: () => keys.backupReady(),
  };
}
