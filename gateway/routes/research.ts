// The research center (docs/protocol.md): article summaries, and one article whose HTML names the
// first image domain for its images. An unknown id is not an error: the answer is `article: null`.
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../src/core/protocol/paths';
import type { ResearchArticle, ResearchArticleSummary } from '../../src/core/protocol/research';
import type { GatewayContext } from '../context';
import { type Articles, IMAGE_DOMAIN_MARK } from '../db/articles';
import { sendOk } from '../http/envelope';
import { type Fields, text } from '../http/fields';

function summaryOf({ html: _html, ...summary }: ResearchArticle): ResearchArticleSummary {
  return summary;
}

export function registerResearchRoutes(app: FastifyInstance, ctx: GatewayContext, articles: Articles): void {
  app.get(PATHS.researchArticles, async (_request, reply) => sendOk(reply, { articles: articles.list().map(summaryOf) }));

  app.get(PATHS.researchArticle, async (request, reply) => {
    const id = text(request.query as Fields, 'id', { max: 256 });
    const article = articles.byId(id);
    const imageDomain = ctx.imageDomains()[0] ?? '';
    return sendOk(reply, { article: article ? { ...article, html: article.html.replaceAll(IMAGE_DOMAIN_MARK, imageDomain) } : null });
  });
}
