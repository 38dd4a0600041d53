// The research center's calls; answers are checked here, at the edge, before any screen sees them.
import { api } from '../../api/api';
import { PATHS } from '../../core/protocol/paths';
import { type ResearchArticle, type ResearchArticleSummary, parseArticle, parseArticleList } from '../../core/protocol/research';

export async function fetchArticles(): Promise<ResearchArticleSummary[]> {
  return parseArticleList(await api<unknown>(PATHS.researchArticles, {}, { method: 'GET' }));
}

/** The article, or null when the gateway has none with this id. */
export async function fetchArticle(id: string): Promise<ResearchArticle | null> {
  return parseArticle(await api<unknown>(PATHS.researchArticle, { id }, { method: 'GET' }));
}
