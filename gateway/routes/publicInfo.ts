// Public calls without a session: rates, the client config, image domains and the footer.
import type { FastifyInstance } from 'fastify';
import { RATE_KEYS, type ClientCommonConfigResponse, type RateKey, type Rates } from '../../src/core/protocol/account';
import type { GatewayContext } from '../context';
import { sendOk } from '../http/envelope';
import { optionalText } from '../http/fields';
import { PATHS } from '../../src/core/protocol/paths';

/** Fixed demonstration rates: the specification does not say where real ones come from. */
const RATES: Readonly<Record<RateKey, string>> = {
  USDT_USD: '1.0002', usdt_IDR: '16250.5', usdt_cny: '7.2412', usdt_eur: '0.9213', usdt_hkd: '7.8175', usdt_jpy: '151.32',
  usdt_php: '58.104', usdt_rub: '92.45', usdt_thb: '36.21', usdt_try: '32.408', usdt_twd: '32.117', usdt_vnd: '25410', usdt_krw: '1371.6',
  usdt_uah: '41.35', usdt_sek: '10.62', usdt_uzs: '12680', usdt_aed: '3.6732',
};

export const FOOTER = {
  groups: [
    { key: 'about', links: [{ key: 'aboutUs', url: '/about' }, { key: 'terms', url: '/terms' }, { key: 'privacy', url: '/privacy' }] },
    { key: 'products', links: [{ key: 'spot', url: '/spot/BTCUSDT' }, { key: 'futures', url: '/futures/usdt/BTCUSDT' }] },
    { key: 'support', links: [{ key: 'help', url: '/support' }, { key: 'fees', url: '/fee' }, { key: 'proofOfReserves', url: '/proof-of-reserves' }] },
  ],
  copyright: 'OpenEx demonstration exchange',
} as const;

export function registerPublicRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.usdtRate, async (request, reply) => {
    optionalText(request.gw.fields, 'locale', { max: 16 });
    const rates = Object.fromEntries(RATE_KEYS.map((k) => [k, RATES[k]])) as Rates;
    return sendOk(reply, { rates });
  });

  app.get(PATHS.clientCommonConfig, async (request, reply) => {
    const data: ClientCommonConfigResponse = {
      clientCommonConfig: { eventLogUploadSwitch: ctx.settings.eventLogUploadSwitch, userId: request.gw.session?.userId ?? '' },
      localVo: { ip: request.ip },
    };
    return sendOk(reply, data);
  });

  app.get(PATHS.domainConfigList, async (_request, reply) => sendOk(reply, { imageDomains: ctx.imageDomains() }));

  app.get(PATHS.footer, async (_request, reply) => sendOk(reply, FOOTER));

  app.get(PATHS.signConfig, async (_request, reply) => sendOk(reply, { gatewaySignConfig: ctx.signConfig() }));
}
