// The analytics consent (section 4), shared by the banner that asks and the preferences that let
// the user change their mind.
import { atom } from 'jotai';
import { type Consent, readConsent, writeConsent } from '../platform/analyticsConsent';

export const consentAtom = atom<Consent>(readConsent());

export const chooseConsentAtom = atom(null, (_get, set, choice: 'granted' | 'denied') => {
  writeConsent(choice);
  set(consentAtom, choice);
});
