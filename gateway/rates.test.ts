// Every language's default display currency, and every currency the preferences offer, has a rate
// in the gateway's answer: otherwise that language's users see USDT everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCIES, LANGUAGES } from '../src/core/languages';
import type { Rates } from '../src/core/protocol/account';
import { rateFor } from '../src/core/rates';
import { GatewayClient } from './testing/client';
import { startTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
let rates: Rates;
beforeAll(async () => {
  gw = await startTestGateway();
  rates = (await new GatewayClient(gw.url).call<{ rates: Rates }>('POST', '/v1/mix/public/usdtRate', { locale: 'ar' })).envelope.data.rates;
});
afterAll(async () => {
  await gw.close();
});

describe('the rates answer', () => {
  it.each(LANGUAGES.map((l) => [l.locale, l.coinType] as const))('%s: its default currency %s has a rate', (_locale, currency) => {
    expect(rateFor(rates, currency)).toBeGreaterThan(0);
  });

  it.each([...DISPLAY_CURRENCIES])('offers a rate for %s', (currency) => {
    expect(rateFor(rates, currency)).toBeGreaterThan(0);
  });
});
