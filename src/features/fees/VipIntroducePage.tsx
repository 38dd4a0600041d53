// /vip/vipIntroduce: the VIP levels explained for anyone, signed in or not: what sets a level, how
// often it changes, what each level charges, the fee-token discount, and the way to one's own level.
import { Link, useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { loginHref } from '../auth/redirect';
import { FeeFailed, FeeLoading } from './FeeStates';
import { volumeText } from './figures';
import { rateText } from './rateText';
import { useFeeSchedule } from './useFees';
import './fees.css';

export default function VipIntroducePage() {
  const { t, bcp47 } = useI18n();
  usePageTitle(t('vip.intro.title'));
  const [path] = useLocation();
  const session = useAtomValue(sessionAtom);
  const { result, retry } = useFeeSchedule();
  return (
    <section className="page fees" aria-labelledby="vip-intro-title">
      <h1 id="vip-intro-title">{t('vip.intro.title')}</h1>
      {result.state === 'loading' ? <FeeLoading /> : null}
      {result.state === 'failed' ? <FeeFailed message="fees.failed" onRetry={retry} /> : null}
      {result.state === 'ready' ? (
        <>
          <p>{t('vip.intro.volume', { days: result.value.volumeDays })}</p>
          <p>{t('vip.intro.window', { days: result.value.volumeDays })}</p>
          <p>{t('vip.intro.demo')}</p>
          <p>{t('fees.feeToken.hint', { token: result.value.feeToken, percent: result.value.feeTokenDiscountPercent })}</p>
          <ol className="vip-steps" data-testid="vip-intro-levels">
            {result.value.tiers.map((tier) => (
              <li key={tier.level} className="vip-step">
                <strong>{t('account.vipLevel', { level: tier.level })}</strong>
                <span><bdi>{tier.level === 0 ? t('vip.intro.start') : `≥ ${volumeText(tier.minVolume, bcp47)}`}</bdi></span>
                <span>{t('vip.intro.rates', { market: t('nav.spot'), maker: rateText(tier.spot.maker, bcp47), taker: rateText(tier.spot.taker, bcp47) })}</span>
                <span>{t('vip.intro.rates', { market: t('nav.futures'), maker: rateText(tier.futures.maker, bcp47), taker: rateText(tier.futures.taker, bcp47) })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="actions fee-actions">
        {session.status === 'signed-in'
          ? <Link href="/vip/detail" className="button button--primary" data-testid="vip-intro-mine">{t('vip.detail.title')}</Link>
          : <Link href={loginHref(path, '/register')} className="button button--primary" data-testid="vip-intro-register">{t('account.register')}</Link>}
        <Link href="/fee" className="button" data-testid="vip-intro-fees">{t('fees.title')}</Link>
      </div>
    </section>
  );
}
