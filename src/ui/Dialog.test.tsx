// @vitest-environment jsdom
import { useState } from 'react';
import { act } from './testAct';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { type Rendered, fakeModalDialogs, renderIn } from '../features/trade/account/testRender';
import { Dialog } from './Dialog';

let view: Rendered | undefined;
beforeAll(fakeModalDialogs);
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

function Confirmation({ step }: { step: 'first' | 'second' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="t" focusKey={step}>
        <h2 id="t">Title</h2>
        <label><input type="checkbox" /> Don&apos;t ask again</label>
        <button type="button" data-testid="cancel" onClick={() => setOpen(false)}>Cancel</button>
        <button type="button" data-testid={`main-${step}`} data-autofocus>Confirm</button>
      </Dialog>
    </>
  );
}

const byTestId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('Dialog', () => {
  it('opens on its marked main action, not the first checkbox', async () => {
    view = await renderIn('en', en, <Confirmation step="first" />);
    byTestId('opener')!.focus();
    await act(async () => byTestId('opener')!.click());
    expect(document.activeElement).toBe(byTestId('main-first'));
  });

  it('focuses the next step\'s main action when the step changes while open', async () => {
    view = await renderIn('en', en, <Confirmation step="first" />);
    await act(async () => byTestId('opener')!.click());
    await view.rerender(<Confirmation step="second" />);
    expect(document.activeElement).toBe(byTestId('main-second'));
  });

  it('gives focus back to what had it when it closes', async () => {
    view = await renderIn('en', en, <Confirmation step="first" />);
    byTestId('opener')!.focus();
    await act(async () => byTestId('opener')!.click());
    await act(async () => byTestId('cancel')!.click());
    expect(document.activeElement).toBe(byTestId('opener'));
  });

  it('closes on a click on the backdrop, not on one on its own padding', async () => {
    view = await renderIn('en', en, <Confirmation step="first" />);
    await act(async () => byTestId('opener')!.click());
    const dialog = view.container.querySelector('dialog')!;
    dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 400, width: 200, height: 300, x: 100, y: 100, toJSON: () => ({}) });
    const clickAt = (clientX: number, clientY: number) => act(async () => {
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY }));
    });
    await clickAt(150, 390);
    expect(byTestId('main-first')).not.toBeNull();
    await clickAt(20, 20);
    expect(byTestId('main-first')).toBeNull();
  });
});
