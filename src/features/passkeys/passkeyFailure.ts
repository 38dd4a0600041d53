// A refused passkey step in the page's own words: the browser's prompt ending without an answer,
// or the gateway's 34001-34009; other codes as the auth forms show them.
import { ApiError } from '../../api/http';
import { MAX_PASSKEYS } from '../../core/passkeys/passkeys';
import type { PromptFailure } from '../../core/passkeys/promptFailure';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FailureContext, type FormFailure, formFailure } from '../auth/failure';
import { PromptError } from './webauthn';

const PROMPT: Readonly<Record<PromptFailure, MessageId>> = {
  cancelled: 'passkey.error.cancelled',
  exists: 'passkey.error.exists',
  address: 'passkey.error.address',
  unsupported: 'passkey.error.unsupported',
  failed: 'passkey.error.failed',
};

const OWN: Readonly<Record<string, MessageId>> = {
  [CODES.passkeyChallengeInvalid]: 'passkey.error.expired',
  [CODES.passkeyAssertionInvalid]: 'passkey.error.refused',
  [CODES.passkeyRegistrationInvalid]: 'passkey.error.refused',
  [CODES.passkeyUnknown]: 'passkey.error.unknown',
  [CODES.passkeyNotFound]: 'passkey.error.unknown',
  [CODES.passkeyLimit]: 'passkey.error.limit',
  [CODES.passkeyRequired]: 'passkey.error.required',
  [CODES.passkeyOriginUnavailable]: 'passkey.error.address',
  [CODES.passkeyExists]: 'passkey.error.exists',
};

export function passkeyFailure(error: unknown, context: FailureContext = 'code'): FormFailure {
  if (error instanceof PromptError) return { id: PROMPT[error.reason] };
  if (error instanceof ApiError && error.failure.kind === 'envelope') {
    const id = OWN[error.failure.code];
    if (id) return { id, ...(error.failure.code === CODES.passkeyLimit ? { values: { count: MAX_PASSKEYS } } : {}) };
  }
  return formFailure(error, context);
}
