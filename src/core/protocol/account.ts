// Shapes of the user-info and rates responses (section 3), shared by the gateway that serves them
// and the page that reads them.

/** Section 3's settings flags: 1 = yes, 0 = no, except tpi (fund value) and kf (identity level). */
export interface UserSettings {
  readonly mbf: 0 | 1;
  readonly ebf: 0 | 1;
  readonly gbf: 0 | 1;
  readonly tbf: 0 | 1;
  readonly tpi: string;
  readonly tpl: 0 | 1;
  /** 2 = real-name verified. */
  readonly kf: number;
  readonly oo: 0 | 1;
  readonly oc: 0 | 1;
  readonly ob: 0 | 1;
  readonly eef: 0 | 1;
  readonly mef: 0 | 1;
  readonly gef: 0 | 1;
}

export const SETTINGS_FLAGS = ['mbf', 'ebf', 'gbf', 'tbf', 'tpi', 'tpl', 'kf', 'oo', 'oc', 'ob', 'eef', 'mef', 'gef'] as const satisfies readonly (keyof UserSettings)[];

/** The user-info record; email, phone and mobile are present only when bound. */
export interface UserInfo {
  readonly userId: string;
  readonly loginName: string;
  readonly userName: string;
  readonly nickName: string;
  readonly realName: string;
  readonly starRealName: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly email?: string;
  readonly phone?: string;
  readonly mobile?: string;
  readonly areaCode: string;
  readonly antiPhishingCode: string;
  readonly createdDate: number;
  readonly updatedDate: number;
  readonly frozen: boolean;
  readonly subAccount: boolean;
  readonly childFlag: boolean;
  readonly userType: number;
  readonly showUserVip: boolean;
  readonly vipLevel: number;
  readonly switchFlag: boolean;
  readonly identityLevel: number;
  readonly hasRealValidate: boolean;
  readonly bindPhone: boolean;
  readonly bindEmail: boolean;
  readonly bindGoogle: boolean;
  readonly isFund: boolean;
  readonly fundValue: string;
  readonly fundDisabled: boolean;
  readonly openOtc: boolean;
  readonly openContract: boolean;
  readonly openGtFees: boolean;
  readonly emailEnable: boolean;
  readonly phoneEnable: boolean;
  readonly googleEnable: boolean;
  /** The gateway's addition: false for an account a third-party sign-in created, until it sets a password. */
  readonly hasPassword: boolean;
}

export interface UserInfoResponse {
  readonly userInfo: UserInfo;
  readonly settings: UserSettings;
  readonly loginName: string;
  readonly userName: string;
}

// The first 13 are section 3's record. Section 3 also makes UAH, SEK, UZS and AED a language's
// default display currency without a key for them; the last four close that gap (docs/decisions.md).
export const RATE_KEYS = [
  'USDT_USD', 'usdt_IDR', 'usdt_cny', 'usdt_eur', 'usdt_hkd', 'usdt_jpy', 'usdt_php', 'usdt_rub', 'usdt_thb', 'usdt_try', 'usdt_twd', 'usdt_vnd', 'usdt_krw',
  'usdt_uah', 'usdt_sek', 'usdt_uzs', 'usdt_aed',
] as const;
export type RateKey = (typeof RATE_KEYS)[number];

/** Every key present, each a decimal string; '0' when unknown (section 3's default). */
export type Rates = Readonly<Record<RateKey, string>>;

export interface ClientCommonConfigResponse {
  readonly clientCommonConfig: { readonly eventLogUploadSwitch: boolean; readonly userId: string };
  readonly localVo: { readonly ip: string };
}
