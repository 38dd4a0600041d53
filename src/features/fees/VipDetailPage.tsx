// /vip/detail: the signed-in user's VIP level for spot and for futures (of the account in use:
// real or demo), the 30-day volume behind it, the rates it gives, and what the next level needs,
// with a progress bar.
import { Link } from 'wouter';
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { type FeeSchedule, type KindFees, progressPercent } from '../../core/markets/feeTiers';
import type { MarketKind } from '../../core/markets/symbols';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';
import { SignInPrompt } from '../auth/SignInPrompt';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { FeeFailed, FeeLoading } from './FeeStates';
import { volumeText } from './figures';
import { rateText } from './rateText';
import { useFeeSchedule, useMyFees } from './useFees';
import './fees.css';

function KindCard({ kind, fees, schedule }: { kind: MarketKind; fees: KindFees; schedule: FeeSchedule }) {
  const { t, bcp47 } = useI18n();
  const market = t(kind === 'spot' ? 'nav.spot' : 'nav.futures');
  const percent = progressPercent(schedule.tiers, parseUnits(fees.volume, ASSET_DECIMALS) ?? 0n);
  const next = fees.next;
  return (
    <article className="vip-card" aria-labelledby={`vip-${kind}`} data-testid={`vip-${kind}`}>
      <h2 id={`vip-${kind}`} className="vip-card__title">
        <span>{market}</span>
        <span className="vip-card__level" data-testid={`vip-${kind}-level`}>{t('account.vipLevel', { level: fees.level })}</span>
      </h2>
      <dl className="facts">
        <div className="facts__row"><dt>{t('fees.col.volume', { days: schedule.volumeDays })}</dt><dd data-testid={`vip-${kind}-volume`}><bdi>{volumeText(fees.volume, bcp47)}</bdi></dd></div>
        <div className="facts__row"><dt>{t('fees.col.maker')}</dt><dd data-testid={`vip-${kind}-maker`}><bdi>{rateText(fees.maker, bcp47)}</bdi></dd></div>
        <div className="facts__row"><dt>{t('fees.col.taker')}</dt><dd data-testid={`vip-${kind}-taker`}><bdi>{rateText(fees.taker, bcp47)}</bdi></dd></div>
      </dl>
      {next ? (
        <div className="vip-next">
          <p data-testid={`vip-${kind}-next`}>{t('vip.detail.next', { amount: volumeText(next.needed, bcp47), level: next.level })}</p>
          <div className="vip-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
            aria-label={t('vip.detail.progress', { market, level: next.level })} data-testid={`vip-${kind}-progress`}>
            <span className="vip-progress__bar" style={{ inlineSize: `${percent}%` }} />
          </div>
        </div>
      ) : <p className="vip-next" data-testid={`vip-${kind}-next`}>{t('vip.detail.top')}</p>}
    </article>
  );
}

function SignedIn() {
  const { t } = useI18n();
  const schedule = useFeeSchedule();
  const mine = useMyFees();
  if (schedule.result.state === 'failed') return <FeeFailed message="fees.failed" onRetry={schedule.retry} />;
  if (mine.result.state === 'failed') return <FeeFailed message="fees.mineFailed" onRetry={mine.retry} />;
  if (schedule.result.state !== 'ready' || mine.result.state !== 'ready') return <FeeLoading />;
  const fees = mine.result.value;
  return (
    <>
      {fees.demo ? <p className="vip-demo" data-testid="vip-demo">{t('vip.detail.demo')}</p> : null}
      <div className="vip-cards">
        <KindCard kind="spot" fees={fees.spot} schedule={schedule.result.value} />
        <KindCard kind="futures" fees={fees.futures} schedule={schedule.result.value} />
      </div>
      <p className="muted">{t('vip.detail.how', { days: schedule.result.value.volumeDays })}</p>
    </>
  );
}

export default function VipDetailPage() {
  const { t } = useI18n();
  usePageTitle(t('vip.detail.title'));
  const session = useAtomValue(sessionAtom);
  return (
    <section className="page fees" aria-labelledby="vip-title">
      <h1 id="vip-title">{t('vip.detail.title')}</h1>
      {session.status === 'signed-in' ? <SignedIn /> : null}
      {session.status === 'loading' ? <FeeLoading /> : null}
      {session.status === 'anonymous' ? <SignInPrompt message="vip.detail.signedOut" /> : null}
      {session.status === 'unconfirmed' ? <SessionUnconfirmed /> : null}
      <p className="fee-links">
        <Link href="/fee" data-testid="vip-fee-link">{t('fees.title')}</Link>
        <Link href="/vip/vipIntroduce">{t('vip.intro.link')}</Link>
      </p>
    </section>
  );
}
