// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerProductOrigins } from '../platform/safeNavigation';
import { SafeHtml } from './SafeHtml';
import { SafeLink } from './SafeLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  container = document.createElement('div');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function render(node: React.ReactNode): Promise<string> {
  const root = createRoot(container);
  await act(async () => root.render(node));
  const html = container.innerHTML;
  await act(async () => root.unmount());
  return html;
}

describe('SafeLink', () => {
  it('renders an allowed address as a link', async () => {
    expect(await render(<SafeLink href="/fee" className="l">Fees</SafeLink>)).toBe('<a class="l" href="/fee">Fees</a>');
  });

  it('renders a refused address as text and warns once', async () => {
    expect(await render(<SafeLink href="javascript:alert(1)" className="l">Click</SafeLink>)).toBe('<span class="l">Click</span>');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('invalid href', { url: 'javascript:alert(1)', reason: 'not-allowed' });
  });

  it('opens another product origin in a new tab without an opener', async () => {
    registerProductOrigins(['https://www.exchange.example']);
    expect(await render(<SafeLink href="https://www.exchange.example/">App</SafeLink>)).toBe(
      '<a href="https://www.exchange.example/" target="_blank" rel="noopener noreferrer">App</a>',
    );
  });

  it('adds noopener to any new-tab link', async () => {
    expect(await render(<SafeLink href="/fee" target="_blank" rel="opener">Fees</SafeLink>)).toBe('<a href="/fee" target="_blank" rel="noopener noreferrer">Fees</a>');
  });
});

describe('SafeHtml', () => {
  it('renders only the sanitised markup', async () => {
    const html = await render(<SafeHtml className="article" html={'<p onclick="alert(1)">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>'} />);
    expect(html).toBe('<div class="article"><p>Hi</p><img loading="lazy"></div>');
  });
});
