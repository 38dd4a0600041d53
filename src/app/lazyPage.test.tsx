// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { act } from '../ui/testAct';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function render(element: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  return { container, root, mount: () => act(async () => root.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>)) };
}

it('renders a preloaded page in its first commit, with no fallback in between', async () => {
  const Page = lazyPage(async () => ({ default: ({ name }: { name: string }) => <h1>{name}</h1> }));
  await Page.preload();
  const { container, root } = render(null);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  await act(async () => root.render(<Suspense fallback={<p>loading</p>}><Page name="BTCUSDT" /></Suspense>));
  await act(async () => undefined);
  observer.disconnect();
  expect(seen[0]).toBe('BTCUSDT');
  expect(seen).not.toContain('loading');
  await act(async () => root.unmount());
});

it('a page not loaded yet suspends as before, and keeps its state once its chunk arrives', async () => {
  let finish: () => void = () => undefined;
  function Counter() {
    const [count, setCount] = useState(0);
    return <button type="button" onClick={() => setCount((c) => c + 1)}>{count}</button>;
  }
  const Page = lazyPage(() => new Promise<{ default: typeof Counter }>((resolve) => (finish = () => resolve({ default: Counter }))));
  const { container, root, mount } = render(<Page />);
  await mount();
  expect(container.textContent).toBe('loading');
  await act(async () => finish());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(container.textContent).toBe('0');
  await act(async () => container.querySelector('button')?.click());
  await act(async () => root.render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>));
  expect(container.textContent).toBe('1');
  await act(async () => root.unmount());
});
