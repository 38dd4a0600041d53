import { describe, expect, it } from 'vitest';
import {
  EMPTY_DOMAIN_STATE, REPROBE_AFTER_MS, chosenDomain, failoverOrder, isDomainFailure, isImageRequest, needsProbe, onDomain,
  parseDomainList, rankDomains, sameCandidates, withCandidates, withoutDomain,
} from './imageDomains';

const A = 'http://127.0.0.1:4001';
const B = 'http://127.0.0.1:4002';
const C = 'http://127.0.0.1:4003';

describe('parseDomainList', () => {
  it('keeps well-formed origins in the server order, once each', () => {
    expect(parseDomainList({ imageDomains: [A, `${B}/`, 'HTTP://127.0.0.1:4003', A] })).toEqual([A, B, C]);
  });

  it.each([
    [null], [{}], [{ imageDomains: 'http://x.test' }], [{ imageDomains: [1, null, 'javascript:alert(1)', 'http://x.test/path', 'http://u@x.test', 'ftp://x.test'] }],
  ])('gives nothing usable for %j', (data) => {
    expect(parseDomainList(data)).toEqual([]);
  });
});

describe('rankDomains', () => {
  it('orders live domains by time and drops failed ones', () => {
    expect(rankDomains([{ domain: A, ms: 80 }, { domain: B, ms: null }, { domain: C, ms: 12 }])).toEqual([C, A]);
  });

  it('keeps the server order on a tie', () => {
    expect(rankDomains([{ domain: B, ms: 5 }, { domain: A, ms: 5 }])).toEqual([B, A]);
  });

  it('is empty when every probe failed', () => {
    expect(rankDomains([{ domain: A, ms: null }])).toEqual([]);
  });
});

describe('domain choice and failover', () => {
  const state = { candidates: [A, B, C], ranking: [C, A], probedAt: 1000 };

  it('chooses the fastest live domain, or the first candidate before any probe', () => {
    expect(chosenDomain(state)).toBe(C);
    expect(chosenDomain({ ...state, ranking: [] })).toBe(A);
    expect(chosenDomain(EMPTY_DOMAIN_STATE)).toBeNull();
  });

  it('tries live domains by speed, then the ones marked dead', () => {
    expect(failoverOrder(state)).toEqual([C, A, B]);
  });

  it('moves to the next live domain when the chosen one fails', () => {
    const after = withoutDomain(state, C);
    expect(chosenDomain(after)).toBe(A);
    expect(failoverOrder(after)).toEqual([A, B, C]);
  });

  it('keeps the ranking of the domains a new list still has', () => {
    expect(withCandidates(state, [C, B])).toEqual({ candidates: [C, B], ranking: [C], probedAt: 1000 });
    expect(sameCandidates([A, B], [A, B])).toBe(true);
    expect(sameCandidates([A, B], [B, A])).toBe(false);
  });

  it('probes when nothing is ranked or the ranking is old', () => {
    expect(needsProbe(EMPTY_DOMAIN_STATE, 0)).toBe(false);
    expect(needsProbe({ ...state, ranking: [] }, 1000)).toBe(true);
    expect(needsProbe(state, 1000 + REPROBE_AFTER_MS - 1)).toBe(false);
    expect(needsProbe(state, 1000 + REPROBE_AFTER_MS)).toBe(true);
  });

  it.each([[0, true], [500, true], [503, true], [404, false], [200, false], [304, false]])('status %i fails the domain: %s', (status, failed) => {
    expect(isDomainFailure(status)).toBe(failed);
  });
});

describe('the rewrite rule', () => {
  const candidates = [A, B];

  it.each([
    ['GET', `${A}/images/coins/BTC.svg`, true],
    ['GET', `${B}/images/probe.svg?v=1`, true],
    ['POST', `${A}/images/coins/BTC.svg`, false],
    ['GET', `${C}/images/coins/BTC.svg`, false],
    ['GET', `${A}/other/BTC.svg`, false],
    ['GET', `${A}/imagesX/BTC.svg`, false],
    ['GET', 'http://127.0.0.1:8080/v1/mix/system/getDomainConfigList', false],
    ['GET', 'http://127.0.0.1:8080/images/coins/BTC.svg', false],
  ])('%s %s is an image request: %s', (method, url, expected) => {
    expect(isImageRequest(method, new URL(url), candidates)).toBe(expected);
  });

  it('moves the image to another domain, path and query kept', () => {
    expect(onDomain(new URL(`${A}/images/coins/ETH.svg?size=2`), C)).toBe(`${C}/images/coins/ETH.svg?size=2`);
  });
});
