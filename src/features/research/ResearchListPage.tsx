// /research: the research center's articles, newest first.
import { Link } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { CoinIcon } from '../images/CoinIcon';
import { ArticleMeta } from './ArticleMeta';
import { ResearchError, ResearchLoading } from './ResearchStates';
import { articlePath } from './paths';
import { fetchArticles } from './researchApi';
import { useLoad } from '../../ui/useLoad';

export default function ResearchListPage() {
  const { t } = useI18n();
  usePageTitle(t('research.title'));
  const { result, retry } = useLoad(fetchArticles, 'list');
  return (
    <section className="page research" aria-labelledby="research-title">
      <h1 id="research-title">{t('research.title')}</h1>
      <p className="muted research__intro">{t('research.intro')}</p>
      {result.state === 'loading' && <ResearchLoading />}
      {result.state === 'failed' && <ResearchError onRetry={retry} />}
      {result.state === 'ready' && result.value.length === 0 && <p className="muted">{t('research.empty')}</p>}
      {result.state === 'ready' && result.value.length > 0 && (
        <ul className="research-list" aria-label={t('research.list')}>
          {result.value.map((article) => (
            <li key={article.id} className="research-card" data-testid="research-card">
              <h2 className="research-card__title" lang={article.lang} dir="auto">
                {article.coin && <CoinIcon coin={article.coin} />}
                <Link href={articlePath(article.id)}>{article.title}</Link>
              </h2>
              <ArticleMeta article={article} />
              <p className="research-card__summary" lang={article.lang} dir="auto">{article.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
