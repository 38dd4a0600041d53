// The favourite star. On the markets page a button of its own (aria-pressed says whether the
// market is a favourite); in the symbol picker, where a row is one option of a listbox and may hold
// nothing focusable, a mark the pointer can press (the keyboard uses the picker's shortcut).
import type { MouseEvent } from 'react';
import { useI18n } from '../../../i18n/intl';
import './FavoriteStar.css';

function StarIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

export function FavoriteStar({ on, name, onToggle }: { on: boolean; name: string; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className={`fav-star${on ? ' fav-star--on' : ''}`} aria-pressed={on} aria-label={t('markets.star', { name })} onClick={onToggle} data-testid="favorite-star">
      <StarIcon on={on} />
    </button>
  );
}

/** Inside a picker option: a click stars the market instead of following the option's link. */
export function FavoriteMark({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const press = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  return (
    <span className={`fav-star fav-star--mark${on ? ' fav-star--on' : ''}`} aria-hidden="true" onClick={press} data-testid="favorite-mark" data-on={on}>
      <StarIcon on={on} />
    </span>
  );
}
