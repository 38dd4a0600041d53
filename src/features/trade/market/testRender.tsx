// Component tests of the market views: a root in jsdom inside the I18n context of a catalogue.
import { type ReactNode } from 'react';
import { act } from '../../../ui/testAct';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../../core/languages';
import { I18nProvider } from '../../../i18n/intl';
import type { Messages } from '../../../i18n/messages';
import type { LiveStore } from '../../markets/liveStore';

export interface Rendered {
  readonly container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderIn(locale: Locale, messages: Messages, node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const wrap = (child: ReactNode) => <I18nProvider locale={locale} initial={{ locale, complete: true, messages }}>{child}</I18nProvider>;
  await act(async () => root.render(wrap(node)));
  return {
    container,
    rerender: async (next) => act(async () => root.render(wrap(next))),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

export interface TestFrames<T> extends LiveStore<T> {
  /** Sets the value and tells the readers at once (a frame store tells them at the next frame). */
  set(next: T): void;
}

/** A frame store the test drives by hand. */
export function testFrames<T>(initial: T): TestFrames<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    readers: () => listeners.size,
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A 2D context that records what is painted: texts with their colours, and rectangles. */
export function recordingContext() {
  const texts: { text: string; x: number; y: number; color: string; align: string }[] = [];
  const rects: { x: number; y: number; width: number; height: number; color: string; alpha: number }[] = [];
  const strokes: { x: number; y: number; width: number; height: number; color: string }[] = [];
  const context = {
    fillStyle: '', strokeStyle: '', globalAlpha: 1, font: '', textAlign: 'start', textBaseline: 'alphabetic', direction: 'ltr', lineWidth: 1,
    texts, rects, strokes,
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, color: String(context.fillStyle), align: context.textAlign });
    },
    fillRect(x: number, y: number, width: number, height: number) {
      rects.push({ x, y, width, height, color: String(context.fillStyle), alpha: context.globalAlpha });
    },
    strokeRect(x: number, y: number, width: number, height: number) {
      strokes.push({ x, y, width, height, color: String(context.strokeStyle) });
    },
    // Seven pixels a character: enough to test cutting a text to fit.
    measureText: (text: string) => ({ width: 7 * text.length }),
    clearRect() {
      texts.length = 0;
      rects.length = 0;
      strokes.length = 0;
    },
    setTransform() {},
    save() {},
    restore() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke() {},
  };
  return context;
}
