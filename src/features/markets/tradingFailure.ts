// What a refused trading call says where the user acted (the order form, a cancel button, a
// dialog): the exchange's codes in the page's own words, anything else as the request layer put it.
import { ApiError } from '../../api/http';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';

export type TradingFailure = { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string } | null;

export const OWN_WORDS: Readonly<Record<string, MessageId>> = {
  [CODES.symbolUnknown]: 'trading.error.symbolUnknown',
  [CODES.marketClosed]: 'trading.error.marketClosed',
  [CODES.priceInvalid]: 'trading.error.priceInvalid',
  [CODES.amountInvalid]: 'trading.error.amountInvalid',
  [CODES.belowMinimum]: 'trading.error.belowMinimum',
  [CODES.insufficientBalance]: 'trading.error.insufficientBalance',
  [CODES.leverageInvalid]: 'trading.error.leverageInvalid',
  [CODES.orderNotFound]: 'trading.error.orderNotFound',
  [CODES.positionInsufficient]: 'trading.error.positionInsufficient',
  [CODES.tpslInvalid]: 'trading.error.tpslInvalid',
  [CODES.noLiquidity]: 'trading.error.noLiquidity',
  [CODES.marginModeLocked]: 'trading.error.marginModeLocked',
  [CODES.marginTooLow]: 'trading.error.marginTooLow',
  [CODES.positionNotIsolated]: 'trading.error.positionNotIsolated',
  [CODES.postOnlyWouldTake]: 'trading.error.postOnlyWouldTake',
  [CODES.fillOrKillUnfilled]: 'trading.error.fillOrKillUnfilled',
  [CODES.reduceOnlyNothing]: 'trading.error.reduceOnlyNothing',
  [CODES.triggerWrongSide]: 'trading.error.triggerWrongSide',
  [CODES.callbackRateInvalid]: 'trading.error.callbackRateInvalid',
  [CODES.ocoPricesInvalid]: 'trading.error.ocoPricesInvalid',
  [CODES.conditionalNotFound]: 'trading.error.conditionalNotFound',
  [CODES.marginBorrowTooMuch]: 'margin.error.borrowTooMuch',
  [CODES.marginLevelTooLow]: 'margin.error.levelTooLow',
  [CODES.marginRepayInvalid]: 'margin.error.repayInvalid',
  [CODES.marginNotAvailable]: 'margin.error.notAvailable',
  [CODES.marginLiquidating]: 'margin.error.liquidating',
  [CODES.tooManyRequests]: 'error.tooManyRequests',
};

/** Null for a call a newer one replaced: nothing the user should read. */
export function tradingFailure(error: unknown): TradingFailure {
  if (!(error instanceof ApiError)) return { id: 'trading.error.unexpected' };
  if (error.cancelled) return null;
  const { failure } = error;
  if (failure.kind === 'envelope') {
    const id = OWN_WORDS[failure.code];
    if (id) return { id };
  }
  return error.reaction.toast ?? { id: 'trading.error.unexpected' };
}
