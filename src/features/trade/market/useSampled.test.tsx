// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { type Rendered, renderIn, testFrames } from './testRender';
import { useSampled } from './useSampled';

let view: Rendered | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

describe('useSampled', () => {
  it('renders a reader once per period however many frames arrive, with the latest value; urgent values at once', async () => {
    const frames = testFrames({ seq: 0, phase: 'loading' });
    const renders: number[] = [];
    function Reader() {
      const [value] = useSampled(frames, 250, (shown, next) => shown.phase !== next.phase);
      renders.push(value.seq);
      return null;
    }
    view = await renderIn('en', en, <Reader />);
    renders.length = 0;
    await act(async () => frames.set({ seq: 1, phase: 'live' }));
    expect(renders).toEqual([1]);
    await act(async () => {
      for (let seq = 2; seq <= 20; seq += 1) frames.set({ seq, phase: 'live' });
      vi.advanceTimersByTime(100);
    });
    expect(renders).toEqual([1]);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(renders).toEqual([1, 20]);
  });
});
