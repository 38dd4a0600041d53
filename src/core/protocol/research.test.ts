import { describe, expect, it } from 'vitest';
import { parseArticle, parseArticleList } from './research';

const summary = { id: 'btc-1', title: 'T', summary: 'S', publishedAt: 1, author: 'A', readMinutes: 3, coin: 'BTC', lang: 'en' };

describe('research answers', () => {
  it('keeps well-formed summaries and drops the rest', () => {
    const list = parseArticleList({ articles: [summary, { ...summary, id: '../x' }, { ...summary, coin: 'btc<' }, { ...summary, readMinutes: 0 }, null, { ...summary, coin: null, id: 'b' }] });
    expect(list.map((a) => a.id)).toEqual(['btc-1', 'b']);
  });

  it('drops fields it does not know', () => {
    expect(parseArticleList({ articles: [{ ...summary, extra: '<script>' }] })[0]).toEqual(summary);
  });

  it('reads an article, or null for none or a malformed one', () => {
    expect(parseArticle({ article: { ...summary, html: '<p>x</p>' } })).toEqual({ ...summary, html: '<p>x</p>' });
    expect(parseArticle({ article: null })).toBeNull();
    expect(parseArticle({ article: { ...summary, html: 3 } })).toBeNull();
    expect(parseArticle(null)).toBeNull();
  });
});
