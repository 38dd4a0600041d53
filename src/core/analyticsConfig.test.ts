import { describe, expect, it } from 'vitest';
import { pageConfigFor, patternMatches } from './analyticsConfig';

describe('page configs', () => {
  it('gives the research pages their ids and business area, with or without a route locale', () => {
    expect(pageConfigFor('/research')).toMatchObject({ eventId: 'b3202', business1: 'Research center' });
    expect(pageConfigFor('/fr/research/')).toMatchObject({ eventId: 'b3202' });
    expect(pageConfigFor('/research/articles/btc-halving?x=1')).toMatchObject({ eventId: 'b3203', business1: 'Research center' });
    expect(pageConfigFor('/zh-TC/research/articles/42/comments')).toMatchObject({ eventId: 'b3203' });
  });

  it('has no config for other pages', () => {
    expect(pageConfigFor('/research/articles')).toBeNull();
    expect(pageConfigFor('/researchers')).toBeNull();
    expect(pageConfigFor('/spot/BTCUSDT')).toBeNull();
  });

  it('matches named segments one for one', () => {
    expect(patternMatches('/a/:id', '/a/1')).toBe(true);
    expect(patternMatches('/a/:id', '/a/1/2')).toBe(false);
    expect(patternMatches('/a/:id', '/a')).toBe(false);
  });
});
