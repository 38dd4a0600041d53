// The account page's security centre: each protection, whether it is on, and a link to the step
// that turns it on or changes it.
import { Link } from 'wouter';
import type { UserRecord } from '../../core/account';
import { type Protection, type ProtectionId, type StepAction, protectionScore, protectionsOf } from '../../core/security/protections';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { METHOD_NAMES } from './SignInVerificationForm';

const LABELS: Readonly<Record<ProtectionId, MessageId>> = {
  google: 'account.google',
  signIn: 'security.signIn',
  antiPhishing: 'account.antiPhishing',
  fundPassword: 'account.fundPassword',
  password: 'security.password',
  email: 'account.email',
  phone: 'account.phone',
  identity: 'account.identity',
};

const ACTIONS: Readonly<Record<StepAction, MessageId>> = {
  bind: 'security.action.bind',
  unbind: 'security.action.unbind',
  set: 'security.action.set',
  change: 'security.action.change',
  manage: 'security.action.manage',
};

function useStatus() {
  const { t, bcp47 } = useI18n();
  return (row: Protection): string => {
    if (row.id === 'signIn') {
      return row.methods.length ? new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(row.methods.map((m) => t(METHOD_NAMES[m]))) : t('security.signIn.none');
    }
    if (row.id === 'identity') return t(row.on ? 'account.identity.verified' : 'account.identity.unverified');
    if (row.id === 'email' || row.id === 'phone') return row.value ?? t('account.notBound');
    if (row.id === 'google') return t(row.on ? 'account.on' : 'account.off');
    if (row.id === 'password') return t(row.on ? 'account.set' : 'account.notSet');
    return row.value ?? t(row.on ? 'account.set' : 'account.notSet');
  };
}

export function SecurityCentre({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const status = useStatus();
  const rows = protectionsOf(user);
  const score = protectionScore(rows);
  return (
    <>
      <h2>{t('account.security')}</h2>
      <p className="muted" data-testid="security-score">{t('security.summary', { on: score.on, total: score.total })}</p>
      <ul className="security-list" data-testid="security-centre">
        {rows.map((row) => (
          <li key={row.id} className={row.on ? 'security-list__row' : 'security-list__row security-list__row--off'} data-testid={`protection-${row.id}`} data-on={row.on}>
            <span className="security-list__label">{t(LABELS[row.id])}</span>
            <span className="security-list__status" data-testid={`account-${row.id}`}><bdi>{status(row)}</bdi></span>
            {row.next ? (
              <Link href={row.next.href} className={row.on ? 'button' : 'button button--primary'} data-testid={`protection-${row.id}-link`}>{t(ACTIONS[row.next.action])}</Link>
            ) : <span />}
          </li>
        ))}
      </ul>
    </>
  );
}
