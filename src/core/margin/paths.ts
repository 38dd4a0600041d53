// Paths of the margin calls (docs/protocol.md, Margin trading): signed session calls under the
// prefix the sign config signs in mode 1; `paptrading: 1` acts on the demo account as everywhere.
import { SESSION_SIGNED_PREFIX } from '../protocol/paths';

const MARGIN = `${SESSION_SIGNED_PREFIX.replace(/\/$/, '')}/margin`;

export const MARGIN_PATHS = {
  /** Both kinds of account: `{cross: MarginAccount, isolated: MarginAccount[]}`. */
  accounts: `${MARGIN}/accounts`,
  /** Per-coin daily interest rates and the pairs open to isolated margin. */
  rates: `${MARGIN}/rates`,
  transfer: `${MARGIN}/transfer`,
  maxBorrowable: `${MARGIN}/maxBorrowable`,
  maxTransferable: `${MARGIN}/maxTransferable`,
  borrow: `${MARGIN}/borrow`,
  repay: `${MARGIN}/repay`,
  orderPlace: `${MARGIN}/order/place`,
  orderCancel: `${MARGIN}/order/cancel`,
  openOrders: `${MARGIN}/orders/open`,
  orderHistory: `${MARGIN}/orders/history`,
  loans: `${MARGIN}/loans`,
  records: `${MARGIN}/records`,
} as const;
