// The page's handle on the crypto worker (DESIGN.md): every RSA, AES and hash over a payload runs
// there, never on the main thread. One worker per page, created on first use.
import * as Comlink from 'comlink';
import type { GatewaySignConfig } from '../core/protocol/signConfig';
import type { ConfigureResult, CryptoApi } from '../../workers/cryptoApi';

export type { ConfigureResult, CryptoApi, CryptoErrorName, KeyPairInfo, PrepareInput, PreparedRequest, SessionRef } from '../../workers/cryptoApi';

let remote: Comlink.Remote<CryptoApi> | undefined;

export function cryptoWorker(): Comlink.Remote<CryptoApi> {
  remote ??= Comlink.wrap<CryptoApi>(new Worker(new URL('../../workers/crypto.worker.ts', import.meta.url), { type: 'module', name: 'crypto' }));
  return remote;
}

/** Hands the sign config to the worker with the issuer certificate this build embeds, the only one it trusts. */
export function configureSigning(config: GatewaySignConfig): Promise<ConfigureResult> {
  return cryptoWorker().configure(config, __ISSUER_CERT_PEM__);
}
