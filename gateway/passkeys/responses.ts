// The browser's WebAuthn answers as they arrive: JSON text in one field (fidoVerifyCode for an
// assertion, attestation for a registration), checked for shape before the library sees them, and
// the challenge they answer read from clientDataJSON so the stored one can be taken out first.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from '../http/envelope';

/** Larger than any real answer (an attestation with a certificate chain is a few kilobytes). */
export const RESPONSE_MAX = 16_384;
const B64URL = /^[A-Za-z0-9_-]*={0,2}$/;

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const isB64 = (v: unknown, max = RESPONSE_MAX): v is string => typeof v === 'string' && v.length > 0 && v.length <= max && B64URL.test(v);

function parse(field: string, textValue: string): Bag {
  let value: unknown;
  try {
    value = JSON.parse(textValue);
  } catch {
    throw new EnvelopeError(CODES.invalidParameter, 'field.notJson', { field });
  }
  if (!isBag(value) || !isB64(value.id, 1366) || value.rawId !== value.id || value.type !== 'public-key' || !isBag(value.response) || !isB64(value.response.clientDataJSON)) {
    throw new EnvelopeError(CODES.invalidParameter, 'passkey.notCredential', { field });
  }
  if (value.clientExtensionResults !== undefined && !isBag(value.clientExtensionResults)) throw new EnvelopeError(CODES.invalidParameter, 'field.notObject', { field: `${field}.clientExtensionResults` });
  return value;
}

export function readAssertion(textValue: string): AuthenticationResponseJSON {
  const value = parse('fidoVerifyCode', textValue);
  const response = value.response as Bag;
  if (!isB64(response.authenticatorData) || !isB64(response.signature) || !(response.userHandle === undefined || response.userHandle === null || isB64(response.userHandle, 128))) {
    throw new EnvelopeError(CODES.invalidParameter, 'passkey.notAssertion', { field: 'fidoVerifyCode' });
  }
  return { clientExtensionResults: {}, ...value } as unknown as AuthenticationResponseJSON;
}

export function readAttestation(textValue: string): RegistrationResponseJSON {
  const value = parse('attestation', textValue);
  const response = value.response as Bag;
  if (!isB64(response.attestationObject)) throw new EnvelopeError(CODES.invalidParameter, 'passkey.notRegistration', { field: 'attestation' });
  if (response.transports !== undefined && !(Array.isArray(response.transports) && response.transports.every((t) => typeof t === 'string' && t.length <= 16))) {
    throw new EnvelopeError(CODES.invalidParameter, 'field.notNameList', { field: 'attestation.response.transports' });
  }
  return { clientExtensionResults: {}, ...value } as unknown as RegistrationResponseJSON;
}

/** The challenge the answer claims to answer (verified again by the library against the stored one). */
export function challengeOf(answer: { response: { clientDataJSON: string } }): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8'));
    if (isBag(data) && typeof data.challenge === 'string' && data.challenge.length <= 256) return data.challenge;
  } catch {
    // Unreadable clientDataJSON answers no challenge.
  }
  throw new EnvelopeError(CODES.invalidParameter, 'field.unreadable', { field: 'clientDataJSON' });
}
