// /research/articles/:id: one article. Its HTML comes from the server and is shown only through
// SafeHtml, once the image domains are registered (the sanitiser would drop their images otherwise).
import { Link, useParams } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { ARTICLE_ID } from '../../core/protocol/research';
import { useI18n } from '../../i18n/intl';
import { SafeHtml } from '../../ui/SafeHtml';
import { useImageDomains } from '../images/imageDomains';
import { ArticleMeta } from './ArticleMeta';
import { ArticleNotFound, ResearchError, ResearchLoading } from './ResearchStates';
import { RESEARCH_PATH } from './paths';
import { fetchArticle } from './researchApi';
import { useLoad } from '../../ui/useLoad';

function decoded(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

export default function ResearchArticlePage() {
  const { t } = useI18n();
  const id = decoded(useParams<{ id: string }>().id);
  // An id the gateway could never have written is not worth a call.
  const { result, retry } = useLoad(() => (ARTICLE_ID.test(id) ? fetchArticle(id) : Promise.resolve(null)), id);
  const domains = useImageDomains();
  const article = result.state === 'ready' ? result.value : null;
  usePageTitle(article?.title ?? t(result.state === 'ready' ? 'research.notFound.title' : 'research.title'));

  const back = <Link href={RESEARCH_PATH} className="research__back">{t('research.back')}</Link>;
  if (result.state === 'failed') return <section className="page research">{back}<ResearchError onRetry={retry} standalone /></section>;
  if (result.state === 'loading' || domains.state === 'loading') return <section className="page research">{back}<ResearchLoading /></section>;
  if (!article) return <section className="page research"><ArticleNotFound /></section>;
  return (
    <article className="page research research-article" aria-labelledby="article-title">
      {back}
      <h1 id="article-title" lang={article.lang} dir="auto">{article.title}</h1>
      <ArticleMeta article={article} />
      <SafeHtml html={article.html} className="research-article__body" lang={article.lang} dir="auto" data-testid="article-body" />
    </article>
  );
}
