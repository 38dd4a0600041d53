// Section 7's signed sign-in endpoints and the body fields that take part in signing, in order.
// `encrypted` marks the calls made without a session: their signing fields travel inside
// bodyCiphertext (DESIGN.md, login encryption) and never in clear.

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
  ...rows(LOGIN_FIELDS, true, '/v1/user/login', '/v1/user/agency/login'),
  ...rows(VERIFY_FIELDS, true, '/v1/user/login/verify-login', '/v1/user/agency/login/verify-login', '/v1/user/login/verify-login-v2', '/v1/user/public/third/securityVerify'),
  ...rows(['fidoVerifyCode'], true, '/v1/user/login/verify-auth-login'),
  ...rows(['verifyCode'], true, '/v1/user/login/verifySystemLogin', '/v1/user/login/verifySystemLogin-v2'),
  ...rows(['mobile', 'areaCode', 'pwd', 'verifyCode', 'rePwd'], true, '/v1/user/register/mobile'),
  ...rows(['email', 'pwd', 'verifyCode', 'rePwd'], true, '/v1/user/register/email'),
  ...rows(['mobile', 'areaCode', 'pwd', 'email', 'emailVerifyCode', 'verifyCode', 'rePwd'], true, '/v1/user/register/mobileAndEmail'),
  ...rows(['qrcodeKey'], true, '/v1/user/public/getQrKeyStatus'),
  ...rows(['userId'], false, '/v1/user/sub/switLogin', '/v1/user/sub/switchWeb', '/v1/user/sub/switchApp'),
];

const BY_PATH = new Map(SIGNED_ENDPOINTS.map((e) => [e.path, e]));

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

export function signedEndpoint(path: string): SignedEndpoint | undefined {
  return BY_PATH.get(normalisePath(path));
}
