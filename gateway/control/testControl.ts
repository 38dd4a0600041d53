// The test-control API under /__gateway/ (docs/testing.md). Registered only when test control is
// on, and even then it answers only loopback peers: anyone else gets the same 404 as a gateway without it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { totpAt } from '../crypto/totp';
import { clearDatabase } from '../db/database';
import { seedDemoUsers } from '../db/seed';
import { SecuritySettings } from '../db/securitySettings';
import { sendError, sendOk } from '../http/envelope';
import { ControlError } from './controlError';
import { message } from '../http/messages/catalogue';
import { bodyFields, text, type Fields } from '../http/fields';
import type { Faults, FaultSpec } from './faults';
import type { ImageKnobs, ImageServers } from './imageServers';

export const CONTROL_PREFIX = '/__gateway/';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface ControlDeps {
  readonly ctx: GatewayContext;
  readonly faults: Faults;
  readonly images: ImageServers;
  /** Forgets in-memory state other than faults and clock: trace ids, login throttles. */
  readonly resetMemory: () => void;
  /** Empties the tables other modules keep beside the accounts (trading), before the data reset. */
  readonly clearData?: () => void;
}

export function isLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);

function optionalNumber(fields: Fields, name: string, min: number, max: number): number | undefined {
  const v = fields[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw bad(`${name} must be an integer from ${min} to ${max}`);
  return v;
}

function optionalBoolean(fields: Fields, name: string): boolean | undefined {
  const v = fields[name];
  if (v !== undefined && typeof v !== 'boolean') throw bad(`${name} must be true or false`);
  return v;
}

function optionalString(fields: Fields, name: string): string | undefined {
  const v = fields[name];
  if (v !== undefined && (typeof v !== 'string' || v.length > 512)) throw bad(`${name} must be a string`);
  return v;
}

function optionalJson(fields: Fields, name: string): unknown {
  const v = fields[name];
  if (v !== undefined && JSON.stringify(v).length > 65_536) throw bad(`${name} must be at most 64 KB of JSON`);
  return v;
}

export function faultSpec(fields: Fields): FaultSpec {
  const path = optionalString(fields, 'path');
  if (!path || !path.startsWith('/')) throw bad('path must start with /');
  const spec: FaultSpec = {
    path,
    method: optionalString(fields, 'method'),
    status: optionalNumber(fields, 'status', 100, 599),
    code: optionalString(fields, 'code'),
    msg: optionalString(fields, 'msg'),
    latencyMs: optionalNumber(fields, 'latencyMs', 0, 120_000),
    drop: optionalBoolean(fields, 'drop'),
    signError: optionalString(fields, 'signError'),
    times: optionalNumber(fields, 'times', 1, 1_000_000),
    terminalCode: optionalString(fields, 'terminalCode'),
    data: optionalJson(fields, 'data'),
    body: optionalString(fields, 'body'),
    contentType: optionalString(fields, 'contentType'),
  };
  return Object.fromEntries(Object.entries(spec).filter(([, v]) => v !== undefined)) as unknown as FaultSpec;
}

export function registerTestControl(app: FastifyInstance, deps: ControlDeps): void {
  const { ctx, faults, images } = deps;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX) && !isLoopback(request)) return sendError(request, reply, CODES.notFound, message('request.notFound'), 404);
    return undefined;
  });

  app.get('/__gateway/state', async (_request, reply) => sendOk(reply, {
    skewMs: ctx.clock.skew, now: ctx.clock.now(), faults: faults.all(), images: images.states, settings: ctx.settings,
  }));

  app.post('/__gateway/faults', async (request, reply) => sendOk(reply, faults.add(faultSpec(bodyFields(request.body)))));
  app.delete('/__gateway/faults', async (_request, reply) => {
    faults.clear();
    return sendOk(reply, null);
  });
  app.delete<{ Params: { id: string } }>('/__gateway/faults/:id', async (request, reply) => {
    if (!faults.remove(Number(request.params.id))) throw new ControlError(CODES.notFound, `No fault ${request.params.id}`, 404);
    return sendOk(reply, null);
  });

  app.post('/__gateway/clock', async (request, reply) => {
    const skewMs = optionalNumber(bodyFields(request.body), 'skewMs', -10 * 365 * 86_400_000, 10 * 365 * 86_400_000);
    if (skewMs === undefined) throw bad('skewMs is required');
    ctx.clock.setSkew(skewMs);
    return sendOk(reply, { skewMs, now: ctx.clock.now() });
  });

  app.post('/__gateway/settings', async (request, reply) => {
    const fields = bodyFields(request.body);
    const eventLogUploadSwitch = optionalBoolean(fields, 'eventLogUploadSwitch');
    const clientOpen = optionalBoolean(fields, 'clientOpen');
    if (eventLogUploadSwitch !== undefined) ctx.settings.eventLogUploadSwitch = eventLogUploadSwitch;
    if (clientOpen !== undefined) ctx.settings.clientOpen = clientOpen;
    return sendOk(reply, ctx.settings);
  });

  app.get<{ Querystring: { account?: string } }>('/__gateway/codes', async (request, reply) => {
    const account = text(request.query as Fields, 'account', { max: 128 });
    return sendOk(reply, { account, codes: ctx.codes.forAccount(account) });
  });

  app.get<{ Querystring: { loginName?: string; pending?: string } }>('/__gateway/totp', async (request, reply) => {
    const loginName = text(request.query as Fields, 'loginName', { max: 128 });
    const user = ctx.users.byLoginName(loginName);
    // pending=1: the secret shown for binding and not yet confirmed (the authenticator app a user just set up).
    const secret = request.query.pending === '1' ? user && new SecuritySettings(ctx.db).heldSecret(user.id, ctx.clock.now()) : user?.google_secret;
    if (!secret) throw new ControlError(CODES.notFound, `${loginName} has no Google authenticator`, 404);
    return sendOk(reply, { code: totpAt(secret, ctx.clock.now()) });
  });

  // Issue 17's account flags (new-device check, agency), which no registration sets: a test turns them on for its own account.
  app.post('/__gateway/accounts/flags', async (request, reply) => {
    const fields = bodyFields(request.body);
    const user = ctx.users.byLoginName(text(fields, 'loginName', { max: 128 }));
    if (!user) throw new ControlError(CODES.notFound, 'No such account', 404);
    ctx.users.setSignInFlags(user.id, { deviceCheck: optionalBoolean(fields, 'deviceCheck'), agency: optionalBoolean(fields, 'agency') });
    return sendOk(reply, { loginName: user.login_name });
  });

  app.get<{ Querystring: { since?: string } }>('/__gateway/analytics', async (request, reply) =>
    sendOk(reply, { events: ctx.events.analytics(Number(request.query.since ?? 0) || 0) }));
  app.get('/__gateway/csp', async (_request, reply) => sendOk(reply, { reports: ctx.events.cspReports() }));

  app.post('/__gateway/qr/confirm', async (request, reply) => {
    const fields = bodyFields(request.body);
    const key = ctx.qrKeys.find(text(fields, 'qrcodeKey', { max: 64 }), ctx.clock.now());
    if (!key || key.status === 'expired' || key.status === 'used') throw new ControlError(CODES.ticketExpired, 'The QR key is unknown, used or expired', 404);
    const step = optionalString(fields, 'step') ?? 'confirmed';
    if (step !== 'scanned' && step !== 'confirmed') throw bad("step must be 'scanned' or 'confirmed'");
    const user = step === 'confirmed' ? ctx.users.byLoginName(text(fields, 'loginName', { max: 128 })) : undefined;
    if (step === 'confirmed' && !user) throw new ControlError(CODES.notFound, 'No such account', 404);
    ctx.qrKeys.advance(key.key, step, user?.id ?? null);
    return sendOk(reply, { qrcodeKey: key.key, status: step });
  });

  app.get('/__gateway/images', async (_request, reply) => sendOk(reply, { images: images.states }));
  app.post<{ Params: { index: string } }>('/__gateway/images/:index', async (request, reply) => {
    const fields = bodyFields(request.body);
    const knobs: Partial<ImageKnobs> = {};
    const latencyMs = optionalNumber(fields, 'latencyMs', 0, 120_000);
    if (latencyMs !== undefined) knobs.latencyMs = latencyMs;
    if (fields.failStatus === null) knobs.failStatus = null;
    else {
      const failStatus = optionalNumber(fields, 'failStatus', 400, 599);
      if (failStatus !== undefined) knobs.failStatus = failStatus;
    }
    const drop = optionalBoolean(fields, 'drop');
    if (drop !== undefined) knobs.drop = drop;
    const state = images.set(Number(request.params.index), knobs);
    if (!state) throw new ControlError(CODES.notFound, `No image server ${request.params.index}`, 404);
    return sendOk(reply, state);
  });

  app.post('/__gateway/reset', async (request, reply) => {
    const data = optionalBoolean(bodyFields(request.body), 'data') ?? false;
    faults.clear();
    images.reset();
    ctx.clock.setSkew(0);
    ctx.settings.eventLogUploadSwitch = true;
    ctx.settings.clientOpen = true;
    deps.resetMemory();
    if (data) {
      deps.clearData?.();
      clearDatabase(ctx.db);
      seedDemoUsers(ctx.users, ctx.clock.now());
    }
    return sendOk(reply, { data });
  });
}
