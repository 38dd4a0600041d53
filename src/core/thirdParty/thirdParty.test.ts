import { describe, expect, it } from 'vitest';
import { isLastWayIn, readBindings, readThirdIdentity, readWalletChallenge, shortAddress } from './thirdParty';

const address = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';

describe('third-party answers', () => {
  it('reads an identity and refuses a wrong shape', () => {
    const data = { known: false, thirdTicket: 'abcdefghijklmnopqrstuvwx', provider: 'google', label: 'a@b.example' };
    expect(readThirdIdentity(data)).toEqual(data);
    expect(readThirdIdentity({ ...data, provider: 'myspace' })).toBeNull();
    expect(readThirdIdentity({ ...data, thirdTicket: 'short' })).toBeNull();
  });

  it('accepts a wallet challenge only for this address and its own nonce', () => {
    const nonce = '0123456789abcdef0123456789abcdef';
    const message = `openex.test wants you to sign in with your Ethereum account:\n${address}\n\nNonce: ${nonce}`;
    expect(readWalletChallenge({ nonce, message, expiresAt: 1 }, address)).toEqual({ nonce, message, expiresAt: 1 });
    expect(readWalletChallenge({ nonce, message, expiresAt: 1 }, '0x0000000000000000000000000000000000000000')).toBeNull();
    expect(readWalletChallenge({ nonce: 'fedcba9876543210fedcba9876543210', message, expiresAt: 1 }, address)).toBeNull();
  });

  it('never lets the last way in go', () => {
    const one = readBindings({ hasPassword: false, bindings: [{ provider: 'wallet', subject: address.toLowerCase(), label: address, boundAt: 1 }] });
    expect(one && isLastWayIn(one)).toBe(true);
    expect(isLastWayIn({ ...one!, hasPassword: true })).toBe(false);
    expect(isLastWayIn({ hasPassword: false, bindings: [...one!.bindings, { provider: 'google', subject: 'g', label: 'g', boundAt: 2 }] })).toBe(false);
    expect(readBindings({ hasPassword: false, bindings: [{ provider: 'x' }] })).toBeNull();
  });

  it('shortens a wallet address for a row', () => {
    expect(shortAddress(address)).toBe('0x2c75…5c23');
    expect(shortAddress('@satoshi_fan')).toBe('@satoshi_fan');
  });
});
