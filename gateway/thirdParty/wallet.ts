// Wallet sign-in (docs/protocol.md, Third-party sign-in): a single-use nonce inside the message the
// wallet signs, and the check of its personal_sign signature. The curve arithmetic and keccak-256
// come from audited libraries (@noble/curves, @noble/hashes); this file only frames the message as
// EIP-191 does and compares addresses.
import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { walletMessage } from '../../src/core/thirdParty/walletMessage';
import type { Clock } from '../http/clock';

export const WALLET_NONCE_TTL_MS = 5 * 60_000;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

interface Challenge { readonly address: string; readonly message: string; readonly expiresAt: number }

/** The address personal_sign's signature was made by, lowercase, or null when it is malformed. */
export function recoverSigner(message: string, signature: string): string | null {
  if (!SIGNATURE.test(signature)) return null;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  const text = Buffer.from(message, 'utf8');
  // EIP-191 version 0x45: what personal_sign hashes, so that a sign-in text is never a transaction.
  const hash = keccak_256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${text.length}`, 'utf8'), text]));
  try {
    const parsed = secp256k1.Signature.fromBytes(Uint8Array.from([recovery, ...bytes.subarray(0, 64)]), 'recovered');
    // EIP-2: only the low-s form, so that a signature has one valid encoding.
    if (parsed.hasHighS()) return null;
    const point = parsed.recoverPublicKey(hash).toBytes(false);
    return `0x${Buffer.from(keccak_256(point.subarray(1)).subarray(-20)).toString('hex')}`;
  } catch {
    return null;
  }
}

export type WalletCheck = { readonly ok: true } | { readonly ok: false; readonly reason: 'nonce' | 'signature' };

/** Nonces in memory: each names one address, lives five minutes and is used up by any attempt. */
export class WalletChallenges {
  private readonly challenges = new Map<string, Challenge>();

  constructor(private readonly clock: Clock) {}

  issue(address: string, domain: string, origin: string): { nonce: string; message: string; expiresAt: number } {
    const now = this.clock.now();
    for (const [nonce, c] of this.challenges) if (c.expiresAt <= now) this.challenges.delete(nonce);
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = now + WALLET_NONCE_TTL_MS;
    const message = walletMessage({ domain, origin, address, nonce, issuedAt: now, expiresAt });
    this.challenges.set(nonce, { address: address.toLowerCase(), message, expiresAt });
    return { nonce, message, expiresAt };
  }

  verify(address: string, nonce: string, signature: string): WalletCheck {
    const challenge = this.challenges.get(nonce);
    this.challenges.delete(nonce);
    if (!challenge || challenge.expiresAt <= this.clock.now() || challenge.address !== address.toLowerCase()) return { ok: false, reason: 'nonce' };
    return recoverSigner(challenge.message, signature) === challenge.address ? { ok: true } : { ok: false, reason: 'signature' };
  }
}
