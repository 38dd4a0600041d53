// Component tests of the market views: a root in jsdom inside the I18n context of a catalogue.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../../core/languages';
import { I18nProvider } from '../../../i18n/intl';
import type { Messages } from '../../../i18n/messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  readonly container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderIn(locale: Locale, messages: Messages, node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const wrap = (child: ReactNode) => <I18nProvider locale={locale} initial={{ locale, messages }}>{child}</I18nProvider>;
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
