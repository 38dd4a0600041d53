// Key management for a signed-in main account (docs/protocol.md, API keys): list, send a code,
// create (the secret answered once), edit permissions and allow-list, delete. Create and edit
// carry their passphrase and codes encrypted, as sign-in does; an API key can call none of these.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PATHS, LABEL_MAX, LABEL_PATTERN, MAX_API_KEYS, PASSPHRASE_MAX, PASSPHRASE_MIN, PASSPHRASE_PATTERN, parseIpList, parsePermissions, type ApiPermission } from '../../src/core/apiKeys/apiKeys';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { text, USER_ID_RULE, type Fields, type TextRule } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import type { LoginThrottle } from '../routes/loginThrottle';
import { throttled } from '../security/secondFactor';
import { factorsOf, maskedTarget, requireFactors, sendFactorCode } from './secondFactor';
import type { ApiKeyRow, ApiKeys } from './store';

const LABEL_RULE: TextRule = { max: LABEL_MAX, pattern: LABEL_PATTERN, hint: 'field.controlCharacters' };
const PASSPHRASE_RULE: TextRule = { max: PASSPHRASE_MAX, pattern: PASSPHRASE_PATTERN, hint: 'field.passphraseRule', hintValues: { min: PASSPHRASE_MIN, max: PASSPHRASE_MAX } };
const ACCESS_KEY_RULE: TextRule = { max: 40, pattern: /^ak_[0-9a-f]{32}$/, hint: 'field.notAccessKey' };

export interface ApiKeyView {
  readonly accessKey: string;
  readonly userId: string;
  readonly loginName: string;
  readonly label: string;
  readonly permissions: readonly ApiPermission[];
  readonly ips: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly lastUsedAt: number | null;
}

function permissions(fields: Fields): ApiPermission[] {
  const parsed = parsePermissions(fields.permissions ?? '');
  if (!parsed) throw new EnvelopeError(CODES.invalidParameter, 'apiKey.permissionsInvalid');
  return parsed;
}

function ips(fields: Fields): readonly string[] {
  const parsed = parseIpList(fields.ips);
  if (!parsed.ok) throw new EnvelopeError(CODES.invalidParameter, 'apiKey.ipInvalid', { ip: parsed.bad });
  return parsed.ips;
}

export function registerApiKeyRoutes(app: FastifyInstance, ctx: GatewayContext, keys: ApiKeys, throttle: LoginThrottle): void {
  /** The signed-in main account: a sub-account's keys are managed from its main account, under its second factor. */
  const mainOf = (request: FastifyRequest): UserRow => {
    const user = ctx.users.byId(requireSession(request).userId);
    if (!user) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    if (user.parent_id !== null) throw new EnvelopeError(CODES.forbidden, 'apiKey.subAccountManagedByMain');
    return user;
  };
  const accounts = (main: UserRow): UserRow[] => [main, ...ctx.users.children(main.id)];
  const view = (owners: readonly UserRow[]) => (row: ApiKeyRow): ApiKeyView => ({
    accessKey: row.access_key, userId: row.user_id, loginName: owners.find((u) => u.id === row.user_id)?.login_name ?? '', label: row.label,
    permissions: row.permissions.split(',') as ApiPermission[], ips: row.ips === '' ? [] : row.ips.split(','),
    createdAt: row.created_at, updatedAt: row.updated_at, lastUsedAt: row.last_used_at,
  });
  const ownedKey = (main: UserRow, fields: Fields): ApiKeyRow => {
    const key = keys.live(text(fields, 'accessKey', ACCESS_KEY_RULE));
    if (!key || !accounts(main).some((u) => u.id === key.user_id)) throw new EnvelopeError(CODES.apiKeyNotFound, 'apiKey.notFound');
    return key;
  };

  app.post(API_KEY_PATHS.list, async (request, reply) => {
    const main = mainOf(request);
    const owners = accounts(main);
    const verifyTypes = factorsOf(main).map((method) => ({ method, target: maskedTarget(main, method) }));
    return sendOk(reply, { keys: keys.ofUsers(owners.map((u) => u.id)).map(view(owners)), verifyTypes, maxKeys: MAX_API_KEYS });
  });

  app.post(API_KEY_PATHS.sendCode, async (request, reply) => {
    const main = mainOf(request);
    const channel = text(request.gw.fields, 'channel', { max: 5, pattern: /^(email|sms)$/, hint: 'field.notEither', hintValues: { first: 'email', second: 'sms' } }) as 'email' | 'sms';
    const sent = sendFactorCode(ctx, main, channel);
    if (!sent) throw new EnvelopeError(CODES.tooManyRequests, 'code.sentRecently', { seconds: 60 });
    return sendOk(reply, { channel, target: maskedTarget(main, channel === 'email' ? 'email' : 'mobile'), expiresAt: sent.expiresAt });
  });

  // Wrong codes count as wrong passwords do, so six digits cannot be guessed at request speed.
  const guarded = (path: string, handler: Parameters<typeof throttled>[3]) => app.post(path, throttled(throttle, 'apikey', ctx, handler, CODES.apiKeyVerifyFailed));

  guarded(API_KEY_PATHS.create, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const subUserId = fields.subUserId === undefined || fields.subUserId === '' ? undefined : text(fields, 'subUserId', USER_ID_RULE);
    const owner = subUserId === undefined ? main : ctx.users.children(main.id).find((u) => u.id === subUserId);
    if (!owner) throw new EnvelopeError(CODES.forbidden, 'account.notSubAccount', { subUserId: subUserId ?? '' });
    const label = text(fields, 'label', LABEL_RULE);
    const perms = permissions(fields);
    const allowed = ips(fields);
    const passphrase = text(fields, 'passphrase', PASSPHRASE_RULE);
    if (keys.count(owner.id) >= MAX_API_KEYS) throw new EnvelopeError(CODES.apiKeyLimit, 'apiKey.limitReached', { max: MAX_API_KEYS });
    requireFactors(ctx, main, fields);
    const { row, secret } = keys.create({ userId: owner.id, createdBy: main.id, label, permissions: perms, ips: allowed, passphrase }, ctx.clock.now());
    return sendOk(reply, { ...view(accounts(main))(row), secret });
  });

  guarded(API_KEY_PATHS.edit, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const key = ownedKey(main, fields);
    const perms = permissions(fields);
    const allowed = ips(fields);
    requireFactors(ctx, main, fields);
    keys.edit(key.access_key, perms, allowed, ctx.clock.now());
    const row = keys.live(key.access_key);
    if (!row) throw new EnvelopeError(CODES.apiKeyNotFound, 'apiKey.notFound');
    return sendOk(reply, view(accounts(main))(row));
  });

  app.post(API_KEY_PATHS.remove, async (request, reply) => {
    const main = mainOf(request);
    const key = ownedKey(main, request.gw.fields);
    keys.remove(key.access_key, ctx.clock.now());
    return sendOk(reply, { accessKey: key.access_key, deleted: true });
  });
}
