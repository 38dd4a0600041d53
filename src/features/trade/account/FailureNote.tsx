// A refused call's reason, beside the button that made it.
import type { TradingFailure } from '../../markets/tradingFailure';
import { useI18n } from '../../../i18n/intl';

export function FailureNote({ failure }: { failure: TradingFailure }) {
  const { t } = useI18n();
  if (!failure) return null;
  return <p role="alert" className="acct-failure">{'id' in failure ? t(failure.id, failure.values) : failure.text}</p>;
}
