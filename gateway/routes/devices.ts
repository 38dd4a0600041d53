// /devices and /history (issue 16): the devices bound to the account's live sessions, removing one
// (its sessions end at once: the next call it signs is refused with 00004), and the sign-in history.
import type { FastifyInstance } from 'fastify';
import { DEVICE_ID_PATTERN, DEVICE_PATHS, HISTORY_PAGE_MAX } from '../../src/core/devices/signIns';
import type { GatewayContext } from '../context';
import { SignIns } from '../db/signIns';
import { TrustedDevices } from '../db/trustedDevices';
import { clearSessionCookies } from '../http/cookies';
import { sendOk } from '../http/envelope';
import { optionalText, text, type TextRule } from '../http/fields';
import { requireSession } from '../http/sessionHook';

const CURSOR_RULE: TextRule = { max: 18, pattern: /^\d{1,18}$/, hint: 'field.notCursor' };
const LIMIT_RULE: TextRule = { max: 2, pattern: /^\d{1,2}$/, hint: 'field.wholeNumberRange', hintValues: { min: 1, max: HISTORY_PAGE_MAX } };

export function registerDeviceRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const signIns = new SignIns(ctx.db);
  const trustedDevices = new TrustedDevices(ctx.db);

  app.post(DEVICE_PATHS.devices, async (request, reply) => {
    const session = requireSession(request);
    return sendOk(reply, { devices: signIns.devices(session.userId, session.deviceKey, ctx.clock.now(), trustedDevices.trustedIds(session.userId)) });
  });

  // Removing a device already gone (from another tab, a moment ago) is no error: what was asked holds.
  app.post(DEVICE_PATHS.removeDevice, async (request, reply) => {
    const session = requireSession(request);
    const deviceId = text(request.gw.fields, 'deviceId', { max: 22, pattern: DEVICE_ID_PATTERN, hint: 'field.notDeviceId' });
    const removedKey = signIns.removeDevice(session.userId, deviceId, ctx.clock.now());
    // A device signed out from here proves itself again at its next sign-in.
    trustedDevices.untrust(session.userId, deviceId);
    const current = removedKey === session.deviceKey;
    if (current) clearSessionCookies(reply);
    return sendOk(reply, { current });
  });

  // Un-trusting keeps the device signed in; its next sign-in asks for a new-device code again.
  app.post(DEVICE_PATHS.untrustDevice, async (request, reply) => {
    const session = requireSession(request);
    const deviceId = text(request.gw.fields, 'deviceId', { max: 22, pattern: DEVICE_ID_PATTERN, hint: 'field.notDeviceId' });
    trustedDevices.untrust(session.userId, deviceId);
    return sendOk(reply, null);
  });

  app.post(DEVICE_PATHS.history, async (request, reply) => {
    const session = requireSession(request);
    const cursor = optionalText(request.gw.fields, 'cursor', CURSOR_RULE);
    const limit = Number(optionalText(request.gw.fields, 'limit', LIMIT_RULE) ?? 20);
    return sendOk(reply, signIns.history(session.userId, cursor === undefined ? null : Number(cursor), limit));
  });
}
