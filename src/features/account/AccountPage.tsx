// /account/setting: the user record as a person checks their own account, and its security centre.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { maskLoginName } from '../../core/account';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { LogoutButton } from '../auth/LogoutButton';
import { SecurityCentre } from '../security/SecurityCentre';
import { PasskeysPanel } from '../passkeys/PasskeysPanel';
import { ThirdPartyBindings } from '../security/ThirdPartyBindings';
import { WithoutSession } from './WithoutSession';

function Row({ label, children, testId }: { label: MessageId; children: ReactNode; testId?: string }) {
  const { t } = useI18n();
  return (
    <div className="facts__row">
      <dt>{t(label)}</dt>
      {/* Aligned to the page's start like every other value; the isolate keeps a Latin value's own order. */}
      <dd data-testid={testId}><bdi>{children}</bdi></dd>
    </div>
  );
}

export default function AccountPage() {
  const { t, bcp47 } = useI18n();
  const session = useAtomValue(sessionAtom);
  usePageTitle(t('account.title'));

  if (session.status !== 'signed-in') {
    return (
      <section className="page page--center" aria-labelledby="account-title">
        <h1 id="account-title">{t('account.title')}</h1>
        <WithoutSession signedOut="account.signedOut" />
      </section>
    );
  }

  const { user } = session;
  const onOff = (on: boolean) => t(on ? 'account.on' : 'account.off');
  const created = user.createdDate ? new Intl.DateTimeFormat(bcp47, { dateStyle: 'long' }).format(user.createdDate) : '—';

  return (
    <section className="page account" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      {user.frozen ? <p className="notice notice--warning" role="alert">{t('account.frozen')}</p> : null}

      <h2>{t('account.profile')}</h2>
      <dl className="facts">
        <Row label="account.nickName">{user.nickName || '—'}</Row>
        <Row label="account.loginName" testId="account-login-name">{maskLoginName(user.loginName)}</Row>
        <Row label="account.uid" testId="account-uid">{user.userId}</Row>
        <Row label="account.type" testId="account-type">{t(user.subAccount || user.childFlag ? 'account.subAccount' : 'account.mainAccount')}</Row>
        <Row label="account.vip">{t('account.vipLevel', { level: user.vipLevel })} <Link href="/vip/detail" data-testid="account-vip-link">{t('vip.detail.title')}</Link></Row>
        <Row label="account.created">{created}</Row>
      </dl>

      <SecurityCentre user={user} />
      {user.subAccount || user.childFlag ? null : <PasskeysPanel user={user} />}
      <ThirdPartyBindings />

      <h2>{t('account.products')}</h2>
      <dl className="facts">
        <Row label="account.otc">{onOff(user.openOtc)}</Row>
        <Row label="account.contract">{onOff(user.openContract)}</Row>
        <Row label="account.feeDiscount">{onOff(user.openGtFees)} <Link href="/fee" data-testid="account-fee-link">{t('fees.title')}</Link></Row>
      </dl>

      <div className="actions account__actions">
        <Link href="/account/sub-account" className="button" data-testid="sub-account-link">{t('sub.manage')}</Link>
        <Link href="/devices" className="button" data-testid="devices-link">{t('devices.title')}</Link>
        <Link href="/history" className="button" data-testid="history-link">{t('history.title')}</Link>
        <Link href="/api" className="button" data-testid="api-keys-link">{t('apikey.title')}</Link>
        <LogoutButton />
      </div>
    </section>
  );
}
