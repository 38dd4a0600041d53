// Calls authenticated by an API key (docs/protocol.md, API keys) instead of a session cookie and a
// device signature: ACCESS-SIGN is the base64 HMAC-SHA256, keyed by the secret, over
// timestamp + method + path with query + body as sent. The caller then acts as the key's account,
// on the real or (paptrading: 1) the demo side, for the calls its permissions open.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADERS, API_KEY_WINDOW_MS, apiKeyPrehash, ipAllowed, permissionFor, type ApiPermission } from '../../src/core/apiKeys/apiKeys';
import { CODES } from '../../src/core/protocol/codes';
import { verifyPassword } from '../crypto/password';
import type { Users } from '../db/users';
import type { Clock } from '../http/clock';
import { EnvelopeError } from '../http/envelope';
import { bodyFields } from '../http/fields';
import type { NonceStore } from '../signing/nonces';
import type { ApiKeys } from './store';

export interface ApiKeyContext {
  readonly apiKeys: ApiKeys;
  readonly users: Users;
  readonly clock: Clock;
  readonly nonces: NonceStore;
}

const UNAUTHORISED = 401;
const FORBIDDEN = 403;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The base64 HMAC-SHA256 a caller must send as ACCESS-SIGN. */
export function apiKeySign(secret: string, prehash: string): string {
  return createHmac('sha256', secret).update(prehash, 'utf8').digest('base64');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries ACCESS-KEY; it is then authenticated (or refused) here and never by session or device signature. */
export function authenticateApiKey(request: FastifyRequest, ctx: ApiKeyContext): boolean {
  const accessKey = header(request, API_KEY_HEADERS.key);
  if (request.headers[API_KEY_HEADERS.key] === undefined) return false;
  const sign = header(request, API_KEY_HEADERS.sign);
  const timestamp = header(request, API_KEY_HEADERS.timestamp);
  const passphrase = header(request, API_KEY_HEADERS.passphrase);
  if (!accessKey || !sign || !timestamp || !passphrase) {
    throw new EnvelopeError(CODES.apiKeyInvalid, 'apiKey.headersMissing', { headers: Object.values(API_KEY_HEADERS).join(', ') }, UNAUTHORISED);
  }
  const key = ctx.apiKeys.live(accessKey);
  if (!key) throw new EnvelopeError(CODES.apiKeyInvalid, 'apiKey.unknown', {}, UNAUTHORISED);
  const now = ctx.clock.now();
  const t = /^\d{13}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(t - now) <= API_KEY_WINDOW_MS)) {
    throw new EnvelopeError(CODES.apiKeyTimestamp, 'apiKey.timestampOutside', { header: API_KEY_HEADERS.timestamp, seconds: API_KEY_WINDOW_MS / 1000, now }, UNAUTHORISED);
  }
  const secret = ctx.apiKeys.secretOf(key);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : (request.gw.rawBody?.text ?? '');
  const expected = secret === null ? null : apiKeySign(secret, apiKeyPrehash(timestamp, request.method, request.url, body));
  if (expected === null || !sameText(expected, sign)) throw new EnvelopeError(CODES.apiKeySignInvalid, 'request.headerDoesNotVerify', { header: API_KEY_HEADERS.sign }, UNAUTHORISED);
  if (!verifyPassword(passphrase, key.passphrase_hash)) throw new EnvelopeError(CODES.apiKeyPassphrase, 'apiKey.passphraseWrong', { header: API_KEY_HEADERS.passphrase }, UNAUTHORISED);
  if (!ipAllowed(key.ips === '' ? [] : key.ips.split(','), request.ip)) {
    throw new EnvelopeError(CODES.apiKeyIpRefused, 'apiKey.ipRefused', { ip: request.ip }, FORBIDDEN);
  }
  const path = request.url.split('?', 1)[0] ?? '';
  const needs = permissionFor(path);
  const has = key.permissions.split(',') as ApiPermission[];
  if (needs === null) throw new EnvelopeError(CODES.apiKeyPermission, 'apiKey.pathRefused', { path }, FORBIDDEN);
  if (!has.includes(needs)) throw new EnvelopeError(CODES.apiKeyPermission, 'apiKey.permissionMissing', { permission: needs }, FORBIDDEN);
  // The same signed request twice inside the window is a replay.
  if (!ctx.nonces.use(`api-key:${sign}`, now)) throw new EnvelopeError(CODES.apiKeyTimestamp, 'apiKey.replayed', {}, UNAUTHORISED);
  const user = ctx.users.byId(key.user_id);
  if (!user) throw new EnvelopeError(CODES.apiKeyInvalid, 'apiKey.unknown', {}, UNAUTHORISED);
  if (user.frozen) throw new EnvelopeError(CODES.accountFrozen, 'account.frozen');
  ctx.apiKeys.used(key.access_key, now);
  request.gw.session = { token: '', userId: key.user_id, deviceKey: '' };
  request.gw.fields = request.method === 'GET' || request.method === 'HEAD' ? {} : bodyFields(request.body);
  return true;
}
