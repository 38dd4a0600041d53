// Every API path of the wire contract (docs/protocol.md), as sent on the wire: with the /v1 prefix
// (section 7) and a leading slash. Section 7's calls, plus the gateway's own additions where the
// specification names a behaviour but not its call (sendCode, createQrKey, sub-account list).

export const PATHS = {
  signConfig: '/v1/mix/config/gatewaySignConfig',
  cspSecurity: '/v1/buried/log/cspSecurity',
  analytics: '/v1/buried/log/info',
  clearCookie: '/v1/user/public/clearCookie',
  logout: '/btapi/common/logout',
  userinfo: '/v1/user/overview/userinfo',
  usdtRate: '/v1/mix/public/usdtRate',
  domainConfigList: '/v1/mix/system/getDomainConfigList',
  clientCommonConfig: '/v1/mix/public/clientCommonConfig',
  footer: '/v1/mix/index/footer',

  login: '/v1/user/login',
  agencyLogin: '/v1/user/agency/login',
  verifyLogin: '/v1/user/login/verify-login',
  agencyVerifyLogin: '/v1/user/agency/login/verify-login',
  verifyLoginV2: '/v1/user/login/verify-login-v2',
  thirdSecurityVerify: '/v1/user/public/third/securityVerify',
  verifyAuthLogin: '/v1/user/login/verify-auth-login',
  verifySystemLogin: '/v1/user/login/verifySystemLogin',
  verifySystemLoginV2: '/v1/user/login/verifySystemLogin-v2',
  registerMobile: '/v1/user/register/mobile',
  registerEmail: '/v1/user/register/email',
  registerMobileAndEmail: '/v1/user/register/mobileAndEmail',
  qrKeyStatus: '/v1/user/public/getQrKeyStatus',
  subSwitchLogin: '/v1/user/sub/switLogin',
  subSwitchWeb: '/v1/user/sub/switchWeb',
  subSwitchApp: '/v1/user/sub/switchApp',

  // The gateway's additions.
  sendCode: '/v1/user/public/sendCode',
  createQrKey: '/v1/user/public/createQrKey',
  subList: '/v1/user/sub/list',
  refreshToken: '/v1/user/public/refreshToken',
  researchArticles: '/v1/mix/research/articles',
  researchArticle: '/v1/mix/research/article',
} as const;

export type ApiPath = (typeof PATHS)[keyof typeof PATHS];

/** Prefix of the session calls that are signed in mode 1 (the sign config's prefixUrls). */
export const SESSION_SIGNED_PREFIX = '/v1/user/overview/';
