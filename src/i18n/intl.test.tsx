// @vitest-environment jsdom
// A trading screen renders with the first part of its language's catalogue; the provider brings
// the rest right after, and a message of the rest never shows as its id meanwhile.
import { act } from '../ui/testAct';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, createI18n, useI18n } from './intl';
import { loadFirstMessages, loadMessages } from './messages';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the two parts of a catalogue', () => {
  it('give a first-visit message at once, and a later one as nothing until the rest is here', async () => {
    const first = createI18n({ locale: 'de', ...(await loadFirstMessages('de')) });
    expect(first.complete).toBe(false);
    expect(first.t('nav.spot')).toBe('Spot');
    expect(first.t('passkey.title')).toBe('');
    const all = createI18n({ locale: 'de', ...(await loadMessages('de')) });
    expect(all.complete).toBe(true);
    expect(all.t('passkey.title')).toBe('Passkeys');
  });

  it('are completed by the provider after its first render', async () => {
    const seen: string[] = [];
    function Title() {
      const { t } = useI18n();
      seen.push(t('passkey.title'));
      return <p>{t('passkey.title')}</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const initial = { locale: 'ar' as const, ...(await loadFirstMessages('ar')) };
    await act(async () => createRoot(container).render(<I18nProvider locale="ar" initial={initial}><Title /></I18nProvider>));
    await vi.waitFor(() => expect(container.textContent).not.toBe(''));
    expect(seen[0]).toBe('');
    expect(container.textContent).toBe((await loadMessages('ar')).messages['passkey.title']);
  });

  it('wait for what the provider is told to let go first (the app: the first page)', async () => {
    let letGo: () => void = () => undefined;
    const firstPage = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    function Title() {
      return <p>{useI18n().t('passkey.title')}</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const initial = { locale: 'en' as const, ...(await loadFirstMessages('en')) };
    await act(async () => createRoot(container).render(<I18nProvider locale="en" initial={initial} restAfter={() => firstPage}><Title /></I18nProvider>));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('');
    letGo();
    await vi.waitFor(() => expect(container.textContent).toBe('Passkeys'));
  });

  it('keep the first part when the rest cannot load, and show a missing message as its id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = await import('./messages');
    vi.spyOn(messages, 'completeMessages').mockRejectedValue(new TypeError('Failed to fetch'));
    function Both() {
      const { t } = useI18n();
      return <p>{`${t('nav.spot')}|${t('passkey.title')}`}</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const initial = { locale: 'en' as const, ...(await loadFirstMessages('en')) };
    await act(async () => createRoot(container).render(<I18nProvider locale="en" initial={initial}><Both /></I18nProvider>));
    await vi.waitFor(() => expect(container.textContent).toBe('Spot|passkey.title'));
  });
});
