// The analytics intake (a batch of at most 50 events, each checked against the core schema) and
// the CSP report call of section 7.
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_BATCH_LIMIT, analyticsEventProblem } from '../../src/core/protocol/analytics';
import { CODES } from '../../src/core/protocol/codes';
import type { GatewayContext } from '../context';
import { EnvelopeError, sendOk } from '../http/envelope';
import { bodyFields, text, type Fields } from '../http/fields';
import { PATHS } from '../../src/core/protocol/paths';

export function registerBuriedRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(PATHS.analytics, { config: { arrayBody: true } }, async (request, reply) => {
    // Section 4: the client pauses its uploads after a 403, which is how the switch being off reads on the wire.
    if (!ctx.settings.eventLogUploadSwitch) throw new EnvelopeError(CODES.forbidden, 'analytics.uploadOff', {}, 403);
    const batch = request.body;
    if (!Array.isArray(batch)) throw new EnvelopeError(CODES.invalidParameter, 'analytics.bodyNotArray', {}, 400);
    if (batch.length > ANALYTICS_BATCH_LIMIT) throw new EnvelopeError(CODES.invalidParameter, 'analytics.batchTooLarge', { max: ANALYTICS_BATCH_LIMIT, count: batch.length }, 400);
    // Events that fail the schema are refused one by one, so that one bad event cannot hold the
    // client's queue back: the client drops the refused ones and never retries them.
    const rejected: { index: number; reason: string }[] = [];
    const accepted: unknown[] = [];
    batch.forEach((event: unknown, index) => {
      const reason = analyticsEventProblem(event);
      if (reason === null) accepted.push(event);
      else rejected.push({ index, reason });
    });
    ctx.events.addAnalytics(accepted, request.gw.session?.userId ?? null, ctx.clock.now());
    return sendOk(reply, { accepted: accepted.length, rejected });
  });

  app.post(PATHS.cspSecurity, async (request, reply) => {
    const fields = bodyFields(request.body);
    const data = fields.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new EnvelopeError(CODES.invalidParameter, 'analytics.dataInvalid');
    const report = {
      bizType: text(fields, 'bizType', { max: 64 }),
      data: { event: text(data as Fields, 'event', { max: 256 }), reason: text(data as Fields, 'reason', { max: 2048 }) },
      timestamp: Number(text(fields, 'timestamp', { max: 16, pattern: /^\d{1,16}$/, hint: 'field.notEpochMs' })),
      page: text(fields, 'page', { max: 2048 }),
    };
    ctx.events.addCspReport(report, ctx.clock.now());
    return sendOk(reply, null);
  });
}
