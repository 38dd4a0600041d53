// Names that cross the wire between the front end and the gateway. Where the specification names
// a header or cookie without spelling it, the spelling chosen here is recorded in docs/protocol.md.

/** Request headers of the core client (section 7). HTTP header names are case-insensitive; these are the lowercase spellings sent. */
export const HEADERS = {
  appTheme: 'apptheme',
  terminalCode: 'terminalcode',
  terminalType: 'terminaltype',
  deviceLanguage: 'devicelanguage',
  locale: 'locale',
  language: 'language',
  beta: 'beta',
  paperTrading: 'paptrading',
  // Added by the API wrapper.
  website: 'website',
  deviceId: 'deviceid',
  traceId: 'traceid',
  requestTime: 'reqtime',
  // Device signing (section 7 and DESIGN.md).
  deviceSign: 'device-sign',
  deviceSignMode: 'device-sign-mode',
  deviceSignDataMd5: 'device-sign-data-md5',
  deviceSignKey: 'device-sign-key',
  userCheckDeviceSign: 'usercheckdevicesign',
  lastAlgorithm: 'lastalgorithm',
} as const;

/** Response headers. */
export const RESPONSE_HEADERS = {
  requestTime: 'request-time',
  signError: 'gw-sign-error',
} as const;

export const TERMINAL_TYPE_WEB = '1';
export const WEBSITE_MIX = 'mix';
export const PAPER_TRADING_ON = '1';

/** Cookies the front end reads (section 9: session token and user id); the refresh token is HttpOnly. */
export const COOKIES = {
  sessionToken: 'exchange_token',
  userId: 'exchange_uid',
  refreshToken: 'exchange_refresh',
  analyticsConsent: 'exchange_consent',
} as const;

/** Body fields of an encrypted sign-in (DESIGN.md: login encryption). */
export const CIPHER_FIELDS = {
  ciphertext: 'bodyCiphertext',
  wrappedKey: 'bodyCipherKey',
  iv: 'bodyCipherIv',
} as const;

export const API_PREFIX = '/v1';
