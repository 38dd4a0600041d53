// The browser's identity on the wire: the terminal code (section 3) and the device id (section 7
// and the analytics device fields). Made once per browser, kept in local storage; when storage is
// refused they live for this page only.
import { CACHE_KEYS, GLOBAL_KEYS, terminalCodeCodec } from '../core/preferences';
import { parseStored } from '../core/storedValue';
import { localStore } from './storage';

const DEVICE_ID_KEY = 'deviceId';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function stored(key: string): string | undefined {
  return terminalCodeCodec.decode(parseStored(localStore.get(key)));
}

let terminal: string | undefined;
let device: string | undefined;

export function terminalCode(): string {
  terminal ??= stored(GLOBAL_KEYS.terminalCode) ?? stored(CACHE_KEYS.terminal_code);
  if (!terminal) {
    terminal = randomHex(16);
    localStore.set(GLOBAL_KEYS.terminalCode, JSON.stringify(terminal));
    localStore.set(CACHE_KEYS.terminal_code, JSON.stringify(terminal));
  }
  return terminal;
}

export function deviceId(): string {
  device ??= stored(DEVICE_ID_KEY);
  if (!device) {
    device = randomHex(16);
    localStore.set(DEVICE_ID_KEY, JSON.stringify(device));
  }
  return device;
}
