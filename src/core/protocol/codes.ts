// Envelope codes of specification section 8, and the ones the reference gateway adds where the
// specification is silent (docs/protocol.md lists each with its meaning and HTTP status).

export const CODES = {
  success: '00000',
  successAlt: '200',
  /** A request field is missing, mistyped or malformed (also malformed JSON and wrong content type). */
  invalidParameter: '00001',
  /** No route at this path. */
  notFound: '00002',
  /** The gateway failed; nothing was changed. */
  systemBusy: '00003',
  /** No valid session: forced logout (section 8), silent on the user-info call. */
  sessionInvalid: '00004',
  /** The account is frozen. */
  accountFrozen: '00005',
  /** Wrong credentials or wrong verification code. */
  wrongCredentials: '00006',
  /** A sign-in that must be encrypted arrived in clear, or its ciphertext did not decrypt. */
  encryptionRequired: '00010',
  /** Third-party sign-in: the provider is not configured on this gateway. */
  providerNotConfigured: '00011',
  /** The account (email or mobile) already exists. */
  accountExists: '00012',
  /** A QR key, login ticket or verification code is unknown or has expired. */
  ticketExpired: '00013',
  /** The request is not allowed for this account (e.g. switching to a sub-account it does not own). */
  forbidden: '00014',
  signMissing: '00020',
  signModeMismatch: '00021',
  signExpired: '00022',
  signInvalid: '00023',
  tooManyRequests: '429',
  loginExpired: '20906',
  refreshExpired: '20205',
  // Markets and orders (docs/protocol.md, Markets): an order refused with one of these changed nothing.
  /** No such symbol in this market (spot or futures). */
  symbolUnknown: '30001',
  /** The market is closed (halted): no orders are taken. */
  marketClosed: '30002',
  /** Price missing on a limit order, not a positive decimal, or finer than the tick size. */
  priceInvalid: '30003',
  /** Amount missing, not a positive decimal, or finer than the lot size. */
  amountInvalid: '30004',
  /** Amount under the symbol's minimum, or value under its minimum notional. */
  belowMinimum: '30005',
  /** Not enough available balance (or margin) for the order. */
  insufficientBalance: '30006',
  /** Leverage not a whole number from 1 to the symbol's maximum, or not the one of the open position and orders. */
  leverageInvalid: '30007',
  /** No open order with that id in this account. */
  orderNotFound: '30008',
  /** Closing more than the open position (less what open close orders already cover), or no position. */
  positionInsufficient: '30009',
  /** Take-profit or stop-loss on the wrong side of the mark price (or of each other). */
  tpslInvalid: '30010',
  /** A market order found no liquidity within the book. */
  noLiquidity: '30011',
  /** Favourite markets: the list would hold more than MAX_FAVORITES; nothing was changed. */
  tooManyFavorites: '30090',
  /** The margin mode of a perpetual cannot change while it has open positions or orders. */
  marginModeLocked: '30020',
  /** The position's margin would not keep it away from liquidation (removing margin, raising leverage). */
  marginTooLow: '30021',
  /** Margin can be added to or removed from isolated positions only. */
  positionNotIsolated: '30022',
  // Order options (issue 13): post-only, time in force, reduce-only; refused, nothing placed or changed.
  /** A post-only order would take from the book at once. */
  postOnlyWouldTake: '30030',
  /** A fill-or-kill order cannot be filled whole at once at its price. */
  fillOrKillUnfilled: '30031',
  /** A reduce-only order finds nothing to reduce: no position on that side, or open close orders cover it all. */
  reduceOnlyNothing: '30032',
  // Conditional orders (docs/protocol.md, Conditional orders): 30041-30049, apart from the order codes above.
  /** A stop's trigger (or a trailing stop's activation price) at or on the wrong side of the current price: it would fire at once. */
  triggerWrongSide: '30041',
  /** A trailing stop's callback rate missing, malformed, or outside 0.1 % to 10 %. */
  callbackRateInvalid: '30042',
  /** An OCO's or a TP/SL's prices inconsistent with each other and the last price (a sell OCO: limit above, stop below). */
  ocoPricesInvalid: '30043',
  /** No waiting conditional order with that id in this account. */
  conditionalNotFound: '30044',
  // Margin trading (docs/protocol.md, Margin trading): 31001-31009; a refusal leaves the account as it was.
  /** Borrowing more than the account's collateral and leverage allow (max from margin/maxBorrowable). */
  marginBorrowTooMuch: '31001',
  /** A transfer out would bring the margin level under the level that allows borrowing (a borrow beyond it is 31001). */
  marginLevelTooLow: '31002',
  /** Repaying a coin with no debt, or more than its principal and interest, or more than is available. */
  marginRepayInvalid: '31003',
  /** The pair or coin is not open to margin (no rate, or an isolated account's coin outside its pair). */
  marginNotAvailable: '31004',
  /** The account is at or under 1.1, being liquidated: no order or borrow until it ends (a transfer out is 31002). */
  marginLiquidating: '31005',
  // API keys (docs/protocol.md, API keys): 32001-32009; a refused call changed nothing.
  /** ACCESS-KEY unknown or deleted, or an API-key header missing. */
  apiKeyInvalid: '32001',
  /** ACCESS-TIMESTAMP not milliseconds within API_KEY_WINDOW_MS of the server clock (a replay). */
  apiKeyTimestamp: '32002',
  /** ACCESS-SIGN does not verify over the prehash text. */
  apiKeySignInvalid: '32003',
  /** ACCESS-PASSPHRASE is not the key's passphrase. */
  apiKeyPassphrase: '32004',
  /** The key lacks the permission the call needs, or API keys may not make this call. */
  apiKeyPermission: '32005',
  /** The caller's IP address is not on the key's allow-list. */
  apiKeyIpRefused: '32006',
  /** Key management: no key with that ACCESS-KEY in this account. */
  apiKeyNotFound: '32007',
  /** Key management: the account already has MAX_API_KEYS keys. */
  apiKeyLimit: '32008',
  /** Key management: the second-factor codes are missing or wrong (the key was not created or changed). */
  apiKeyVerifyFailed: '32009',
  // Sub-accounts (docs/protocol.md, Sub-accounts): 33001-33019; a refused call changed nothing.
  /** Another account already has this sub-account name. */
  subNameTaken: '33001',
  /** The main account holds MAX_SUB_ACCOUNTS sub-accounts already. */
  subAccountLimit: '33002',
  /** No sub-account with that user id under this main account. */
  subAccountNotFound: '33003',
  /** A frozen sub-account takes no transfer in (the main account may still move its funds out). */
  subAccountFrozen: '33004',
  /** Sub-accounts are managed from their main account only. */
  subAccountMainOnly: '33005',
  // Passkeys (docs/protocol.md, Passkeys): 34001-34019; a refused call changed nothing but using up its challenge.
  /** The WebAuthn challenge is unknown, already answered (a replay) or expired: ask for new options. */
  passkeyChallengeInvalid: '34001',
  /** The assertion does not verify: signature, origin, RP id, user verification or signature counter. */
  passkeyAssertionInvalid: '34002',
  /** The assertion names a passkey the gateway does not know (removed, or never registered), or one of another account. */
  passkeyUnknown: '34003',
  /** The registration (attestation) does not verify: origin, RP id, challenge or user verification. */
  passkeyRegistrationInvalid: '34004',
  /** The account already has MAX_PASSKEYS passkeys. */
  passkeyLimit: '34005',
  /** Passkey management: no passkey with that id in this account. */
  passkeyNotFound: '34006',
  /** This sign-in can be finished only with a passkey (the account has no other second factor). */
  passkeyRequired: '34007',
  /** Passkeys are not offered at this address (neither the configured public origin nor loopback). */
  passkeyOriginUnavailable: '34008',
  /** This passkey is already registered. */
  passkeyExists: '34009',
  // Agency sign-in and new-device verification (docs/protocol.md, New-device verification): 34021-34039.
  /** The agency entry was given the right password of an account that is not an agency account. */
  notAgencyAccount: '34021',
  /** The normal entry was given the right password of an agency account: it signs in at the agency entry. */
  agencyEntryOnly: '34022',
  /** The login ticket belongs to another entry or step (an agency ticket at verify-login, a new-device ticket at verify-login, ...). */
  wrongSignInStep: '34023',
  // Third-party sign-in (docs/protocol.md, Third-party sign-in): 34041-34069; a refused call changed nothing.
  /** The provider's authorisation code is unknown, already used or expired. */
  thirdCodeInvalid: '34041',
  /** The nonce sent with the code is not the one the consent page was opened with. */
  thirdNonceMismatch: '34042',
  /** The third-party ticket is unknown, expired, from another device key, or not for this call's provider. */
  thirdTicketInvalid: '34043',
  /** register or bind/check before bind/choose chose it. */
  thirdChoiceMissing: '34044',
  /** A new account would take an email another account already has: bind to that account instead. */
  thirdEmailTaken: '34045',
  /** The identity is already bound, or the account already has an identity of this provider. */
  thirdAlreadyBound: '34046',
  /** Unbinding would leave the account no way in (no password and no other provider). */
  thirdLastWayIn: '34047',
  /** The wallet nonce is unknown, used, expired or for another address. */
  walletNonceInvalid: '34048',
  /** The wallet signature is malformed or recovers another address. */
  walletSignatureInvalid: '34049',
  /** Unbind: the account has no such binding. */
  thirdBindingNotFound: '34050',
} as const;

export type EnvelopeCode = (typeof CODES)[keyof typeof CODES];

export const SIGN_ERROR_CODES: readonly string[] = [CODES.signMissing, CODES.signModeMismatch, CODES.signExpired, CODES.signInvalid];

/** Codes that end the session on the client (section 8: forced logout). */
export const FORCED_LOGOUT_CODES: readonly string[] = [CODES.sessionInvalid, CODES.loginExpired, CODES.refreshExpired];
