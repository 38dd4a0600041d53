// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import type { DraftSummary } from '../../../core/markets/orderDraft';
import { DEFAULT_OPTIONS } from '../../../core/markets/orderOptions';
import { btc } from '../account/fixtures';
import { type Rendered, fakeModalDialogs, renderIn } from '../account/testRender';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import type { FormValues } from './orderDraftInput';

let view: Rendered | undefined;
beforeAll(fakeModalDialogs);
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

const values: FormValues = { side: 'buy', type: 'limit', tradeSide: 'open', price: '65000', amount: '0.01', leverage: 10, takeProfit: '', stopLoss: '', options: DEFAULT_OPTIONS };
const summary: DraftSummary = { baseAmount: '0.01', value: '650', fee: '0.39', feeAsset: 'USDT', liquidity: 'taker', feeRate: '0.0006' };
const rows = () => [...view!.container.querySelectorAll('.order-confirm__rows > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
const noop = () => undefined;

describe('OrderConfirmDialog', () => {
  it('names each row for what it holds in English', async () => {
    view = await renderIn('en', en, <OrderConfirmDialog step={{ kind: 'confirm' }} info={btc('spot')} market="spot" values={values} summary={summary}
      submitLabel="Buy BTC" onCancel={noop} onConfirm={noop} onReverseSeen={noop} />);
    expect(rows().slice(0, 4)).toEqual([['Trading pair', 'BTCUSDT'], ['Order type', 'Limit'], ['Price', '65,000.00'], ['Amount', '0.01 BTC']]);
  });

  it('names the contract row of a futures order in Arabic, not as a market price', async () => {
    view = await renderIn('ar', ar, <OrderConfirmDialog step={{ kind: 'confirm' }} info={btc('futures')} market="futures" values={values} summary={summary}
      submitLabel="x" onCancel={noop} onConfirm={noop} onReverseSeen={noop} />);
    expect(rows().slice(0, 3).map(([label]) => label)).toEqual([ar['order.confirm.contract'], ar['order.confirm.type'], ar['order.confirm.price']]);
    expect(rows()[0]).toEqual(['العقد', 'BTCUSDT · 10×']);
    expect(rows()[1]).toEqual(['نوع الأمر', 'محدد']);
  });

  it('lists the order options: time in force always, post-only and reduce-only when chosen and the order can carry them', async () => {
    const close: FormValues = { ...values, side: 'sell', tradeSide: 'close', options: { timeInForce: 'IOC', postOnly: true, reduceOnly: true } };
    view = await renderIn('en', en, <OrderConfirmDialog step={{ kind: 'confirm' }} info={btc('futures')} market="futures" values={close} summary={summary}
      submitLabel="x" onCancel={noop} onConfirm={noop} onReverseSeen={noop} />);
    expect(rows().filter(([label]) => label === 'Time in force' || label === 'Options'))
      .toEqual([['Time in force', 'Immediate or cancel (IOC)'], ['Options', 'Reduce-only']]);
  });

  it('never labels the pair or contract row with a word for the market order type, in any language', () => {
    const dir = resolve(import.meta.dirname, '../../../../locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const messages = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as Record<string, string>;
      const orderTypeWords = [messages['order.type.market'], messages['order.marketPrice']];
      for (const id of ['order.confirm.pair', 'order.confirm.contract']) expect(orderTypeWords, `${file} ${id}`).not.toContain(messages[id]);
    }
  });
});
