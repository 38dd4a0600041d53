// The signature check of every signed call (DESIGN.md, signed data), and the decryption of
// encrypted sign-ins once their signature, over the ciphertext as received, verifies. Runs before
// the handlers; a refusal is an envelope sign error (00020-00023) with the gw-sign-error header.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { parseSignMode, signRuleFor, type GatewaySignConfig } from '../../src/core/protocol/signConfig';
import { buildSignedData } from '../../src/core/protocol/signedData';
import { PATHS } from '../../src/core/protocol/paths';
import { signedEndpoint, signingFieldNames, type SignedEndpoint } from '../../src/core/protocol/signedEndpoints';
import { CIPHER_FIELDS, HEADERS } from '../../src/core/protocol/wire';
import { parseDeviceKey, verifyDeviceSign } from '../crypto/deviceKey';
import { LoginCipherError, decryptLoginFields, hasCipherFields } from '../crypto/loginCipher';
import type { ServerKey } from '../crypto/serverKey';
import type { Clock } from '../http/clock';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { bodyFields, type Fields } from '../http/fields';
import type { NonceStore } from './nonces';

/** A signed request's time may differ from the server clock by at most this much either way. */
export const SIGN_WINDOW_MS = 5 * 60_000;
const TRACE_ID = /^[A-Za-z0-9_.:-]{8,128}$/;
const ALGORITHMS = new Set(['rsa1024', 'rsa2048']);
/** Signed even without a live session: renewing one must prove the key the session was bound to. */
const SESSIONLESS_SIGNED: ReadonlySet<string> = new Set([PATHS.refreshToken]);

export interface GuardContext {
  readonly config: GatewaySignConfig;
  readonly serverKey: ServerKey;
  readonly clock: Clock;
  readonly nonces: NonceStore;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);

/** A secret in clear is refused before anything else, so the client hears about the worst problem first. */
function refuseClearSecrets(endpoint: SignedEndpoint | undefined, body: Fields): void {
  const inClear = endpoint?.encrypted ? endpoint.fields.find((f) => f in body) : undefined;
  if (inClear !== undefined) throw refuse(CODES.encryptionRequired, 'sign.fieldInClear', { field: inClear, ciphertext: CIPHER_FIELDS.ciphertext });
}

function requireCipherFields(endpoint: SignedEndpoint | undefined, body: Fields): void {
  if (endpoint?.encrypted && !hasCipherFields(body)) throw refuse(CODES.encryptionRequired, 'sign.encryptionRequired', { ciphertext: CIPHER_FIELDS.ciphertext, wrappedKey: CIPHER_FIELDS.wrappedKey, iv: CIPHER_FIELDS.iv });
}

function decrypted(body: Fields, serverKey: ServerKey): Fields {
  try {
    const plain = decryptLoginFields(body, serverKey);
    const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !Object.values(CIPHER_FIELDS).includes(k as never)));
    return { ...rest, ...plain };
  } catch (error) {
    if (error instanceof LoginCipherError) throw refuse(CODES.encryptionRequired, 'sign.cipherInvalid', { detail: error.message });
    throw error;
  }
}

export function guardRequest(request: FastifyRequest, ctx: GuardContext): void {
  const path = request.url.split('?', 1)[0] ?? '';
  const endpoint = signedEndpoint(path);
  // Routes that take a JSON array (the analytics batch) say so in their config and read request.body themselves.
  const arrayBody = (request.routeOptions.config as { arrayBody?: boolean } | undefined)?.arrayBody === true;
  const body = request.method === 'GET' || request.method === 'HEAD' || (arrayBody && Array.isArray(request.body)) ? {} : bodyFields(request.body);
  refuseClearSecrets(endpoint, body);
  requireCipherFields(endpoint, body);
  const rule = signRuleFor(ctx.config, path);
  // A session call without a session is answered by its handler (00004), not as a sign error:
  // a visitor's page has no bound key yet, and section 8 keeps the user-info call silent then.
  const mustSign = rule !== null && (endpoint?.encrypted === true || request.gw.session !== undefined || SESSIONLESS_SIGNED.has(path));
  if (!mustSign) {
    request.gw.fields = endpoint?.encrypted ? decrypted(body, ctx.serverKey) : body;
    return;
  }

  const sign = header(request, HEADERS.deviceSign);
  const modeText = header(request, HEADERS.deviceSignMode);
  const md5 = header(request, HEADERS.deviceSignDataMd5);
  const keyText = header(request, HEADERS.deviceSignKey);
  const time = header(request, HEADERS.requestTime);
  const traceId = header(request, HEADERS.traceId);
  const missing = ([[HEADERS.deviceSign, sign], [HEADERS.deviceSignMode, modeText], [HEADERS.deviceSignDataMd5, md5], [HEADERS.deviceSignKey, keyText], [HEADERS.requestTime, time], [HEADERS.traceId, traceId]] as const)
    .filter(([, v]) => v === undefined).map(([name]) => name);
  if (missing.length > 0 || !sign || !md5 || !keyText || !time || !traceId) throw refuse(CODES.signMissing, 'sign.headersMissing', { list: missing.join(', ') });

  const mode = parseSignMode(modeText);
  if (mode !== rule.mode) throw refuse(CODES.signModeMismatch, 'sign.modeMismatch', { path, expected: rule.mode, actual: modeText ?? '' });
  const t = /^\d{13}$/.test(time) ? Number(time) : NaN;
  const now = ctx.clock.now();
  if (!(Math.abs(t - now) <= SIGN_WINDOW_MS)) throw refuse(CODES.signExpired, 'sign.timeOutside', { header: HEADERS.requestTime, time, seconds: SIGN_WINDOW_MS / 1000, now });
  if (!TRACE_ID.test(traceId)) throw refuse(CODES.signInvalid, 'sign.traceIdInvalid', { header: HEADERS.traceId });

  let signedData: string;
  try {
    // The body as received: an encrypted sign-in is signed over its ciphertext (signingFieldNames).
    signedData = buildSignedData({ path, time, mode, traceId, fieldNames: signingFieldNames(path), fields: body });
  } catch (error) {
    throw refuse(CODES.invalidParameter, 'request.invalid', { detail: (error as Error).message });
  }
  if (createHash('md5').update(signedData, 'utf8').digest('hex') !== md5.toLowerCase()) throw refuse(CODES.signInvalid, 'sign.md5Mismatch', { header: HEADERS.deviceSignDataMd5 });
  const key = parseDeviceKey(keyText);
  if (!key) throw refuse(CODES.signInvalid, 'sign.keyInvalid', { header: HEADERS.deviceSignKey });
  if (!verifyDeviceSign(key, signedData, sign)) throw refuse(CODES.signInvalid, 'request.headerDoesNotVerify', { header: HEADERS.deviceSign });
  if (request.gw.session && request.gw.session.deviceKey !== keyText) throw refuse(CODES.signInvalid, 'session.otherSigningKey');
  const fields = endpoint?.encrypted ? decrypted(body, ctx.serverKey) : body;
  checkDeviceCheck(request, ctx.config, path, fields, keyText);
  if (!ctx.nonces.use(traceId, now)) throw refuse(CODES.signInvalid, 'sign.traceIdReused', { header: HEADERS.traceId, traceId });
  request.gw.fields = fields;
  request.gw.deviceKey = keyText;
}

/** The device check of section 7: when sent, usercheckdevicesign must be the device key's signature over userCheckDeviceUserIdHash. */
function checkDeviceCheck(request: FastifyRequest, config: GatewaySignConfig, path: string, fields: Fields, keyText: string): void {
  const check = header(request, HEADERS.userCheckDeviceSign);
  if (check === undefined || !config.userCheckDeviceUrl.includes(path)) return;
  const hash = fields.userCheckDeviceUserIdHash;
  const algorithm = header(request, HEADERS.lastAlgorithm);
  if (typeof hash !== 'string' || hash === '') throw refuse(CODES.invalidParameter, 'sign.userHashMissing', { header: HEADERS.userCheckDeviceSign });
  if (algorithm !== undefined && !ALGORITHMS.has(algorithm)) throw refuse(CODES.invalidParameter, 'sign.algorithmInvalid', { header: HEADERS.lastAlgorithm });
  const key = parseDeviceKey(keyText);
  if (!key || !verifyDeviceSign(key, hash, check)) throw refuse(CODES.signInvalid, 'request.headerDoesNotVerify', { header: HEADERS.userCheckDeviceSign });
}
