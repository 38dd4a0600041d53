// The reference gateway: the front end's build and the /v1 API from one origin (DESIGN.md).
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCsp } from '../src/core/csp';
import { RESPONSE_HEADERS } from '../src/core/protocol/wire';
import type { GatewayContext, RuntimeSettings } from './context';
import { authenticateApiKey } from './apiKeys/authenticate';
import { registerApiKeyRoutes } from './apiKeys/routes';
import { SecretBox } from './apiKeys/secretBox';
import { ApiKeys } from './apiKeys/store';
import { Faults } from './control/faults';
import { ImageServers } from './control/imageServers';
import { CONTROL_PREFIX, registerTestControl } from './control/testControl';
import { defaultIssuerDir, ensureDevIssuer } from './crypto/issuer';
import { ensureServerKey, signServerKey } from './crypto/serverKey';
import { Articles } from './db/articles';
import { Codes } from './db/codes';
import { openDatabase } from './db/database';
import { Events } from './db/events';
import { PendingLogins } from './db/pendingLogins';
import { QrKeys } from './db/qrKeys';
import { seedDemoUsers } from './db/seed';
import { Sessions } from './db/sessions';
import { Users } from './db/users';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './http/bodyParsers';
import { Clock } from './http/clock';
import { registerApiCompression } from './http/compress';
import { registerErrorHandler } from './http/errors';
import { registerRequestLog, type RequestLogWriter } from './http/requestLog';
import { freshState } from './http/requestState';
import { resolveSession } from './http/sessionHook';
import { registerMarginControl } from './margin/control';
import { registerMarginRoutes } from './margin/routes';
import { registerMarketControl } from './markets/control';
import { registerRecordsControl } from './markets/recordsControl';
import { registerOrderControl } from './markets/orderControl';
import { Markets, type MarketsOptions } from './markets/service';
import { registerAccountRoutes } from './routes/account';
import { registerBuriedRoutes } from './routes/buried';
import { registerDeviceRoutes } from './routes/devices';
import { registerLoginRoutes } from './routes/login';
import { configuredRelyingParty } from './passkeys/relyingParty';
import { registerPasskeyRoutes } from './passkeys/routes';
import { registerPasskeySignIn } from './passkeys/signIn';
import { registerMarketRoutes } from './routes/markets';
import { registerFavoriteRoutes } from './routes/favorites';
import { registerFuturesSettingsRoutes } from './routes/futuresSettings';
import { registerFeeRoutes } from './routes/fees';
import { registerConditionalRoutes } from './routes/conditional';
import { registerOrderRoutes } from './routes/orders';
import { registerRecordRoutes } from './routes/records';
import { registerClosingRoutes } from './routes/closing';
import { LoginThrottle } from './routes/loginThrottle';
import { registerPublicRoutes } from './routes/publicInfo';
import { registerQrRoutes } from './routes/qrLogin';
import { registerResearchRoutes } from './routes/research';
import { registerRegistrationRoutes } from './routes/register';
import { registerSendCodeRoute } from './routes/sendCode';
import { registerSparklineRoutes } from './routes/sparklines';
import { registerSecurityRoutes } from './routes/security';
import { registerSessionRoutes } from './routes/session';
import { registerSubAccountRoutes } from './routes/subAccounts';
import { registerSubAccountControl } from './subAccounts/control';
import { registerSubAccountManagement } from './subAccounts/routes';
import { registerThirdPartyRoutes } from './routes/thirdParty';
import { guardRequest, SIGN_WINDOW_MS } from './signing/guard';
import { NonceStore } from './signing/nonces';
import { buildSignConfig } from './signing/signConfig';
import { answerUndecodableUrl, registerStatic } from './static';
import { HOSTILE_ARTICLE } from './testing/hostileArticle';

export interface GatewayOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly distDir: string;
  readonly dataDir: string;
  /** Appends every request as one JSON line when set. */
  readonly requestLogPath?: string;
  /** Enables /__gateway/ (loopback only). */
  readonly testControl?: boolean;
  /** Where the development issuer lives; default GATEWAY_ISSUER_DIR or .gateway-data/issuer under the project. */
  readonly issuerDir?: string;
  /** How many image servers getDomainConfigList offers (default 3). */
  readonly imageServers?: number;
  /**
   * The first image server's port (the others follow); 0 or absent picks free ports. An installed
   * app keeps the page with its Content-Security-Policy, which names these origins, so a gateway
   * people use must keep them across restarts.
   */
  readonly imageServerPort?: number;
  /** Prints each verification code as it is issued, standing in for the email or SMS (npm start). */
  readonly printCodes?: boolean;
  /**
   * The origin browsers see the gateway at, e.g. https://exchange.example (default GATEWAY_PUBLIC_ORIGIN):
   * passkeys are bound to it. Without it, passkeys work on loopback addresses only (docs/decisions.md, Passkeys).
   */
  readonly publicOrigin?: string;
  /** The market simulation's seed, tick and socket timings (tests shorten them). */
  readonly markets?: MarketsOptions;
}

export interface RunningGateway {
  readonly url: string;
  readonly app: FastifyInstance;
  /** Every route the gateway answers, for the fuzz test. */
  readonly routes: readonly { readonly method: string; readonly url: string }[];
  close(): Promise<void>;
}

const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const API_PATH = /^\/(v1|btapi)\//;

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  mkdirSync(options.dataDir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const issuer = ensureDevIssuer(options.issuerDir ?? defaultIssuerDir(PROJECT_ROOT));
  const serverKey = ensureServerKey(options.dataDir);
  const serverKeySign = signServerKey(issuer, serverKey.publicKeyBase64);
  const db = openDatabase(options.dataDir);
  const clock = new Clock();
  const images = await ImageServers.start(options.imageServers ?? 3, host === '0.0.0.0' ? '127.0.0.1' : host, options.imageServerPort ?? 0);
  // Every HTML response carries it; the image servers' ports are known only now.
  const csp = buildCsp({ imageOrigins: images.urls() });
  const settings: RuntimeSettings = { eventLogUploadSwitch: true, clientOpen: true };
  // Built once per clientOpen value: the guard reads it on every request.
  const signConfigs = new Map([true, false].map((open) => [open, buildSignConfig(serverKey.publicKeyBase64, serverKeySign, open)]));
  const ctx: GatewayContext = {
    db, clock, serverKey, settings,
    users: new Users(db), sessions: new Sessions(db), pending: new PendingLogins(db), codes: new Codes(db, options.printCodes ? (c) => console.info(`[code] ${c.channel} to ${c.target} (${c.purpose}): ${c.code}`) : undefined), qrKeys: new QrKeys(db), events: new Events(db),
    nonces: new NonceStore(2 * SIGN_WINDOW_MS),
    signConfig: () => signConfigs.get(settings.clientOpen) ?? buildSignConfig(serverKey.publicKeyBase64, serverKeySign, settings.clientOpen),
    imageDomains: () => images.urls(),
  };
  const markets = new Markets(db, clock, ctx.sessions, options.markets);
  const apiKeys = new ApiKeys(db, new SecretBox(serverKey));
  seedDemoUsers(ctx.users, clock.now());
  const throttle = new LoginThrottle();
  const faults = new Faults();

  const undecodable = answerUndecodableUrl(options.distDir, csp);
  let writeLog: RequestLogWriter | undefined;
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A stopping gateway drops open connections rather than waiting on them: pages keep some open
    // (keep-alive, a slow call), and a restart on the same port (a deploy, the update test) must not hang.
    forceCloseConnections: true,
    // Refused before routing, so no hook runs: log it and stamp request-time here, like every other request.
    frameworkErrors: (error, request, reply) => {
      request.gw = freshState();
      writeLog?.(request);
      reply.header(RESPONSE_HEADERS.requestTime, String(clock.now()));
      undecodable(error, request, reply);
    },
  });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorateRequest('gw', null as never);
  app.addHook('onRequest', async (request) => {
    request.gw = freshState();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  registerBodyParsers(app);
  registerErrorHandler(app);
  if (options.requestLogPath) writeLog = registerRequestLog(app, options.requestLogPath);
  app.addHook('onSend', async (_request, reply) => {
    reply.header(RESPONSE_HEADERS.requestTime, String(clock.now()));
  });
  registerApiCompression(app);
  if (options.testControl) {
    app.addHook('preHandler', async (request, reply) => {
      if (!request.url.startsWith(CONTROL_PREFIX) && (await faults.apply(request, reply))) return reply;
      return undefined;
    });
    registerTestControl(app, { ctx, faults, images, resetMemory: () => { ctx.nonces.clear(); throttle.clear(); markets.resetMemory(); }, clearData: () => markets.store.clearAll() });
    registerMarketControl(app, markets);
    registerRecordsControl(app, markets);
    registerOrderControl(app, markets, ctx.users);
    registerMarginControl(app, markets);
    registerSubAccountControl(app, markets);
  }
  app.addHook('preHandler', async (request) => {
    if (!API_PATH.test(request.url)) return;
    if (authenticateApiKey(request, { apiKeys, users: ctx.users, clock, nonces: ctx.nonces })) return;
    resolveSession(request, ctx.sessions, clock);
    guardRequest(request, { config: ctx.signConfig(), serverKey, clock, nonces: ctx.nonces });
  });

  registerPublicRoutes(app, ctx);
  registerLoginRoutes(app, ctx, throttle);
  registerSendCodeRoute(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerQrRoutes(app, ctx);
  registerSubAccountRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerSecurityRoutes(app, ctx, throttle);
  const relyingParty = configuredRelyingParty(options.publicOrigin ?? process.env.GATEWAY_PUBLIC_ORIGIN);
  registerPasskeyRoutes(app, ctx, throttle, relyingParty);
  registerPasskeySignIn(app, ctx, relyingParty);
  registerDeviceRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx, apiKeys, throttle);
  registerSubAccountManagement(app, ctx, markets, throttle);
  registerBuriedRoutes(app, ctx);
  registerThirdPartyRoutes(app, ctx, throttle);
  registerMarketRoutes(app, markets);
  registerOrderRoutes(app, markets);
  registerMarginRoutes(app, markets);
  registerSparklineRoutes(app, markets.simulator);
  registerFavoriteRoutes(app, ctx.db, markets.simulator);
  registerFuturesSettingsRoutes(app, markets);
  registerFeeRoutes(app, markets);
  registerClosingRoutes(app, markets);
  registerConditionalRoutes(app, markets);
  registerRecordRoutes(app, markets);
  // The sanitiser's hostile fixture belongs to tests: only a gateway with test control serves it.
  registerResearchRoutes(app, ctx, new Articles(options.testControl ? [HOSTILE_ARTICLE] : []));
  await registerStatic(app, options.distDir, csp);

  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    app,
    routes,
    async close() {
      markets.close();
      await app.close();
      await images.close();
      db.close();
    },
  };
}
