// Every open tab of the app shows the same account: a tab that signs in, signs out, switches
// account or is forced out says so on a BroadcastChannel, and the others look at the shared
// cookies again at once (session.ts, followOtherTabs).
import { type SessionAnnouncement, type SessionEvent, SESSION_CHANNEL, parseSessionAnnouncement } from '../../core/sessionAnnouncement';

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;

export function announceSession(event: SessionEvent): void {
  channel?.postMessage({ event });
}

export function onSessionAnnouncement(listener: (announcement: SessionAnnouncement) => void): void {
  channel?.addEventListener('message', (message) => {
    const announcement = parseSessionAnnouncement(message.data);
    if (announcement) listener(announcement);
  });
}
