// The text of each email or SMS the gateway "sends" (the outbox that test control reads), with
// the recipient's anti-phishing code: a message without it, or with another, is not from us.
import type { CodeChannel, CodePurpose } from './codes';
import { prepared, type Db } from './database';

/** The anti-phishing code of the account a code goes to; null for a new address (registration; a bind names its account instead) or none set. */
export function antiPhishingCodeOf(db: Db, channel: CodeChannel, target: string): string | null {
  const sql = channel === 'email'
    ? 'SELECT anti_phishing_code AS c FROM users WHERE email = ?'
    : "SELECT anti_phishing_code AS c FROM users WHERE area_code || '-' || mobile = ?";
  return (prepared(db, sql).get(target) as { c: string | null } | undefined)?.c ?? null;
}

const WHAT: Readonly<Record<CodePurpose, string>> = {
  register: 'to finish your registration',
  login: 'to sign in',
  security: 'to change your security settings',
  bind: 'to link this address to your account',
  apikey: 'to create or change an API key',
  device: 'to confirm a sign-in from a new device',
};

export function outboxMessage(purpose: CodePurpose, code: string, antiPhishingCode: string | null): string {
  const body = `OpenEx: ${code} is your code ${WHAT[purpose]}. It expires in 10 minutes; never share it.`;
  return antiPhishingCode ? `${body} Anti-phishing code: ${antiPhishingCode}` : body;
}
