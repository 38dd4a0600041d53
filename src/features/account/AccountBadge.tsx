// The header's account mark: who is signed in, their VIP level, and whether it is a sub-account.
import { Link } from 'wouter';
import { accountLabel } from '../../core/account';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue } from '../../state/hooks';

export function AccountBadge() {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  return (
    <Link href="/account/setting" className="account-badge" data-testid="account-badge" aria-label={t('account.menuLabel', { name: accountLabel(user) })}>
      <span className="account-badge__name" dir="auto">{accountLabel(user)}</span>
      {user.showUserVip || user.vipLevel > 0 ? <span className="account-badge__vip">{t('account.vipLevel', { level: user.vipLevel })}</span> : null}
      {user.subAccount || user.childFlag ? <span className="account-badge__sub">{t('account.subBadge')}</span> : null}
    </Link>
  );
}
