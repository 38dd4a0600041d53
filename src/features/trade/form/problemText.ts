// Why the form can't send, in the user's words, with the market's own limits where they help.
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { DraftProblem } from '../../../core/markets/orderDraft';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { I18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

const SIMPLE: Readonly<Record<Exclude<DraftProblem['reason'], 'belowMinAmount' | 'belowMinNotional' | 'leverageRange'>, MessageId>> = {
  halted: 'trading.error.marketClosed',
  required: 'order.problem.required',
  invalid: 'order.problem.invalid',
  notPositive: 'order.problem.notPositive',
  tooPrecise: 'order.problem.tooPrecise',
  noLiquidity: 'trading.error.noLiquidity',
  aboveAvailable: 'order.problem.aboveAvailable',
  aboveClosable: 'order.problem.aboveClosable',
  leverageLocked: 'order.problem.leverageLocked',
  tpWrongSide: 'order.problem.tpWrongSide',
  slWrongSide: 'order.problem.slWrongSide',
};

export function problemText(problem: DraftProblem, info: SymbolInfo, { t, bcp47 }: Pick<I18n, 't' | 'bcp47'>): string {
  switch (problem.reason) {
    case 'belowMinAmount':
      return t('order.problem.belowMinAmount', { min: formatDecimalText(info.minAmount, bcp47), base: info.base });
    case 'belowMinNotional':
      return t('order.problem.belowMinNotional', { min: formatDecimalText(info.minNotional, bcp47), quote: info.quote });
    case 'leverageRange':
      return t('order.problem.leverageRange', { max: info.maxLeverage ?? 1 });
    default:
      return t(SIMPLE[problem.reason]);
  }
}
