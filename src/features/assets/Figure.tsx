// Every amount and value on the asset pages goes through here, so turning show-assets off hides
// them all: asterisks on screen, "hidden" for a screen reader, no digit anywhere in the page.
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/intl';
import { preferencesAtom, useAtom, useAtomValue } from '../../state/hooks';
import { EyeIcon } from './icons';

export const HIDDEN_TEXT = '****';

export function Figure({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  const { t } = useI18n();
  const { showAsset } = useAtomValue(preferencesAtom);
  if (!showAsset) {
    return (
      <span className={className ? `figure figure--hidden ${className}` : 'figure figure--hidden'} data-testid={testId}>
        <span aria-hidden="true">{HIDDEN_TEXT}</span>
        <span className="assets-sr-only">{t('assets.hiddenFigure')}</span>
      </span>
    );
  }
  // An isolate, so a minus sign or a currency code never trades places with the text around it in Arabic.
  return <bdi className={className ? `figure ${className}` : 'figure'} data-testid={testId}>{children}</bdi>;
}

export function VisibilityButton() {
  const { t } = useI18n();
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const shown = preferences.showAsset;
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={!shown}
      aria-label={t('assets.hideFigures')}
      title={t(shown ? 'assets.hideFigures' : 'assets.showFigures')}
      onClick={() => setPreferences({ showAsset: !shown })}
      data-testid="assets-visibility"
    >
      <EyeIcon crossed={!shown} />
    </button>
  );
}
