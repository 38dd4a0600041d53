// What the research screens show instead of content: loading, a failed call, an unknown article.
import { Link } from 'wouter';
import { useI18n } from '../../i18n/intl';
import { RESEARCH_PATH } from './paths';

export function ResearchLoading() {
  const { t } = useI18n();
  return <p className="muted" role="status">{t('app.loading')}</p>;
}

/** `standalone`: the state is the whole screen, so its title is the page's heading. */
export function ResearchError({ onRetry, standalone = false }: { onRetry: () => void; standalone?: boolean }) {
  const { t } = useI18n();
  const Title = standalone ? 'h1' : 'h2';
  return (
    <div className="research-state" role="alert" data-testid="research-error">
      <Title className="research-state__title">{t('research.error.title')}</Title>
      <p className="muted">{t('research.error.body')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('error.retry')}</button>
    </div>
  );
}

export function ArticleNotFound() {
  const { t } = useI18n();
  return (
    <div className="research-state" data-testid="research-not-found">
      <h1 className="research-state__title">{t('research.notFound.title')}</h1>
      <p className="muted">{t('research.notFound.body')}</p>
      <Link href={RESEARCH_PATH} className="button button--primary">{t('research.back')}</Link>
    </div>
  );
}
