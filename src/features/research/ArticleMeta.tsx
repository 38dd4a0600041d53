// Date, reading time and author of an article, in the reader's language, and the language the
// article is written in when it is not the reader's (the seed articles are English only).
import type { ResearchArticleSummary } from '../../core/protocol/research';
import { useI18n } from '../../i18n/intl';

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

function languageName(lang: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

export function ArticleMeta({ article }: { article: ResearchArticleSummary }) {
  const { t, intl, bcp47 } = useI18n();
  const date = intl.formatDate(article.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' });
  const foreign = primary(article.lang) !== primary(bcp47);
  return (
    <p className="research-meta muted">
      <time dateTime={new Date(article.publishedAt).toISOString()}>{t('research.published', { date })}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('research.readTime', { minutes: intl.formatNumber(article.readMinutes) })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('research.by', { author: article.author })}</span>
      {foreign ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="research-meta__language" data-testid="article-language">{languageName(article.lang, bcp47)}</span>
        </>
      ) : null}
    </p>
  );
}
