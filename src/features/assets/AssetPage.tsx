// /asset, /asset/spot, /asset/futures, /asset/margin: one page with four views, so the balances,
// the hide switch, the transfer and the demo reset are shared and loaded once per visit.
import { type ReactNode, useState } from 'react';
import type { Wallet } from '../../core/markets/trading';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { preferencesAtom, sessionAtom, simulationAtom, useAtomValue } from '../../state/hooks';
import { amountText } from './amounts';
import { AssetTabs, VIEW_LABEL } from './AssetTabs';
import { LoadFailed, Loading, SignedOut, StaleNotice } from './AssetStates';
import { FuturesView } from './FuturesView';
import { HIDDEN_TEXT, VisibilityButton } from './Figure';
import { MarginView } from './MarginView';
import { OverviewView } from './OverviewView';
import { ResetDemoButton } from './ResetDemoButton';
import { SpotView } from './SpotView';
import { type TransferDone, TransferDialog, WALLET_NAME } from './TransferDialog';
import type { AssetView } from './paths';
import { type AssetsState, useAssets } from './useAssets';
import './Assets.css';
import { FeedAccountSync } from '../markets/accountFeed';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';

function Content({ view, state, demo, reload, onTransfer }: {
  view: AssetView;
  state: AssetsState;
  demo: boolean;
  reload: () => void;
  onTransfer: () => void;
}) {
  if (view === 'margin') return <MarginView />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed malformed={state.malformed} onRetry={reload} />;
  const { value } = state.data;
  return (
    <>
      {state.stale ? <StaleNotice onRetry={reload} /> : null}
      {view === 'overview' && <OverviewView value={value} demo={demo} onTransfer={onTransfer} />}
      {view === 'spot' && <SpotView wallet={value.spot} onTransfer={onTransfer} />}
      {view === 'futures' && <FuturesView futures={value.futures} onTransfer={onTransfer} />}
    </>
  );
}

function Head({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="assets__head">
      <h1 id="assets-title">{t('assets.title')}</h1>
      <div className="assets__tools">{children}</div>
    </div>
  );
}

function SignedInAssets({ view, userId }: { view: AssetView; userId: string }) {
  const { t, bcp47 } = useI18n();
  const demo = useAtomValue(simulationAtom);
  const { showAsset } = useAtomValue(preferencesAtom);
  const { state, reload } = useAssets(`${userId}|${demo ? 'demo' : 'real'}`, demo);
  const [transferring, setTransferring] = useState(false);
  const [done, setDone] = useState<TransferDone | null>(null);
  // The futures page starts a transfer out of futures; the others into it.
  const initialFrom: Wallet = view === 'futures' ? 'futures' : 'spot';

  const transferred = (result: TransferDone) => {
    setTransferring(false);
    setDone(result);
    reload();
  };

  return (
    <>
      <Head>
        <VisibilityButton />
        {demo ? <ResetDemoButton onDone={reload} /> : null}
      </Head>
      <AssetTabs current={view} />
      <p className="asset-done" role="status" data-testid="transfer-done">
        {done ? t('assets.transfer.done', { amount: showAsset ? amountText(done.amount, bcp47) : HIDDEN_TEXT, from: t(WALLET_NAME[done.from]), to: t(WALLET_NAME[done.to]) }) : null}
      </p>
      <div className="asset-content" data-testid="asset-content">
        <Content view={view} state={state} demo={demo} reload={reload} onTransfer={() => { setDone(null); setTransferring(true); }} />
      </div>
      <TransferDialog
        open={transferring}
        value={state.status === 'ready' ? state.data.value : null}
        initialFrom={initialFrom}
        onClose={() => setTransferring(false)}
        onDone={transferred}
      />
    </>
  );
}

export default function AssetPage({ view }: { view: AssetView }) {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  usePageTitle(view === 'overview' ? t('assets.title') : `${t(VIEW_LABEL[view])} · ${t('assets.title')}`);
  return (
    <section className="page assets" aria-labelledby="assets-title">
      <FeedAccountSync />
      {session.status === 'signed-in' ? <SignedInAssets view={view} userId={session.user.userId} /> : <Head />}
      {session.status === 'loading' ? <Loading /> : null}
      {session.status === 'anonymous' ? <SignedOut /> : null}
      {session.status === 'unconfirmed' ? <SessionUnconfirmed /> : null}
    </section>
  );
}
