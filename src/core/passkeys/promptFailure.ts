// Why a browser's passkey prompt ended without an answer, from the DOMException name and the code
// @simplewebauthn/browser gives it. The browser will not say whether the user closed the prompt or
// this device holds no matching passkey (so that a site cannot probe for accounts): both are
// 'cancelled', and the page's words say so.
export type PromptFailure = 'cancelled' | 'exists' | 'address' | 'unsupported' | 'failed';

const BY_CODE: Readonly<Record<string, PromptFailure>> = {
  ERROR_CEREMONY_ABORTED: 'cancelled',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'exists',
  ERROR_INVALID_DOMAIN: 'address',
  ERROR_INVALID_RP_ID: 'address',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: 'unsupported',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'unsupported',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: 'unsupported',
};

const BY_NAME: Readonly<Record<string, PromptFailure>> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'exists',
  SecurityError: 'address',
  NotSupportedError: 'unsupported',
};

export function promptFailure(error: { readonly name?: unknown; readonly code?: unknown }): PromptFailure {
  const byCode = typeof error.code === 'string' ? BY_CODE[error.code] : undefined;
  const byName = typeof error.name === 'string' ? BY_NAME[error.name] : undefined;
  return byCode ?? byName ?? 'failed';
}
