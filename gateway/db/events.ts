// What the gateway receives from the page's analytics and CSP reporting, kept for tests to read back.
import { prepared, type Db } from './database';

export interface StoredEvent {
  readonly receivedAt: number;
  readonly userId: string | null;
  readonly event: unknown;
}

/** page_unique_id and log_seq name one event of one page load; events without both are never deduplicated. */
function eventKey(event: unknown): string | null {
  const e = event as { page_unique_id?: unknown; log_seq?: unknown };
  return typeof e.page_unique_id === 'string' && e.page_unique_id && (typeof e.log_seq === 'number' || typeof e.log_seq === 'string') ? `${e.page_unique_id}:${String(e.log_seq)}` : null;
}

export class Events {
  constructor(private readonly db: Db) {}

  /** Stores the events; one already stored under the same key (a resent batch) is skipped. Returns how many were new. */
  addAnalytics(events: readonly unknown[], userId: string | null, now: number): number {
    const stmt = prepared(this.db, 'INSERT OR IGNORE INTO analytics_events (received_at, user_id, event, event_key) VALUES (?, ?, ?, ?)');
    return this.db.transaction(() => events.reduce<number>((added, event) => added + stmt.run(now, userId, JSON.stringify(event), eventKey(event)).changes, 0))();
  }

  analytics(since = 0): StoredEvent[] {
    const rows = prepared(this.db, 'SELECT received_at, user_id, event FROM analytics_events WHERE received_at >= ? ORDER BY id').all(since) as { received_at: number; user_id: string | null; event: string }[];
    return rows.map((r) => ({ receivedAt: r.received_at, userId: r.user_id, event: JSON.parse(r.event) as unknown }));
  }

  addCspReport(report: unknown, now: number): void {
    prepared(this.db, 'INSERT INTO csp_reports (received_at, report) VALUES (?, ?)').run(now, JSON.stringify(report));
  }

  cspReports(): StoredEvent[] {
    const rows = prepared(this.db, 'SELECT received_at, report FROM csp_reports ORDER BY id').all() as { received_at: number; report: string }[];
    return rows.map((r) => ({ receivedAt: r.received_at, userId: null, event: JSON.parse(r.report) as unknown }));
  }
}
