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
    throw new EnvelopeError(CODES.apiKeyInvalid, `An API-key call needs ${Object.values(API_KEY_HEADERS).join(', ')}`, UNAUTHORISED);
  }
  const key = ctx.apiKeys.live(accessKey);
  if (!key) throw new EnvelopeError(CODES.apiKeyInvalid, 'This API key does not exist or was deleted', UNAUTHORISED);
  const now = ctx.clock.now();
  const t = /^\d{13}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(t - now) <= API_KEY_WINDOW_MS)) {
    throw new EnvelopeError(CODES.apiKeyTimestamp, `${API_KEY_HEADERS.timestamp} must be milliseconds within ${API_KEY_WINDOW_MS / 1000} s of the server time ${now}`, UNAUTHORISED);
  }
  const secret = ctx.apiKeys.secretOf(key);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : (request.gw.rawBody?.text ?? '');
  const expected = secret === null ? null : apiKeySign(secret, apiKeyPrehash(timestamp, request.method, request.url, body));
  if (expected === null || !sameText(expected, sign)) throw new EnvelopeError(CODES.apiKeySignInvalid, `${API_KEY_HEADERS.sign} does not verify`, UNAUTHORISED);
  if (!verifyPassword(passphrase, key.passphrase_hash)) throw new EnvelopeError(CODES.apiKeyPassphrase, `${API_KEY_HEADERS.passphrase} is wrong`, UNAUTHORISED);
  if (!ipAllowed(key.ips === '' ? [] : key.ips.split(','), request.ip)) {
    throw new EnvelopeError(CODES.apiKeyIpRefused, `This API key does not accept calls from ${request.ip}`, FORBIDDEN);
  }
  const path = request.url.split('?', 1)[0] ?? '';
  const needs = permissionFor(path);
  const has = key.permissions.split(',') as ApiPermission[];
  if (needs === null) throw new EnvelopeError(CODES.apiKeyPermission, `API keys cannot call ${path}`, FORBIDDEN);
  if (!has.includes(needs)) throw new EnvelopeError(CODES.apiKeyPermission, `This API key lacks the ${needs} permission`, FORBIDDEN);
  // The same signed request twice inside the window is a replay.
  if (!ctx.nonces.use(`api-key:${sign}`, now)) throw new EnvelopeError(CODES.apiKeyTimestamp, 'This signed request was already used', UNAUTHORISED);
  const user = ctx.users.byId(key.user_id);
  if (!user) throw new EnvelopeError(CODES.apiKeyInvalid, 'This API key does not exist or was deleted', UNAUTHORISED);
  if (user.frozen) throw new EnvelopeError(CODES.accountFrozen, 'This account is frozen; contact support');
  ctx.apiKeys.used(key.access_key, now);
  request.gw.session = { token: '', userId: key.user_id, deviceKey: '' };
  request.gw.fields = request.method === 'GET' || request.method === 'HEAD' ? {} : bodyFields(request.body);
  return true;
}
