// @vitest-environment jsdom
import { act } from './testAct';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Load, useLoad } from './useLoad';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLoad', () => {
  it('after the network comes back, keeps trying while the first calls still fail, then shows the answer', async () => {
    // Offline, then two failures while the connection settles, then the answer.
    const answers: Array<'fail' | 'ok'> = ['fail', 'fail', 'fail', 'ok'];
    const load = vi.fn(() => (answers.shift() === 'ok' ? Promise.resolve('articles') : Promise.reject(new Error('offline'))));
    let seen: Load<string> = { state: 'loading' };
    function Probe() {
      seen = useLoad(load, 'research').result;
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(seen.state).toBe('failed');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(seen.state).toBe('failed');
    await act(async () => vi.advanceTimersByTime(500));
    expect(seen.state).toBe('failed');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(seen).toEqual({ state: 'ready', value: 'articles' });
    expect(load).toHaveBeenCalledTimes(4);
    await act(async () => root.unmount());
  });
});
