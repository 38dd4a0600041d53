import { useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { DISPLAY_CURRENCIES, LANGUAGES, type Locale, isDisplayCurrency, isLocale, languageOf } from '../../core/languages';
import { LAYOUTS, type Layout, displayCurrencyOf } from '../../core/preferences';
import { routeLocaleOf, withRouteLocale } from '../../core/routeLocale';
import { THEMES } from '../../core/theme';
import { useRouteLocale } from '../../app/LocaleScope';
import { useI18n } from '../../i18n/intl';
import { chooseConsentAtom, consentAtom, preferencesAtom, ratesAtom, useAtom, useAtomValue, useSetAtom, useStore } from '../../state/hooks';
import { loadRates } from '../account/session';
import { formatMoney } from '../../core/format';
import { rateFor } from '../../core/rates';
import { Dialog } from '../../ui/Dialog';

/** The rate of the currency being chosen, fetched afresh when the dialog opens. */
function RateHint({ currency }: { currency: string }) {
  const { t, bcp47, locale } = useI18n();
  const store = useStore();
  const rate = rateFor(useAtomValue(ratesAtom), currency);
  useEffect(() => {
    void loadRates(store, locale);
  }, [store, locale]);
  return (
    <span className="field__hint" data-testid="display-currency" data-currency={currency}>
      {rate === null ? t('prefs.rateMissing', { currency }) : t('prefs.rate', { amount: formatMoney(rate, currency, bcp47, 4) })}
    </span>
  );
}

/**
 * The layout values are inline positions (start, center, end), stored as 'left' and 'right' as
 * section 3 names them. Right to left, 'left' puts the form on the right of the screen, so there
 * each choice is named by its side in reading order and says where that is on screen.
 */
function useLayoutLabel(): (layout: Layout) => string {
  const { t, dir } = useI18n();
  if (dir === 'ltr') return (layout) => t(`prefs.layout.${layout}`);
  return (layout) => {
    if (layout === 'center') return t('prefs.layout.center');
    return layout === 'left' ? t('prefs.layout.start', { side: t('prefs.layout.right') }) : t('prefs.layout.end', { side: t('prefs.layout.left') });
  };
}

export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const layoutLabel = useLayoutLabel();
  const titleId = useId();
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const consent = useAtomValue(consentAtom);
  const chooseConsent = useSetAtom(chooseConsentAtom);
  const routeLocale = useRouteLocale();
  const [path, navigate] = useLocation();

  const changeLanguage = (locale: Locale) => {
    setPreferences({ language: locale });
    // The address names the language when it carries a locale; keep the two in agreement.
    // '~' makes the path absolute, outside the current locale's base.
    if (routeLocale) navigate(`~${withRouteLocale(routeLocaleOf(locale), path)}${window.location.search}`, { replace: true });
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="preferences">
      <form method="dialog" className="preferences__form">
        <header className="dialog__header">
          <h2 id={titleId}>{t('prefs.title')}</h2>
          <button type="submit" className="icon-button" aria-label={t('prefs.close')}>×</button>
        </header>

        <label className="field">
          <span className="field__label">{t('prefs.language')}</span>
          <select
            name="language"
            value={preferences.language}
            onChange={(event) => {
              if (isLocale(event.target.value)) changeLanguage(event.target.value);
            }}
          >
            {LANGUAGES.filter((l) => !l.hide || l.locale === preferences.language).map((l) => (
              <option key={l.locale} value={l.locale} lang={l.bcp47}>{l.languageName}</option>
            ))}
          </select>
        </label>

        <fieldset className="field">
          <legend className="field__label">{t('prefs.theme')}</legend>
          <div className="segmented">
            {THEMES.map((theme) => (
              <label key={theme}>
                <input type="radio" name="theme" value={theme} checked={preferences.theme === theme} onChange={() => setPreferences({ theme })} />
                <span>{t(theme === 'white' ? 'prefs.theme.white' : 'prefs.theme.black')}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className="field">
          <span className="field__label">{t('prefs.currency')}</span>
          <select
            name="currency"
            value={preferences.unit ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setPreferences({ unit: isDisplayCurrency(value) ? value : null });
            }}
          >
            <option value="">{t('prefs.currency.auto', { currency: languageOf(preferences.language).coinType })}</option>
            {DISPLAY_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>{currency}</option>
            ))}
          </select>
          <RateHint currency={displayCurrencyOf(preferences)} />
        </label>

        <fieldset className="field">
          <legend className="field__label">{t('prefs.layout')}</legend>
          <div className="segmented">
            {LAYOUTS.map((layout: Layout) => (
              <label key={layout}>
                <input type="radio" name="layout" value={layout} checked={preferences.layout === layout} onChange={() => setPreferences({ layout })} />
                <span>{layoutLabel(layout)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className="field field--inline">
          <input type="checkbox" name="showAsset" checked={preferences.showAsset} onChange={(event) => setPreferences({ showAsset: event.target.checked })} />
          <span>
            <span className="field__label">{t('prefs.showAssets')}</span>
            <span className="field__hint">{t('prefs.showAssets.hint')}</span>
          </span>
        </label>
        <label className="field field--inline">
          <input type="checkbox" name="analytics" checked={consent === 'granted'} onChange={(event) => chooseConsent(event.target.checked ? 'granted' : 'denied')} />
          <span>
            <span className="field__label">{t('prefs.analytics')}</span>
            <span className="field__hint">{t('prefs.analytics.hint')}</span>
          </span>
        </label>

        <p className="field__hint" data-testid="app-version">
          {`v${__APP_VERSION__} · ${__APP_BUILD__} · `}
          <a href="/third-party-notices.txt" target="_blank" rel="noopener">{t('prefs.notices')}</a>
        </p>
      </form>
    </Dialog>
  );
}
