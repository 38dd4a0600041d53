// Section 7's signed sign-in endpoints and the body fields that take part in signing, in order.
// `encrypted` marks the calls made without a session: their signing fields travel inside
// bodyCiphertext (DESIGN.md, login encryption) and never in clear.
import { PATHS } from './paths';

export interface SignedEndpoint {
  readonly path: string;
  readonly fields: readonly string[];
  readonly encrypted: boolean;
}

const LOGIN_FIELDS = ['loginName', 'pwd', 'areaCode'] as const;
const VERIFY_FIELDS = ['emailCode', 'mobileCode', 'googleCode'] as const;

const rows = (fields: readonly string[], encrypted: boolean, ...paths: string[]): SignedEndpoint[] =>
  paths.map((path) => ({ path, fields, encrypted }));

export const THIRD_PARTY_PREFIX = '/v1/user/public/third/';

export const THIRD_PARTY_PATHS: readonly string[] = [
  'apple/register', 'google/register', 'wallet/register', 'wallet/sign', 'wallet/check', 'tg/register', 'tg/sign',
  'tg/signV2', 'tg/generateVirtual', 'tg/checkUserExit', 'check', 'bind/check', 'bind/choose', 'oauth/sign',
].map((p) => `${THIRD_PARTY_PREFIX}${p}`);

export const SIGNED_ENDPOINTS: readonly SignedEndpoint[] = [
  ...rows(LOGIN_FIELDS, true, PATHS.login, PATHS.agencyLogin),
  ...rows(VERIFY_FIELDS, true, PATHS.verifyLogin, PATHS.agencyVerifyLogin, PATHS.verifyLoginV2, PATHS.thirdSecurityVerify),
  ...rows(['fidoVerifyCode'], true, PATHS.verifyAuthLogin),
  ...rows(['verifyCode'], true, PATHS.verifySystemLogin, PATHS.verifySystemLoginV2),
  ...rows(['mobile', 'areaCode', 'pwd', 'verifyCode', 'rePwd'], true, PATHS.registerMobile),
  ...rows(['email', 'pwd', 'verifyCode', 'rePwd'], true, PATHS.registerEmail),
  ...rows(['mobile', 'areaCode', 'pwd', 'email', 'emailVerifyCode', 'verifyCode', 'rePwd'], true, PATHS.registerMobileAndEmail),
  ...rows(['qrcodeKey'], true, PATHS.qrKeyStatus),
  ...rows(['userId'], false, PATHS.subSwitchLogin, PATHS.subSwitchWeb, PATHS.subSwitchApp),
];

const BY_PATH = new Map(SIGNED_ENDPOINTS.map((e) => [e.path, e]));

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

export function signedEndpoint(path: string): SignedEndpoint | undefined {
  return BY_PATH.get(normalisePath(path));
}
