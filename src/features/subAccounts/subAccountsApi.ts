// The sub-account calls (docs/protocol.md, Sub-accounts), each answer read through the record
// checks of core/subAccounts. The codes of create and freeze are encrypted by the request layer
// (signedEndpoints.ts); which side (real or demo) a transfer acts on is the request conventions'.
import type { FactorCodes } from '../../api/security';
import { PATHS } from '../../core/protocol/paths';
import {
  type SubAccountList, type SubAccountRow, type SubAssets, type SubTransfer, type TransferDirection,
  readSubAccountList, readSubAccountRow, readSubAssets, readSubTransfers, SUB_ACCOUNT_PATHS,
} from '../../core/subAccounts/subAccounts';
import { FORM, read, record } from '../markets/tradingApi';

export const fetchSubAccounts = (): Promise<SubAccountList> => record(PATHS.subList, {}, readSubAccountList, { ...FORM, method: 'GET' });

export const createSubAccount = (subName: string, codes: FactorCodes): Promise<SubAccountRow> =>
  record(SUB_ACCOUNT_PATHS.create, { subName, ...codes }, readSubAccountRow, FORM);

export const setSubAccountFrozen = (subUserId: string, frozen: boolean, codes: FactorCodes): Promise<SubAccountRow> =>
  record(SUB_ACCOUNT_PATHS.freeze, { subUserId, frozen: String(frozen), ...codes }, readSubAccountRow, FORM);

export const fetchSubAssets = (subUserId: string): Promise<SubAssets> => record(SUB_ACCOUNT_PATHS.assets, { subUserId }, readSubAssets, FORM);

export const transferWithSub = (transfer: { subUserId: string; direction: TransferDirection; asset: string; amount: string }): Promise<SubAssets> =>
  record(SUB_ACCOUNT_PATHS.transfer, { ...transfer }, readSubAssets, FORM);

export const fetchSubTransfers = async (): Promise<readonly SubTransfer[]> => (await read(SUB_ACCOUNT_PATHS.transfers, {}, readSubTransfers, FORM)) ?? [];
