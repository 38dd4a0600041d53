// The devices and sign-in history calls (docs/protocol.md, Devices and sign-in history), read with
// the screens' record checks. A refusal reaches the catalogue as any call's does: 00004 after this
// device was removed elsewhere logs this browser out.
import { DEVICE_PATHS, type Device, type SignInPage, readDevices, readRemoval, readSignInPage } from '../../core/devices/signIns';
import { api } from '../../api/api';
import { record } from '../markets/tradingApi';

export const HISTORY_PAGE_SIZE = 20;

export const fetchDevices = (): Promise<readonly Device[]> => record(DEVICE_PATHS.devices, {}, readDevices, { shownByCaller: true });

export const fetchSignIns = (cursor: string | null): Promise<SignInPage> =>
  record(DEVICE_PATHS.history, { limit: HISTORY_PAGE_SIZE, ...(cursor === null ? {} : { cursor }) }, readSignInPage, { shownByCaller: true });

/** Takes the account's trust back from the device: its next sign-in asks for a new-device code. */
export async function untrustDevice(deviceId: string): Promise<void> {
  await api<null>(DEVICE_PATHS.untrustDevice, { deviceId }, { shownByCaller: true });
}

/** Ends the device's sessions; whether it was this browser's own. */
export async function removeDevice(deviceId: string): Promise<boolean> {
  return (await record(DEVICE_PATHS.removeDevice, { deviceId }, readRemoval)).current;
}
