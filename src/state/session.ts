// Who is signed in, and what the server said at start: user record, common config, rates.
import { atom } from 'jotai';
import type { UserRecord } from '../core/account';
import type { Rates } from '../core/protocol/account';

export type SessionState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'loading' }
  | { readonly status: 'signed-in'; readonly user: UserRecord }
  /**
   * A session cookie exists but the server's answer about it failed or could not be read: not
   * signed out (only a logout code says that), and retried until the server answers.
   */
  | { readonly status: 'unconfirmed' };

export const sessionAtom = atom<SessionState>({ status: 'anonymous' });

export interface CommonConfig {
  readonly eventLogUploadSwitch: boolean;
  readonly userId: string;
  readonly ip: string;
}

/** Null until clientCommonConfig answered. */
export const commonConfigAtom = atom<CommonConfig | null>(null);

/** Null until usdtRate answered; amounts show in USDT meanwhile. */
export const ratesAtom = atom<Rates | null>(null);
