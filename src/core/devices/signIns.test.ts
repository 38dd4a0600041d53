import { describe, expect, it } from 'vitest';
import { WireDrops } from '../markets/wireCheck';
import { readDevices, readSignInPage } from './signIns';

const device = { deviceId: 'AAAAAAAAAAAAAAAAAAAAAA', browser: 'Firefox', os: 'Linux', ip: '127.0.0.1', firstSeen: 1, lastSeen: 2, current: true, trusted: false };
const signIn = { id: '7', time: 3, ip: '127.0.0.1', browser: '', os: '', method: 'qr', result: 'success' };

describe('device and sign-in records', () => {
  it('keeps the good records of a list and counts the dropped ones', () => {
    const drops = new WireDrops();
    expect(readDevices({ devices: [device, { ...device, deviceId: '../x' }, { ...device, current: 'yes' }] }, drops)).toEqual([device]);
    expect(drops.records).toBe(2);
  });

  it('drops a sign-in whose method or result it does not know', () => {
    const drops = new WireDrops();
    const page = readSignInPage({ items: [signIn, { ...signIn, method: 'magic' }, { ...signIn, result: 'maybe' }], nextCursor: '6' }, drops);
    expect(page).toEqual({ items: [signIn], nextCursor: '6' });
    expect(drops.records).toBe(2);
  });

  it('reads no page without a list or with a malformed cursor', () => {
    expect(readSignInPage({ nextCursor: null }, new WireDrops())).toBeNull();
    expect(readSignInPage({ items: [], nextCursor: 6 }, new WireDrops())).toBeNull();
    expect(readSignInPage({ items: [], nextCursor: null }, new WireDrops())).toEqual({ items: [], nextCursor: null });
  });
});
