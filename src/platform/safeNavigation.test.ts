// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productUrlPolicy, registerProductOrigins, safeHref, safeOpen, safeSrc } from './safeNavigation';

const here = window.location.origin;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('safeHref and safeSrc', () => {
  it('pass what the rule allows, trimmed', () => {
    expect(safeHref(' /fee ')).toBe('/fee');
    expect(safeHref(`${here}/spot`)).toBe(`${here}/spot`);
    expect(safeSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('answer undefined and warn for what it refuses', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(console.warn).toHaveBeenLastCalledWith('invalid href', { url: 'javascript:alert(1)', reason: 'not-allowed' });
    expect(safeSrc('https://evil.com/a.png')).toBeUndefined();
    expect(console.warn).toHaveBeenLastCalledWith('invalid url', { url: 'https://evil.com/a.png', reason: 'foreign-host' });
  });
});

describe('safeOpen', () => {
  it('opens a page of this origin with the opener kept', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    safeOpen('/research');
    expect(open).toHaveBeenCalledWith('/research', '_blank', '');
  });

  it('gives a popup to another product origin noopener and noreferrer', () => {
    registerProductOrigins(['https://www.exchange.example']);
    expect(productUrlPolicy().origins).toContain('https://www.exchange.example');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    safeOpen('https://www.exchange.example/download', 'download');
    expect(open).toHaveBeenCalledWith('https://www.exchange.example/download', 'download', 'noopener,noreferrer');
  });

  it('never opens a refused address', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const url of ['javascript:alert(1)', '//evil.com', 'https://evil.com', 'data:text/html,x']) expect(safeOpen(url)).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(4);
    expect(console.warn).toHaveBeenCalledWith('invalid url', expect.anything());
  });
});
