import { Link } from 'wouter';
import { useI18n } from '../i18n/intl';
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from './paths';
import { usePageTitle } from './usePageTitle';

/** /_app: the application shell's own page, where the installed app starts. */
export default function AppShellPage() {
  const { t } = useI18n();
  usePageTitle(t('shell.title'));
  return (
    <section className="page page--center" aria-labelledby="shell-title">
      <h1 id="shell-title">{t('shell.title')}</h1>
      <p className="muted">{t('shell.body')}</p>
      <div className="actions">
        <Link href={DEFAULT_SPOT_PATH} className="button button--primary">{t('shell.openSpot')}</Link>
        <Link href={DEFAULT_FUTURES_PATH} className="button">{t('shell.openFutures')}</Link>
      </div>
    </section>
  );
}
