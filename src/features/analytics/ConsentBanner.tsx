// Asks once whether usage analytics may be collected; the choice is kept in the consent cookie.
import { useId } from 'react';
import { useI18n } from '../../i18n/intl';

export function ConsentBanner({ onChoose }: { onChoose: (choice: 'granted' | 'denied') => void }) {
  const { t } = useI18n();
  const titleId = useId();
  const bodyId = useId();
  return (
    <section className="consent" role="region" aria-labelledby={titleId} aria-describedby={bodyId} data-testid="consent-banner">
      <div className="consent__text">
        <h2 id={titleId} className="consent__title">{t('analytics.consent.title')}</h2>
        <p id={bodyId}>{t('analytics.consent.body')}</p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => onChoose('denied')}>{t('analytics.consent.decline')}</button>
        <button type="button" className="button button--primary" onClick={() => onChoose('granted')}>{t('analytics.consent.accept')}</button>
      </div>
    </section>
  );
}
