import { describe, expect, it } from 'vitest';
import { accountLabel, maskLoginName, userRecordFrom } from './account';

const response = {
  loginName: 'alice@example.com',
  userName: 'alice',
  userInfo: { userId: '1001', nickName: '', email: 'alice@example.com', phone: '13800001111', mobile: '13800001111', vipLevel: 2, subAccount: false, createdDate: 1_700_000_000_000 },
  settings: { mbf: 0, ebf: 1, gbf: 1, tbf: 1, tpi: '3', tpl: 0, kf: 2, oo: 1, oc: 0, ob: 1, eef: 1, mef: 0, gef: 1 },
};

describe('the user record', () => {
  it('maps the settings flags to their fields', () => {
    expect(userRecordFrom(response)).toMatchObject({
      userId: '1001', loginName: 'alice@example.com', bindEmail: true, bindPhone: false, bindGoogle: true, isFund: true,
      fundValue: '3', fundDisabled: false, identityLevel: 2, hasRealValidate: true, openOtc: true, openContract: false,
      openGtFees: true, emailEnable: true, phoneEnable: false, googleEnable: true, vipLevel: 2,
    });
  });

  it('exposes phone and email only when bound', () => {
    const user = userRecordFrom(response);
    expect(user?.email).toBe('alice@example.com');
    expect(user?.phone).toBeNull();
    expect(user?.mobile).toBeNull();
    const unbound = userRecordFrom({ ...response, settings: { ...response.settings, ebf: 0 } });
    expect(unbound?.email).toBeNull();
  });

  it.each([null, 'x', [], {}, { userInfo: null }, { userInfo: { userId: '' } }, { userInfo: { userId: { $ne: 1 } } }])('refuses %j', (data) => {
    expect(userRecordFrom(data)).toBeNull();
  });

  it('labels the account by nick name or a masked login name', () => {
    expect(maskLoginName('alice@example.com')).toBe('al***@example.com');
    expect(maskLoginName('13800001111')).toBe('138****1111');
    expect(maskLoginName('bob')).toBe('b***');
    const user = userRecordFrom(response);
    expect(user && accountLabel(user)).toBe('al***@example.com');
    const nick = userRecordFrom({ ...response, userInfo: { ...response.userInfo, nickName: 'Ally' } });
    expect(nick && accountLabel(nick)).toBe('Ally');
  });
});
