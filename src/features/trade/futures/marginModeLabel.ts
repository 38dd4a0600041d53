import type { MarginMode } from '../../../core/markets/trading';
import type { MessageId } from '../../../i18n/messages';

/** The positions filter already names the two modes; the same words everywhere. */
export const marginModeLabel = (mode: MarginMode): MessageId => (mode === 'cross' ? 'positions.filterCrossed' : 'positions.filterIsolated');
