// @vitest-environment jsdom
import { useState } from 'react';
import { act } from './testAct';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { type Rendered, renderIn } from '../features/trade/account/testRender';
import { DecimalInput } from './DecimalInput';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

function Field({ initial, decimals }: { initial: string; decimals: number }) {
  const [value, setValue] = useState(initial);
  return <DecimalInput aria-label="Price" value={value} decimals={decimals} onValue={setValue} />;
}

const input = () => view!.container.querySelector('input')!;
const note = () => view!.container.querySelector('[data-testid="input-refusal"]')!;

/** What React hears when the browser's value changes, as a keystroke or a paste does. */
async function change(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DecimalInput', () => {
  it('refuses a sign, keeps the value and says why in a live region tied to the field', async () => {
    view = await renderIn('en', en, <Field initial="5" decimals={2} />);
    expect(note().getAttribute('aria-live')).toBe('polite');
    expect(note().textContent).toBe('');
    await change('-5');
    expect(input().value).toBe('5');
    expect(note().textContent).toBe('Signs are not accepted: a price or amount is never negative');
    expect(input().getAttribute('aria-describedby')).toBe(note().id);
  });

  it('keeps the note through the keystrokes after the refusal and when the field is left, and drops it when the user comes back', async () => {
    view = await renderIn('en', en, <Field initial="" decimals={2} />);
    await change('-');
    await change('0');
    await change('0.0');
    expect(input().value).toBe('0.0');
    expect(note().textContent).toMatch(/^Signs are not accepted/);
    // Leaving the field must not move what is below it (the submit button under the pointer).
    await act(async () => input().blur());
    expect(note().textContent).toMatch(/^Signs are not accepted/);
    await act(async () => input().focus());
    expect(note().textContent).toBe('');
  });

  it('names the market precision for one decimal too many, in German', async () => {
    view = await renderIn('de', de, <Field initial="0,123456" decimals={6} />);
    await change('0,1234567');
    expect(input().value).toBe('0,123456');
    expect(note().textContent).toBe('Hier höchstens 6 Nachkommastellen');
  });

  it('names pasted thousands separators and exponent notation', async () => {
    view = await renderIn('en', en, <Field initial="2" decimals={8} />);
    await change('1,000');
    expect(input().value).toBe('2');
    expect(note().textContent).toBe('Thousands separators are not accepted; the decimal separator is "."');
    await change('1e-3');
    expect(input().value).toBe('2');
    expect(note().textContent).toBe('Exponent notation such as 1e-3 is not accepted: type the number in full');
  });
});
