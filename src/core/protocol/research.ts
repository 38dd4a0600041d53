// The research center's calls (docs/protocol.md "Research center"): a list of article summaries
// and one article with its HTML, which the page shows only through the sanitiser.

export interface ResearchArticleSummary {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** Epoch milliseconds. */
  readonly publishedAt: number;
  readonly author: string;
  readonly readMinutes: number;
  /** The coin the article is about (`BTC`), for its badge; null when it is about none. */
  readonly coin: string | null;
  /** The language the article is written in (BCP 47), so the page can mark it for reading and direction. */
  readonly lang: string;
}

export interface ResearchArticle extends ResearchArticleSummary {
  /** Untrusted HTML. */
  readonly html: string;
}

/** Ids as the gateway writes them; anything else is not an article. */
export const ARTICLE_ID = /^[a-z0-9-]{1,64}$/;

const str = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** A summary from the wire, or null when a field is missing or of the wrong type. */
export function parseSummary(value: unknown): ResearchArticleSummary | null {
  const v = value as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null) return null;
  if (!str(v.id, 64) || !ARTICLE_ID.test(v.id) || !str(v.title, 300) || !str(v.summary, 2000) || !str(v.author, 200) || !str(v.lang, 35)) return null;
  if (typeof v.publishedAt !== 'number' || !Number.isFinite(v.publishedAt) || typeof v.readMinutes !== 'number' || !(v.readMinutes > 0)) return null;
  if (v.coin !== null && !(str(v.coin, 16) && /^[A-Z0-9]+$/.test(v.coin))) return null;
  return { id: v.id, title: v.title, summary: v.summary, publishedAt: v.publishedAt, author: v.author, readMinutes: v.readMinutes, coin: v.coin, lang: v.lang };
}

/** `data` of the list call: its well-formed summaries. */
export function parseArticleList(data: unknown): ResearchArticleSummary[] {
  const list = (data as { articles?: unknown } | null)?.articles;
  return Array.isArray(list) ? list.map(parseSummary).filter((a): a is ResearchArticleSummary => a !== null) : [];
}

/** `data` of the article call: the article, or null when there is none (unknown id) or it is malformed. */
export function parseArticle(data: unknown): ResearchArticle | null {
  const article = (data as { article?: unknown } | null)?.article as Record<string, unknown> | null | undefined;
  const summary = parseSummary(article);
  return summary && typeof article?.html === 'string' ? { ...summary, html: article.html } : null;
}
