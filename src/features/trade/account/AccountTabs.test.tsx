// @vitest-environment jsdom
import { act } from '../../../ui/testAct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { AccountTabs, type AccountTab } from './AccountTabs';
import { type Rendered, renderIn } from './testRender';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const tabs = () => [...view!.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
const panel = () => view!.container.querySelector<HTMLElement>('[role="tabpanel"]')!;
const press = (key: string) => act(async () => {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
});
const render = (tab: AccountTab) => <p>{tab} panel</p>;

describe('AccountTabs', () => {
  it('opens on the positions of a futures market, with counts in the tab names', async () => {
    const renderPanel = vi.fn(render);
    view = await renderIn('en', en, <AccountTabs market="futures" counts={{ openOrders: 3, positions: 2, conditional: 1 }} renderPanel={renderPanel} />);
    expect(view.container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Orders and positions');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Positions (2)', 'Open orders (3)', 'Conditional (1)', 'Order history', 'Funding']);
    expect(selected()!.textContent).toBe('Positions (2)');
    expect(panel().textContent).toBe('positions panel');
    expect(panel().getAttribute('aria-labelledby')).toBe(selected()!.id);
    expect(renderPanel.mock.calls.every(([tab]) => tab === 'positions')).toBe(true);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('has no positions tab on spot', async () => {
    view = await renderIn('en', en, <AccountTabs market="spot" counts={{ openOrders: 0, positions: 0 }} renderPanel={render} />);
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Open orders (0)', 'Conditional (–)', 'Order history']);
    expect(panel().textContent).toBe('openOrders panel');
  });

  it('moves with the arrow keys, Home and End, and by click', async () => {
    view = await renderIn('en', en, <AccountTabs market="futures" counts={{ openOrders: 1, positions: 1 }} renderPanel={render} />);
    tabs()[0]!.focus();
    await press('ArrowRight');
    expect(selected()!.textContent).toBe('Open orders (1)');
    expect(document.activeElement).toBe(selected());
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect(panel().textContent).toBe('funding panel');
    await press('Home');
    expect(selected()!.textContent).toBe('Positions (1)');
    await press('End');
    expect(selected()!.textContent).toBe('Funding');
    await act(async () => tabs()[1]!.click());
    expect(panel().textContent).toBe('openOrders panel');
  });

  it('mirrors the arrow keys in Arabic', async () => {
    view = await renderIn('ar', ar, <AccountTabs market="futures" counts={{ openOrders: 1, positions: 1 }} renderPanel={render} />);
    tabs()[0]!.focus();
    await press('ArrowLeft');
    expect(panel().textContent).toBe('openOrders panel');
  });

  it('falls back to the first tab when the market no longer has the chosen one', async () => {
    view = await renderIn('en', en, <AccountTabs market="futures" counts={{ openOrders: 1, positions: 1 }} renderPanel={render} />);
    await view.rerender(<AccountTabs market="spot" counts={{ openOrders: 1, positions: 0 }} renderPanel={render} />);
    expect(panel().textContent).toBe('openOrders panel');
  });
});
