// Which second factors a change of security settings asks for: every one the account has bound
// (a bound email, a bound phone, a bound authenticator), whether or not sign-in asks for it, as
// large exchanges do. The gateway and the page agree through this one rule.
export type Factor = 'email' | 'mobile' | 'google';

export interface BoundFactors {
  readonly email: boolean;
  readonly mobile: boolean;
  readonly google: boolean;
}

export const FACTOR_FIELD: Readonly<Record<Factor, 'emailCode' | 'mobileCode' | 'googleCode'>> = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' };

export function requiredFactors(bound: BoundFactors): Factor[] {
  return (['email', 'mobile', 'google'] as const).filter((f) => bound[f]);
}

/** The anti-phishing code's rule: 4 to 20 letters or digits, shown in every message. */
export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;
