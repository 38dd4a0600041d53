// What a refused third-party call says, in the page's words; other refusals as every sign-in form says them.
import { ApiError } from '../../api/http';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FailureContext, type FormFailure, formFailure } from './failure';

const OWN_WORDS: Readonly<Record<string, MessageId>> = {
  [CODES.thirdCodeInvalid]: 'auth.third.expired',
  [CODES.thirdTicketInvalid]: 'auth.third.expired',
  [CODES.walletNonceInvalid]: 'auth.third.expired',
  [CODES.thirdNonceMismatch]: 'auth.third.mismatch',
  [CODES.thirdEmailTaken]: 'auth.third.emailTaken',
  [CODES.thirdAlreadyBound]: 'auth.third.alreadyBound',
  [CODES.walletSignatureInvalid]: 'auth.third.walletSignature',
  [CODES.thirdLastWayIn]: 'security.third.lastWayIn',
  [CODES.providerNotConfigured]: 'auth.third.notConfigured',
};

/** `provider` is the provider's name as the page shows it. */
export function thirdFailure(error: unknown, provider: string, context: FailureContext = 'password'): FormFailure {
  const id = error instanceof ApiError && error.failure.kind === 'envelope' ? OWN_WORDS[error.failure.code] : undefined;
  return id ? { id, values: { provider } } : formFailure(error, context);
}

/** Whether the refusal means this sign-in is over and the user must start it again. */
export const endsThirdSignIn = (error: unknown): boolean =>
  error instanceof ApiError && error.failure.kind === 'envelope' && [CODES.thirdCodeInvalid, CODES.thirdTicketInvalid, CODES.thirdNonceMismatch, CODES.ticketExpired].includes(error.failure.code as never);
