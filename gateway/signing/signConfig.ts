// The gatewaySignConfig this gateway serves: which paths are signed and how.
import type { GatewaySignConfig, SignMode } from '../../src/core/protocol/signConfig';
import { SIGNED_ENDPOINTS } from '../../src/core/protocol/signedEndpoints';
import { PATHS, SESSION_SIGNED_PREFIX } from '../../src/core/protocol/paths';

const SESSION_PREFIXES = [SESSION_SIGNED_PREFIX];
const DEVICE_CHECK_URLS = [PATHS.login, PATHS.agencyLogin];

export function buildSignConfig(serverPublicKey: string, serverPublicKeySign: string, clientOpen: boolean): GatewaySignConfig {
  const signModes: Record<string, SignMode> = {};
  // Sign-in and switching calls sign their fields; session calls sign the trace id, which makes each one single-use.
  for (const endpoint of SIGNED_ENDPOINTS) signModes[endpoint.path] = 2;
  for (const prefix of SESSION_PREFIXES) signModes[prefix] = 1;
  signModes[PATHS.refreshToken] = 1;
  return {
    clientOpen,
    serverPublicKey,
    serverPublicKeySign,
    defaultAlgorithm: 'rsa2048',
    exactUrls: [...SIGNED_ENDPOINTS.map((e) => e.path), PATHS.refreshToken],
    prefixUrls: SESSION_PREFIXES,
    signModes,
    userCheckDeviceUrl: DEVICE_CHECK_URLS,
  };
}
