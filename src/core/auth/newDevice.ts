// New-device verification (issue 17) as the gateway answers it (docs/protocol.md, New-device
// verification) and as the sign-in screens read it: the step that asks for a code sent to the
// account's email or phone, and the session data's `deviceTrusted`.
import { type WireDrops, boolean, checker, count, oneOf, text } from '../markets/wireCheck';

export const DEVICE_CHANNELS = ['email', 'mobile'] as const;
export type DeviceChannel = (typeof DEVICE_CHANNELS)[number];

export interface DeviceStep {
  readonly needDeviceVerify: true;
  readonly loginTicket: string;
  /** Where a code can be sent, email first; the first one was used already. */
  readonly channels: readonly DeviceChannel[];
  readonly sentTo: DeviceChannel;
  /** Masked by the gateway (`de***@openex.test`, `*****0108`). */
  readonly target: string;
  readonly expiresAt: number;
  readonly resendAfterMs: number;
}

const ticket = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);
const channel = oneOf(...DEVICE_CHANNELS);
const channels = (v: unknown) => Array.isArray(v) && v.length > 0 && v.length <= DEVICE_CHANNELS.length && v.every(channel) && new Set(v).size === v.length;

const parseStep = checker<DeviceStep>('new-device step', {
  needDeviceVerify: (v) => v === true, loginTicket: ticket, channels, sentTo: channel, target: text(128), expiresAt: count, resendAfterMs: count,
});

/** Whether a sign-in answer asks for the new-device step (it has the flag), before checking it whole. */
export const asksForDevice = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { needDeviceVerify?: unknown }).needDeviceVerify === true;

/** The step, or null when the answer is not a well-formed one (its `sentTo` must be one of its channels). */
export function readDeviceStep(data: unknown, drops: WireDrops): DeviceStep | null {
  const step = parseStep(data, drops);
  if (step && !step.channels.includes(step.sentTo)) {
    drops.dropRecord('new-device step', 'sentTo');
    return null;
  }
  return step;
}

/** The session data's `deviceTrusted`, or undefined when absent or malformed (an older gateway, a renewal). */
export function deviceTrustedOf(data: unknown): boolean | undefined {
  const value = typeof data === 'object' && data !== null ? (data as { deviceTrusted?: unknown }).deviceTrusted : undefined;
  return boolean(value) ? (value as boolean) : undefined;
}
