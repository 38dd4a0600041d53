import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { testWallet } from '../testing/walletSigner';
import { recoverSigner } from './wallet';

// A well-known test key (web3.js's documentation uses it) and its address, computed independently.
const key = Uint8Array.from(Buffer.from('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318', 'hex'));
const ADDRESS = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23';
const personalSign = (message: string, secret: Uint8Array) => testWallet(secret).personalSign(message);
describe('recoverSigner', () => {
  it('recovers the address that signed with personal_sign', () => {
    expect(recoverSigner('Sign in, nonce 1', personalSign('Sign in, nonce 1', key))).toBe(ADDRESS);
  });

  it('recovers another address for another message, and nothing from malformed signatures', () => {
    expect(recoverSigner('Sign in, nonce 2', personalSign('Sign in, nonce 1', key))).not.toBe(ADDRESS);
    expect(recoverSigner('x', '0x1234')).toBeNull();
    expect(recoverSigner('x', `0x${'00'.repeat(64)}1d`)).toBeNull();
  });

  it('refuses the high-s twin of a valid signature', () => {
    const good = personalSign('twin', key);
    const s = BigInt(`0x${good.slice(66, 130)}`);
    const highS = (secp256k1.Point.Fn.ORDER - s).toString(16).padStart(64, '0');
    const v = good.slice(130) === '1b' ? '1c' : '1b';
    expect(recoverSigner('twin', `${good.slice(0, 66)}${highS}${v}`)).toBeNull();
  });
});
