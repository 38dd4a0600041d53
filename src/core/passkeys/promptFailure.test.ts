import { describe, expect, it } from 'vitest';
import { promptFailure } from './promptFailure';

describe('promptFailure', () => {
  it('reads the library code first, then the DOMException name', () => {
    expect(promptFailure({ name: 'NotAllowedError' })).toBe('cancelled');
    expect(promptFailure({ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('exists');
    expect(promptFailure({ name: 'SecurityError', code: 'ERROR_INVALID_RP_ID' })).toBe('address');
    expect(promptFailure({ name: 'NotSupportedError', code: 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT' })).toBe('unsupported');
    expect(promptFailure({ name: 'Error', code: 'ERROR_CEREMONY_ABORTED' })).toBe('cancelled');
  });

  it('calls anything else a failure, never a cancellation', () => {
    expect(promptFailure({ name: 'UnknownError' })).toBe('failed');
    expect(promptFailure({})).toBe('failed');
    expect(promptFailure({ name: 42, code: null })).toBe('failed');
  });
});
