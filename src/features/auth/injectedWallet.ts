// The browser wallet (EIP-1193, window.ethereum): asks for the account, then for a personal_sign
// of the gateway's sign-in message. The signature goes to the gateway and nowhere else.
import type { LoginAnswer } from '../../api/auth';
import { walletChallenge, walletSignIn } from '../../api/thirdParty';
import { WALLET_ADDRESS, type ThirdIdentity } from '../../core/thirdParty/thirdParty';

interface Eip1193 {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The wallet declined (EIP-1193 code 4001), or answered something that is not an account or a signature. */
export class WalletDeclined extends Error {}

export function injectedWallet(): Eip1193 | null {
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return typeof candidate === 'object' && candidate !== null && typeof (candidate as Eip1193).request === 'function' ? (candidate as Eip1193) : null;
}

const hexOf = (text: string): string => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;

async function ask(wallet: Eip1193, method: string, params?: readonly unknown[]): Promise<unknown> {
  try {
    return await wallet.request(params ? { method, params } : { method });
  } catch (error) {
    throw new WalletDeclined(error instanceof Error ? error.message : String(error));
  }
}

export async function signInWithWallet(wallet: Eip1193): Promise<LoginAnswer | ThirdIdentity> {
  const accounts = await ask(wallet, 'eth_requestAccounts');
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !WALLET_ADDRESS.test(address)) throw new WalletDeclined('no account');
  const challenge = await walletChallenge(address);
  const signature = await ask(wallet, 'personal_sign', [hexOf(challenge.message), address]);
  if (typeof signature !== 'string') throw new WalletDeclined('no signature');
  return walletSignIn(address, challenge.nonce, signature);
}
