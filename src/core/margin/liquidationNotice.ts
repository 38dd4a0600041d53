// Whether a liquidation is news to the trader: the newest liquidation record against the one they
// last dismissed. The first look in a browser only notes what is there, so a liquidation from
// before is in the records, not announced again on every new device.
import type { MarginRecord } from './wire';

export interface NoticeStep {
  /** The liquidation to show now, or null. */
  readonly show: MarginRecord | null;
  /** A record id to note as seen (the first look), or null to leave the note as it is. */
  readonly note: string | null;
}

/** `seen`: the id last dismissed ('' for none yet), or null when this browser never looked. */
export function liquidationNotice(seen: string | null, newest: MarginRecord | null, shown: MarginRecord | null): NoticeStep {
  if (seen === null) return { show: null, note: newest?.recordId ?? '' };
  if (newest && newest.recordId !== seen) return { show: newest, note: null };
  return { show: shown && shown.recordId !== seen ? shown : null, note: null };
}
