import { describe, expect, it } from 'vitest';
import { userRecordFrom } from '../account';
import { ANTI_PHISHING_PATH, modifyHref, protectionScore, protectionsOf, readModifyStep } from './protections';

function user(settings: Record<string, unknown>, info: Record<string, unknown> = {}) {
  const record = userRecordFrom({ userInfo: { userId: '1', loginName: 'a@b.test', email: 'alex@openex.test', mobile: '5550100', ...info }, settings });
  if (!record) throw new Error('fixture');
  return record;
}

const byId = (rows: ReturnType<typeof protectionsOf>) => Object.fromEntries(rows.map((r) => [r.id, r]));

describe('security centre rows', () => {
  it('offers a next step for each missing protection', () => {
    const rows = byId(protectionsOf(user({ ebf: 1 })));
    expect(rows.google).toMatchObject({ on: false, next: { action: 'bind', href: modifyHref('google') } });
    expect(rows.antiPhishing).toMatchObject({ on: false, value: null, next: { action: 'set', href: ANTI_PHISHING_PATH } });
    expect(rows.fundPassword).toMatchObject({ on: false, next: { action: 'set', href: modifyHref('fundPassword') } });
    expect(rows.signIn).toMatchObject({ on: false, methods: [], next: { action: 'manage' } });
    expect(rows.email).toMatchObject({ on: true, value: 'al***@openex.test', next: { action: 'change', href: modifyHref('email') } });
    expect(rows.phone).toMatchObject({ on: false, value: null, next: { action: 'bind', href: modifyHref('phone') } });
  });

  it('shows what is on, the anti-phishing code itself, and the sign-in methods turned on', () => {
    const rows = byId(protectionsOf(user({ ebf: 1, mbf: 1, gbf: 1, tbf: 1, eef: 0, mef: 1, gef: 1 }, { antiPhishingCode: 'Blue42Fox' })));
    expect(rows.google).toMatchObject({ on: true, next: { action: 'unbind' } });
    expect(rows.antiPhishing).toMatchObject({ on: true, value: 'Blue42Fox', next: { action: 'change' } });
    expect(rows.signIn!.methods).toEqual(['mobile', 'google']);
    expect(rows.fundPassword).toMatchObject({ on: true, next: { action: 'change' } });
    expect(protectionScore(protectionsOf(user({ ebf: 1, mbf: 1, gbf: 1, tbf: 1, gef: 1 }, { antiPhishingCode: 'x1y2' })))).toEqual({ on: 6, total: 6 });
  });

  it('has no sign-in step to manage when nothing is bound', () => {
    expect(byId(protectionsOf(user({}))).signIn!.next).toBeNull();
    expect(protectionScore(protectionsOf(user({})))).toEqual({ on: 0, total: 6 });
  });

  it('opens only the known forms from an address', () => {
    expect(readModifyStep(new URLSearchParams('?step=password'))).toBe('password');
    expect(readModifyStep(new URLSearchParams('?step=../../x'))).toBeNull();
    expect(readModifyStep(new URLSearchParams(''))).toBeNull();
  });
});
