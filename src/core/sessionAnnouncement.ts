// What one tab tells the others about the session, so that every open tab shows the same account:
// a sign-in, a sign-out, a switch to another account (a sub-account) and section 8's forced logout.
// The cookies are shared by the tabs; the announcement only says when to look at them again.

export const SESSION_CHANNEL = 'openex-session';

export const SESSION_EVENTS = ['signed-in', 'signed-out', 'switched', 'forced-logout'] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

export interface SessionAnnouncement {
  readonly event: SessionEvent;
}

/** A message from the channel, or null for anything else (another version's message, a stray post). */
export function parseSessionAnnouncement(data: unknown): SessionAnnouncement | null {
  const event = (data as { event?: unknown } | null)?.event;
  return typeof event === 'string' && (SESSION_EVENTS as readonly string[]).includes(event) ? { event: event as SessionEvent } : null;
}

/** Whether the tab that hears it must stop showing the account it shows now (before asking who is signed in). */
export function endsShownAccount(event: SessionEvent): boolean {
  return event !== 'signed-in';
}
