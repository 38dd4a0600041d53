import { Link, useLocation } from 'wouter';
import { useI18n } from '../i18n/intl';
import { DEFAULT_SPOT_PATH } from './paths';
import { usePageTitle } from './usePageTitle';

export default function NotFoundPage() {
  const { t } = useI18n();
  const [path] = useLocation();
  const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
  usePageTitle(t('notFound.title'));
  return (
    <section className="page page--center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      {/* A path reads left to right in every language: in a left-to-right isolate (LRI … PDI),
          an Arabic sentence does not move its slashes. */}
      <p className="muted" data-testid="not-found-body">{t('notFound.body', { path: `\u2066${shown}\u2069` })}</p>
      <Link href={DEFAULT_SPOT_PATH} className="button button--primary">{t('notFound.home')}</Link>
    </section>
  );
}
