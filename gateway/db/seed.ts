// The demo accounts of docs/protocol.md, created in an empty database. Fixed ids and secrets so
// that the documentation, the printed banner and the tests can name them.
import { hashPassword } from '../crypto/password';
import type { Users } from './users';

/** RFC 6238's own test secret ("12345678901234567890"), so any authenticator app or script can produce the codes. */
export const DEMO_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

export interface DemoAccount {
  readonly label: string;
  readonly loginName: string;
  readonly password: string;
  readonly note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { label: 'plain', loginName: 'trader@openex.test', password: 'Trader#2024', note: 'no second factor' },
  { label: 'google', loginName: 'google@openex.test', password: 'Google#2024', note: `Google authenticator, TOTP secret ${DEMO_TOTP_SECRET}` },
  { label: 'secure', loginName: 'secure@openex.test', password: 'Secure#2024', note: 'email and SMS codes (mobile +1 5550100), printed here as they are sent' },
  { label: 'parent', loginName: 'parent@openex.test', password: 'Parent#2024', note: 'two sub-accounts: 10000005, 10000006' },
  { label: 'frozen', loginName: 'frozen@openex.test', password: 'Frozen#2024', note: 'frozen: sign-in refused with 00005' },
  { label: 'device', loginName: 'device@openex.test', password: 'Device#2024', note: 'new-device check: a device it has not trusted is asked for an email or SMS code (mobile +1 5550108)' },
  { label: 'agency', loginName: 'agency@openex.test', password: 'Agency#2024', note: 'agency (broker) account: signs in at /login/agency, with an email code' },
];

export function seedDemoUsers(users: Users, now: number): void {
  if (users.count() > 0) return;
  const pwd = (label: string): string => hashPassword(DEMO_ACCOUNTS.find((a) => a.label === label)?.password ?? '');
  users.create({ id: '10000001', loginName: 'trader@openex.test', email: 'trader@openex.test', pwdHash: pwd('plain'), userName: 'Alex Morgan', identityLevel: 2, vipLevel: 1 }, now);
  users.create({ id: '10000002', loginName: 'google@openex.test', email: 'google@openex.test', pwdHash: pwd('google'), googleSecret: DEMO_TOTP_SECRET, userName: 'Google Guarded' }, now);
  users.create({
    id: '10000003', loginName: 'secure@openex.test', email: 'secure@openex.test', mobile: '5550100', areaCode: '1', pwdHash: pwd('secure'),
    emailVerify: true, mobileVerify: true, userName: 'Secure Saver', identityLevel: 2,
  }, now);
  users.create({ id: '10000004', loginName: 'parent@openex.test', email: 'parent@openex.test', pwdHash: pwd('parent'), userName: 'Parent Desk', identityLevel: 2, vipLevel: 3 }, now);
  users.create({ id: '10000005', loginName: 'parent-sub1@openex.test', parentId: '10000004', userName: 'Parent Sub One' }, now);
  users.create({ id: '10000006', loginName: 'parent-sub2@openex.test', parentId: '10000004', userName: 'Parent Sub Two' }, now);
  users.create({ id: '10000007', loginName: 'frozen@openex.test', email: 'frozen@openex.test', pwdHash: pwd('frozen'), frozen: true, userName: 'Frozen Account' }, now);
  users.create({ id: '10000041', loginName: 'device@openex.test', email: 'device@openex.test', mobile: '5550108', areaCode: '1', pwdHash: pwd('device'), userName: 'Device Checked', identityLevel: 2 }, now);
  users.setSignInFlags('10000041', { deviceCheck: true });
  users.create({ id: '10000042', loginName: 'agency@openex.test', email: 'agency@openex.test', pwdHash: pwd('agency'), emailVerify: true, userName: 'Agency Desk', identityLevel: 2 }, now);
  users.setSignInFlags('10000042', { agency: true });
}
