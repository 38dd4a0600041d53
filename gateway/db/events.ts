// What the gateway receives from the page's analytics and CSP reporting, kept for tests to read back.
import { prepared, type Db } from './database';

export interface StoredEvent {
  readonly receivedAt: number;
  readonly userId: string | null;
  readonly event: unknown;
}

export class Events {
  constructor(private readonly db: Db) {}

  addAnalytics(events: readonly unknown[], userId: string | null, now: number): void {
    const stmt = prepared(this.db, 'INSERT INTO analytics_events (received_at, user_id, event) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const event of events) stmt.run(now, userId, JSON.stringify(event));
    })();
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
