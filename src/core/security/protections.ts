// The security centre's rows: for each protection an account can have, whether it is on, what to
// show beside it, and the next step a user takes from there. Built from the user record only.
import type { UserRecord } from '../account';
import { maskLoginName } from '../account';

export type ProtectionId = 'email' | 'phone' | 'google' | 'signIn' | 'password' | 'fundPassword' | 'antiPhishing' | 'identity';
export type StepAction = 'bind' | 'unbind' | 'set' | 'change' | 'manage';

export interface NextStep {
  readonly action: StepAction;
  readonly href: string;
}

export interface Protection {
  readonly id: ProtectionId;
  readonly on: boolean;
  /** Shown as it is (a masked address, the anti-phishing code); null for none. */
  readonly value: string | null;
  /** The sign-in methods turned on, for the sign-in row. */
  readonly methods: readonly ('email' | 'mobile' | 'google')[];
  readonly next: NextStep | null;
}

export const MODIFY_PATH = '/modifyverification';
export const ANTI_PHISHING_PATH = '/subaccount/setting/antiphishing';

/** The forms of /modifyverification a link can open directly. */
export const MODIFY_STEPS = ['google', 'signIn', 'password', 'fundPassword', 'email', 'phone'] as const;
export type ModifyStep = (typeof MODIFY_STEPS)[number];

export const modifyHref = (step: ModifyStep): string => `${MODIFY_PATH}?step=${step}`;

/** The form an address names; the page hands in its query (URLSearchParams), core has no DOM. */
export function readModifyStep(query: { get(name: string): string | null }): ModifyStep | null {
  const step = query.get('step');
  return (MODIFY_STEPS as readonly string[]).includes(step ?? '') ? (step as ModifyStep) : null;
}

export function protectionsOf(user: UserRecord): Protection[] {
  const phone = user.bindPhone ? (user.mobile ?? user.phone) : null;
  const methods = [
    ...(user.bindEmail && user.emailEnable ? (['email'] as const) : []),
    ...(user.bindPhone && user.phoneEnable ? (['mobile'] as const) : []),
    ...(user.bindGoogle && user.googleEnable ? (['google'] as const) : []),
  ];
  const row = (id: ProtectionId, on: boolean, next: NextStep | null, value: string | null = null): Protection => ({ id, on, value, methods: id === 'signIn' ? methods : [], next });
  const anyBound = user.bindEmail || user.bindPhone || user.bindGoogle;
  return [
    row('google', user.bindGoogle, { action: user.bindGoogle ? 'unbind' : 'bind', href: modifyHref('google') }),
    row('signIn', methods.length > 0, anyBound ? { action: 'manage', href: modifyHref('signIn') } : null),
    row('antiPhishing', user.antiPhishingCode !== '', { action: user.antiPhishingCode ? 'change' : 'set', href: ANTI_PHISHING_PATH }, user.antiPhishingCode || null),
    row('fundPassword', user.isFund, { action: user.isFund ? 'change' : 'set', href: modifyHref('fundPassword') }),
    row('password', user.hasPassword, { action: user.hasPassword ? 'change' : 'set', href: modifyHref('password') }),
    row('email', user.bindEmail, { action: user.bindEmail ? 'change' : 'bind', href: modifyHref('email') }, user.email ? maskLoginName(user.email) : null),
    row('phone', user.bindPhone, { action: user.bindPhone ? 'change' : 'bind', href: modifyHref('phone') }, phone ? maskLoginName(phone) : null),
    row('identity', user.hasRealValidate, null),
  ];
}

/** How many of the protections a user can switch on here are on, out of how many. */
export function protectionScore(rows: readonly Protection[]): { on: number; total: number } {
  const counted = rows.filter((r) => r.id !== 'password' && r.id !== 'identity');
  return { on: counted.filter((r) => r.on).length, total: counted.length };
}
