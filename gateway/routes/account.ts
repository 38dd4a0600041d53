// The user-info call (section 3's record and settings flags) and the sub-account list.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserInfo, UserInfoResponse, UserSettings } from '../../src/core/protocol/account';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { feeTokenOn } from '../db/fees';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { requireSession } from '../http/sessionHook';
import { PATHS } from '../../src/core/protocol/paths';
import { MAX_SUB_ACCOUNTS } from '../../src/core/subAccounts/subAccounts';
import { subAccountRow } from '../subAccounts/routes';

const flag = (v: string | number | null): 0 | 1 => (v ? 1 : 0);

export function settingsOf(user: UserRow, feeToken = false): UserSettings {
  return {
    mbf: flag(user.mobile), ebf: flag(user.email), gbf: flag(user.google_secret), tbf: flag(user.fund_pwd_hash), tpi: '0', tpl: 0,
    kf: user.identity_level, oo: 1, oc: 1, ob: feeToken ? 1 : 0, eef: flag(user.email_verify), mef: flag(user.mobile_verify), gef: flag(user.google_secret && user.google_verify),
  };
}

function mask(name: string): string {
  return name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export function userInfoOf(user: UserRow, hasChildren: boolean, feeToken = false): UserInfo {
  const [givenName = '', ...rest] = user.user_name.split(' ');
  return {
    userId: user.id, loginName: user.login_name, userName: user.user_name, nickName: user.nick_name,
    realName: user.identity_level >= 2 ? user.user_name : '', starRealName: user.identity_level >= 2 ? mask(user.user_name) : '',
    givenName, familyName: rest.join(' '),
    ...(user.email ? { email: user.email } : {}),
    ...(user.mobile ? { phone: user.mobile, mobile: user.mobile } : {}),
    areaCode: user.area_code ?? '', antiPhishingCode: user.anti_phishing_code ?? '', createdDate: user.created_at, updatedDate: user.updated_at,
    frozen: user.frozen === 1, subAccount: user.parent_id !== null, childFlag: user.parent_id !== null, userType: user.parent_id ? 2 : 1,
    showUserVip: user.vip_level > 0, vipLevel: user.vip_level, switchFlag: hasChildren || user.parent_id !== null,
    identityLevel: user.identity_level, hasRealValidate: user.identity_level >= 2,
    bindPhone: user.mobile !== null, bindEmail: user.email !== null, bindGoogle: user.google_secret !== null,
    isFund: user.fund_pwd_hash !== null, fundValue: '0', fundDisabled: false, openOtc: true, openContract: true, openGtFees: feeToken,
    emailEnable: user.email_verify === 1, phoneEnable: user.mobile_verify === 1, googleEnable: user.google_secret !== null && user.google_verify === 1,
    hasPassword: user.pwd_hash !== null,
  };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireSession(request);
    const user = ctx.users.byId(session.userId);
    if (!user) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    // The fee-token switch lives with the trading accounts' fee tables (gateway/db/fees.ts).
    const feeToken = feeTokenOn(ctx.db, user.id);
    const data: UserInfoResponse = { userInfo: userInfoOf(user, ctx.users.children(user.id).length > 0, feeToken), settings: settingsOf(user, feeToken), loginName: user.login_name, userName: user.user_name };
    return sendOk(reply, data);
  };
  app.post(PATHS.userinfo, userinfo);
  app.get(PATHS.userinfo, userinfo);

  app.get(PATHS.subList, async (request, reply) => {
    const session = requireSession(request);
    const user = ctx.users.byId(session.userId);
    const main = user?.parent_id ? ctx.users.byId(user.parent_id) : user;
    if (!main) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    const row = (u: UserRow) => subAccountRow(u, session.userId);
    return sendOk(reply, { main: row(main), subAccounts: ctx.users.children(main.id).map(row), maxSubAccounts: MAX_SUB_ACCOUNTS });
  });
}
