// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productUrlPolicy, registerProductOrigins, safeSrc } from './safeNavigation';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('safeSrc', () => {
  it('passes what the rule allows, trimmed', () => {
    expect(safeSrc(' /icons/btc.png ')).toBe('/icons/btc.png');
    expect(safeSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('answers undefined and warns for what it refuses, encoded slashes included', () => {
    expect(safeSrc('https://evil.com/a.png')).toBeUndefined();
    expect(console.warn).toHaveBeenLastCalledWith('invalid url', { url: 'https://evil.com/a.png', reason: 'foreign-host' });
    expect(safeSrc('/%5Cevil.com/a.png')).toBeUndefined();
  });

  it('allows the product origins registered for images', () => {
    registerProductOrigins(['https://img.exchange.example']);
    expect(productUrlPolicy().origins).toContain('https://img.exchange.example');
    expect(safeSrc('https://img.exchange.example/btc.png')).toBe('https://img.exchange.example/btc.png');
  });
});
