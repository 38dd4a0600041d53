import { Link, useLocation } from 'wouter';
import { useI18n } from '../i18n/intl';
import { DEFAULT_SPOT_PATH } from './paths';
import { usePageTitle } from './usePageTitle';

export default function NotFoundPage() {
  const { t } = useI18n();
  const [path] = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="page page--center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body', { path: path.length > 80 ? `${path.slice(0, 80)}…` : path })}</p>
      <Link href={DEFAULT_SPOT_PATH} className="button button--primary">{t('notFound.home')}</Link>
    </section>
  );
}
