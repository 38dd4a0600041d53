// Section 4: analytics runs only while the server's upload switch is on and the user has agreed.
// Mounted once in the app, after the first page (its code is not in the first load); it follows
// the address for page views and shows the consent banner.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { apiEnvironment } from '../../api/environment';
import { useI18n } from '../../i18n/intl';
import { chooseConsentAtom, commonConfigAtom, consentAtom, sessionAtom, useAtomValue, useSetAtom } from '../../state/hooks';
import { useUploadSwitch } from './uploadSwitch';
import { ConsentBanner } from './ConsentBanner';
import { readDeviceFields } from './device';
import { type EarlyClick, takeEarlyClicks } from './earlyClicks';
import { followBrowser } from './listeners';
import { Outbox } from './outbox';
import { disableTracking, enableTracking, enterPage, tabId, track } from './tracker';

export function Analytics() {
  const config = useAtomValue(commonConfigAtom);
  const session = useAtomValue(sessionAtom);
  const { locale } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const consent = useAtomValue(consentAtom);
  const chooseConsent = useSetAtom(chooseConsentAtom);
  const outbox = useMemo(() => new Outbox(tabId, () => `languageType=${apiEnvironment().context().languageType}`), []);
  const uploadSwitch = useUploadSwitch(config?.eventLogUploadSwitch);
  const enabled = uploadSwitch && consent === 'granted';
  const uid = session.status === 'signed-in' ? session.user.userId : (config?.userId ?? '');
  const latest = useRef({ uid, locale });
  // What was clicked before this code arrived, recorded with the first page view. Taken in the
  // effect that starts listening, never in a render React may throw away, so none falls between.
  const early = useRef<readonly EarlyClick[]>([]);

  useEffect(() => {
    latest.current = { uid, locale };
  }, [uid, locale]);

  useEffect(() => {
    if (!enabled) return;
    enableTracking({ outbox, device: readDeviceFields, uid: () => latest.current.uid, language: () => latest.current.locale });
    outbox.resume();
    early.current = takeEarlyClicks();
    const stop = followBrowser(outbox);
    return () => {
      stop();
      outbox.flush();
      disableTracking();
    };
  }, [enabled, outbox]);

  useEffect(() => {
    if (!enabled) return;
    enterPage(window.location.href, document.title);
    for (const { at, ...click } of early.current) track({ type: 'Click', ...click, auto: true }, at);
    early.current = [];
  }, [enabled, location, search]);

  // Declining, here or later in the preferences, also drops what waits to be sent.
  useEffect(() => {
    if (consent === 'denied') outbox.forget();
  }, [consent, outbox]);

  return uploadSwitch && consent === 'undecided' ? <ConsentBanner onChoose={chooseConsent} /> : null;
}
