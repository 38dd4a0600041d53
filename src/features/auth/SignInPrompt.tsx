// What a signed-out visitor sees on a page that needs an account: the reason, and the two ways in.
// "Log in" and "Sign up" carry this page as their return address, so the user lands back here.
import { Link, useLocation } from 'wouter';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { loginHref } from './redirect';

export function SignInPrompt({ message }: { message: MessageId }) {
  const { t } = useI18n();
  const [path] = useLocation();
  return (
    <>
      <p className="muted" role="status">{t(message)}</p>
      <div className="actions" data-testid="sign-in-prompt">
        <Link href={loginHref(path)} className="button button--primary" data-testid="prompt-login">{t('account.anonymous')}</Link>
        <Link href={loginHref(path, '/register')} className="button" data-testid="prompt-register">{t('account.register')}</Link>
      </div>
    </>
  );
}
