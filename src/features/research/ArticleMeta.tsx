// Date, reading time and author of an article, in the reader's language.
import type { ResearchArticleSummary } from '../../core/protocol/research';
import { useI18n } from '../../i18n/intl';

export function ArticleMeta({ article }: { article: ResearchArticleSummary }) {
  const { t, intl } = useI18n();
  const date = intl.formatDate(article.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <p className="research-meta muted">
      <time dateTime={new Date(article.publishedAt).toISOString()}>{t('research.published', { date })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('research.readTime', { minutes: intl.formatNumber(article.readMinutes) })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('research.by', { author: article.author })}</span>
    </p>
  );
}
