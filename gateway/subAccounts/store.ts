// Sub-account records: each transfer between a main account and one of its sub-accounts, kept
// apart for the real and the demo side, and the end of every session of a frozen sub-account.
import type { SubTransfer, TransferDirection } from '../../src/core/subAccounts/subAccounts';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { prepared, type Db } from '../db/database';

export interface NewTransfer {
  readonly mainId: string;
  readonly subId: string;
  readonly demo: boolean;
  readonly direction: TransferDirection;
  readonly asset: string;
  /** Units of 8 decimals. */
  readonly amount: bigint;
}

interface TransferRow { id: number; sub_id: string; direction: TransferDirection; asset: string; amount: string; at: number }

/** How many transfers one list answers. */
export const TRANSFER_LIST_MAX = 100;

export class SubTransfers {
  constructor(private readonly db: Db) {}

  record(transfer: NewTransfer, now: number): void {
    prepared(this.db, 'INSERT INTO sub_transfers (main_id, sub_id, demo, direction, asset, amount, at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(transfer.mainId, transfer.subId, transfer.demo ? 1 : 0, transfer.direction, transfer.asset, transfer.amount.toString(), now);
  }

  /** The newest transfers of the main account on one side, of one sub-account when `subId` is given. */
  list(mainId: string, demo: boolean, subId: string | null): SubTransfer[] {
    const rows = prepared(this.db, `SELECT id, sub_id, direction, asset, amount, at FROM sub_transfers
      WHERE main_id = ? AND demo = ? AND (? IS NULL OR sub_id = ?) ORDER BY id DESC LIMIT ?`).all(mainId, demo ? 1 : 0, subId, subId, TRANSFER_LIST_MAX) as TransferRow[];
    return rows.map((r) => ({ transferId: String(r.id), subUserId: r.sub_id, direction: r.direction, asset: r.asset, amount: formatUnits(BigInt(r.amount), ASSET_DECIMALS), time: r.at }));
  }
}

/** Freezes or unfreezes an account; freezing ends every one of its sessions at once. Answers the sessions ended. */
export function setFrozen(db: Db, userId: string, frozen: boolean, now: number): number {
  return db.transaction(() => {
    prepared(db, 'UPDATE users SET frozen = ?, updated_at = ? WHERE id = ?').run(frozen ? 1 : 0, now, userId);
    if (!frozen) return 0;
    return prepared(db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId).changes;
  })();
}
