// Section 4: analytics consent defaults to denied unless the consent cookie says otherwise.
import { CONSENT, CONSENT_MAX_AGE_DAYS } from '../core/analyticsConfig';
import { DAY_SECONDS, readCookie, serializeCookie } from '../core/cookies';
import { COOKIES } from '../core/protocol/wire';
import { readDocumentCookies, writeDocumentCookie } from './storage';

export type Consent = 'granted' | 'denied' | 'undecided';

export function readConsent(): Consent {
  const value = readCookie(readDocumentCookies(), COOKIES.analyticsConsent);
  return value === CONSENT.granted ? 'granted' : value === CONSENT.denied ? 'denied' : 'undecided';
}

export function writeConsent(choice: 'granted' | 'denied'): void {
  writeDocumentCookie(serializeCookie(COOKIES.analyticsConsent, CONSENT[choice], {
    maxAgeSeconds: CONSENT_MAX_AGE_DAYS * DAY_SECONDS,
    secure: window.location.protocol === 'https:',
  }));
}
