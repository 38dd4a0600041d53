// A test wallet: personal_sign (EIP-191) with a secp256k1 key held in Node, as a browser wallet
// would sign, for the gateway tests and the Playwright provider that forwards to it.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

export interface TestWallet {
  readonly address: string;
  personalSign(message: string): string;
}

export function testWallet(secret: Uint8Array = secp256k1.utils.randomSecretKey()): TestWallet {
  const publicKey = secp256k1.getPublicKey(secret, false);
  const address = `0x${Buffer.from(keccak_256(publicKey.subarray(1)).subarray(-20)).toString('hex')}`;
  return {
    address,
    personalSign(message) {
      const text = Buffer.from(message, 'utf8');
      const hash = keccak_256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${text.length}`), text]));
      const sig = secp256k1.sign(hash, secret, { prehash: false, format: 'recovered' });
      return `0x${Buffer.from(sig.subarray(1)).toString('hex')}${((sig[0] ?? 0) + 27).toString(16)}`;
    },
  };
}
