// Component tests of the account tables: a root in jsdom inside a catalogue's I18n context and a
// jotai store of its own, so preferences set by one test don't leak into the next.
import { type ReactNode } from 'react';
import { act } from '../../../ui/testAct';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../../core/languages';
import { I18nProvider } from '../../../i18n/intl';
import type { Messages } from '../../../i18n/messages';
import { Provider, createStore } from '../../../state/hooks';

export type Store = ReturnType<typeof createStore>;

export interface Rendered {
  readonly container: HTMLElement;
  readonly store: Store;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderIn(locale: Locale, messages: Messages, node: ReactNode, store: Store = createStore()): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const wrap = (child: ReactNode) => (
    <Provider store={store}>
      <I18nProvider locale={locale} initial={{ locale, complete: true, messages }}>{child}</I18nProvider>
    </Provider>
  );
  await act(async () => root.render(wrap(node)));
  return {
    container,
    store,
    rerender: async (next) => act(async () => root.render(wrap(next))),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** jsdom has no modal dialogs; these stand in for what the browser does. */
export function fakeModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** A promise the test settles when it wants, to see the pending state in between. */
export function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
