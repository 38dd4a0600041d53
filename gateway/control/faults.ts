// Fault injection for tests (docs/testing.md): per path, an HTTP status, an envelope code and
// message, a raw body, latency, a dropped connection or a gw-sign-error header, for the next N calls or until
// cleared. Applied after the request is logged and before the session and signature checks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, okEnvelope } from '../../src/core/protocol/envelope';
import { HEADERS, RESPONSE_HEADERS } from '../../src/core/protocol/wire';

export interface FaultSpec {
  /** Exact request path, or a prefix when it ends with '*'. */
  readonly path: string;
  readonly method?: string;
  readonly status?: number;
  readonly code?: string;
  readonly msg?: string;
  readonly latencyMs?: number;
  readonly drop?: boolean;
  readonly signError?: string;
  /**
   * Answer success with this as `data` (any JSON, wrongly typed on purpose): how the page copes
   * with an answer whose envelope is fine and whose content is not.
   */
  readonly data?: unknown;
  /** How many matching calls it affects; absent means until cleared. */
  readonly times?: number;
  /** Answer with exactly these bytes (a proxy's HTML page, broken JSON, an empty 200) instead of an envelope. */
  readonly body?: string;
  /** The content type of `body` (default application/json). */
  readonly contentType?: string;
  /** Only calls from this browser (its terminalcode header), so tests running side by side cannot take each other's faults. */
  readonly terminalCode?: string;
}

export interface Fault extends FaultSpec {
  readonly id: number;
  remaining: number | null;
  hits: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function matches(fault: Fault, method: string, path: string, terminalCode: string | undefined): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (fault.terminalCode && fault.terminalCode !== terminalCode) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, remaining: spec.times ?? null, hits: 0 };
    this.list.push(fault);
    return fault;
  }

  all(): readonly Fault[] {
    return this.list;
  }

  remove(id: number): boolean {
    const before = this.list.length;
    this.list = this.list.filter((f) => f.id !== id);
    return this.list.length < before;
  }

  clear(): void {
    this.list = [];
  }

  /** The first live fault for the call, counted as used. */
  take(method: string, path: string, terminalCode?: string): Fault | undefined {
    const fault = this.list.find((f) => (f.remaining === null || f.remaining > 0) && matches(f, method, path, terminalCode));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) fault.remaining -= 1;
    return fault;
  }

  /** Applies a fault; true when it answered (or dropped) the request itself. */
  async apply(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const terminalCode = request.headers[HEADERS.terminalCode];
    const fault = this.take(request.method, request.url.split('?', 1)[0] ?? '', typeof terminalCode === 'string' ? terminalCode : undefined);
    if (!fault) return false;
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    if (fault.signError) reply.header(RESPONSE_HEADERS.signError, fault.signError);
    if (fault.body !== undefined) {
      await reply.code(fault.status ?? 200).type(fault.contentType ?? 'application/json; charset=utf-8').send(fault.body);
      return true;
    }
    if (fault.data !== undefined) {
      await reply.code(fault.status ?? 200).type('application/json; charset=utf-8').send(okEnvelope(fault.data));
      return true;
    }
    if (fault.status === undefined && fault.code === undefined) return false;
    const status = fault.status ?? 200;
    const code = fault.code ?? String(status);
    await reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(code, fault.msg ?? `Injected fault ${code}`));
    return true;
  }
}
