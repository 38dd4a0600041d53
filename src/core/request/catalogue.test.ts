import { describe, expect, it } from 'vitest';
import { type Failure, endsSession, reactionTo, toastKey } from './catalogue';

const page = { isUserInfo: false };
const userInfo = { isUserInfo: true };
const env = (code: string, msg = 'server says', status = 'error'): Failure => ({ kind: 'envelope', code, msg, status });

describe('the error catalogue (section 8)', () => {
  it.each([
    [403, { id: 'error.forbidden' }],
    [404, { id: 'error.requestError' }],
    [504, { id: 'error.requestError' }],
    [500, { id: 'error.systemBusy' }],
    [429, { id: 'error.tooManyRequests' }],
    [502, { id: 'error.statusBusy', values: { status: 502 } }],
    [418, { id: 'error.statusBusy', values: { status: 418 } }],
  ])('HTTP %i', (status, toast) => {
    expect(reactionTo({ kind: 'http', status }, page)).toMatchObject({ toast, forcedLogout: false });
  });

  it('a response without data is an error', () => {
    expect(reactionTo({ kind: 'no-data' }, page).toast).toEqual({ id: 'error.noData' });
  });

  it('status error with msg shows msg, and msg is logged', () => {
    expect(reactionTo(env('10001', 'Order too small'), page)).toMatchObject({ toast: { text: 'Order too small' }, log: 'Order too small', forcedLogout: false });
  });

  it('20906 and 20205 show login expired and log out (not from user-info)', () => {
    for (const code of ['20906', '20205']) {
      expect(reactionTo(env(code), page)).toMatchObject({ toast: { id: 'error.loginExpired' }, forcedLogout: true });
      expect(reactionTo(env(code), userInfo)).toMatchObject({ toast: { id: 'error.loginExpired' }, forcedLogout: false });
    }
  });

  it('00004, 00005, 00006 show msg except on user-info; only 00004 logs out', () => {
    expect(reactionTo(env('00004', 'Please log in'), page)).toMatchObject({ toast: { text: 'Please log in' }, forcedLogout: true });
    expect(reactionTo(env('00005', 'Frozen'), page)).toMatchObject({ toast: { text: 'Frozen' }, forcedLogout: false });
    expect(reactionTo(env('00006', 'Wrong password'), page)).toMatchObject({ toast: { text: 'Wrong password' }, forcedLogout: false });
    for (const code of ['00004', '00005', '00006']) expect(reactionTo(env(code), userInfo)).toMatchObject({ toast: null, forcedLogout: false });
  });

  it('sign errors: 00023 logs out, 00020/00021 reload and re-initialise, 00022 only reloads', () => {
    expect(reactionTo(env('00023', ''), page)).toMatchObject({ toast: { id: 'error.unknown' }, forcedLogout: true, signConfig: null });
    expect(reactionTo(env('00023', 'bad key'), page).toast).toEqual({ text: 'bad key' });
    expect(reactionTo(env('00020'), page)).toMatchObject({ signConfig: 'reload-and-reinitialise', forcedLogout: false });
    expect(reactionTo(env('00021'), page)).toMatchObject({ signConfig: 'reload-and-reinitialise' });
    expect(reactionTo(env('00022'), page)).toMatchObject({ signConfig: 'reload' });
  });

  it('is silent on a cancelled call, and says so on network errors and timeouts', () => {
    expect(reactionTo({ kind: 'cancelled' }, page)).toEqual({ toast: null, forcedLogout: false, signConfig: null, log: null });
    expect(reactionTo({ kind: 'network' }, page).toast).toEqual({ id: 'error.network' });
    expect(reactionTo({ kind: 'timeout' }, page).toast).toEqual({ id: 'error.timeout' });
  });

  it('a sign-in the page refused to encrypt says why', () => {
    expect(reactionTo({ kind: 'encryption-unavailable' }, page).toast).toEqual({ id: 'error.encryptionUnavailable' });
    expect(reactionTo({ kind: 'key-storage-unavailable' }, page).toast).toEqual({ id: 'error.keyStorageUnavailable' });
  });

  it('an unknown code without status error raises but shows nothing by itself', () => {
    expect(reactionTo(env('77777', 'odd', 'ok'), page)).toMatchObject({ toast: null, log: 'odd' });
  });

  it('keys toasts by their words', () => {
    expect(toastKey({ text: 'a' })).toBe(toastKey({ text: 'a' }));
    expect(toastKey({ id: 'error.statusBusy', values: { status: 502 } })).not.toBe(toastKey({ id: 'error.statusBusy', values: { status: 503 } }));
  });
});

describe('unreadable answers', () => {
  it('each cause has its own message, none signs out', () => {
    const cases: Array<[Failure, string]> = [
      [{ kind: 'no-data' }, 'error.noData'],
      [{ kind: 'unreadable' }, 'error.unreadable'],
      [{ kind: 'error-page', status: 200 }, 'error.errorPage'],
      [{ kind: 'timeout' }, 'error.timeout'],
      [{ kind: 'network' }, 'error.network'],
    ];
    for (const [failure, id] of cases) {
      expect(reactionTo(failure, page)).toMatchObject({ toast: { id }, forcedLogout: false });
      expect(endsSession(failure)).toBe(false);
    }
    expect(new Set(cases.map(([, id]) => id)).size).toBe(cases.length);
  });

  it('only the logout codes end a session', () => {
    for (const code of ['00004', '20906', '20205']) expect(endsSession(env(code))).toBe(true);
    for (const code of ['00003', '00001', '00022', '429']) expect(endsSession(env(code))).toBe(false);
    expect(endsSession({ kind: 'http', status: 401 })).toBe(false);
  });
});
