// Reading a /v1 answer's body into the envelope, naming what went wrong when it cannot be read:
// nothing at all, a web page (a proxy or load balancer answering in the exchange's place), text
// that is not JSON, or JSON that is not an envelope. Each is a failure to show and retry, never a
// statement about the session.
import type { Failure } from './catalogue';

export interface RawEnvelope {
  readonly code: string;
  readonly msg: string;
  readonly status: string;
  /** Absent when the answer had no `data` field. */
  readonly data?: unknown;
  readonly hasData: boolean;
}

export type Answer = { readonly ok: true; readonly envelope: RawEnvelope } | { readonly ok: false; readonly failure: Failure };

const failed = (failure: Failure): Answer => ({ ok: false, failure });

function looksLikeHtml(contentType: string, text: string): boolean {
  return /^text\/html\b/i.test(contentType.trim()) || /^<(!doctype|html|head|body|h1|title|center|p)\b/i.test(text.trimStart());
}

export function readAnswer(httpStatus: number, contentType: string | null, text: string): Answer {
  if (!text.trim()) return failed({ kind: 'no-data' });
  if (looksLikeHtml(contentType ?? '', text)) return failed({ kind: 'error-page', status: httpStatus });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failed({ kind: 'unreadable' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return failed({ kind: 'unreadable' });
  const e = parsed as Record<string, unknown>;
  // A code of another type (the number 20906, null) is not a code of the catalogue: reading it as
  // one could sign the user out on a garbled answer.
  if (typeof e.code !== 'string') return failed({ kind: 'unreadable' });
  return {
    ok: true,
    envelope: {
      code: e.code,
      msg: typeof e.msg === 'string' ? e.msg : '',
      status: typeof e.status === 'string' ? e.status : '',
      hasData: 'data' in e && e.data !== undefined,
      ...('data' in e ? { data: e.data } : {}),
    },
  };
}
