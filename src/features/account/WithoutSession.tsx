// What a page that needs an account shows until it has one: the session being read, the server's
// answer about it failing (not a sign-out: the cookie is intact), or the ways in for a visitor.
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { SignInPrompt } from '../auth/SignInPrompt';
import { SessionUnconfirmed } from './SessionUnconfirmed';

export function WithoutSession({ signedOut }: { signedOut: MessageId }) {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  if (session.status === 'unconfirmed') return <SessionUnconfirmed />;
  if (session.status === 'loading') return <p className="muted" role="status">{t('app.loading')}</p>;
  return <SignInPrompt message={signedOut} />;
}
