import { describe, expect, it } from 'vitest';
import { WireDrops } from '../markets/wireCheck';
import { readSubAccountList, readSubAssets, readSubTransfers, subNameProblem, virtualLoginName } from './subAccounts';

describe('sub-account names', () => {
  it('takes 4 to 20 lowercase letters and digits starting with a letter, as typed with spaces or capitals around them', () => {
    expect(subNameProblem('')).toBe('required');
    expect(subNameProblem('   ')).toBe('required');
    expect(subNameProblem('abc')).toBe('format');
    expect(subNameProblem('9desk')).toBe('format');
    expect(subNameProblem('desk 1')).toBe('format');
    expect(subNameProblem('desk_1')).toBe('format');
    expect(subNameProblem('a'.repeat(21))).toBe('format');
    expect(subNameProblem(' Desk01 ')).toBeNull();
    expect(subNameProblem('a'.repeat(20))).toBeNull();
    expect(virtualLoginName('desk01')).toBe('desk01@virtual.openex');
  });
});

describe('sub-account answers', () => {
  const row = { userId: '10000005', loginName: 'a@virtual.openex', userName: 'a', subAccount: true, current: false, frozen: true };

  it('keeps the good rows of a list and drops a malformed one, counting it', () => {
    const drops = new WireDrops();
    const list = readSubAccountList({ main: { ...row, subAccount: false, current: true, frozen: false }, subAccounts: [row, { ...row, frozen: 'yes' }], maxSubAccounts: 20 }, drops);
    expect(list?.subAccounts).toEqual([row]);
    expect(drops.empty).toBe(false);
    expect(readSubAccountList({ subAccounts: [] }, new WireDrops())).toBeNull();
  });

  it('reads balances and transfers, refusing an unknown direction', () => {
    const drops = new WireDrops();
    expect(readSubAssets({ demo: true, main: [{ asset: 'USDT', available: '1', locked: '0' }], sub: [] }, drops)?.demo).toBe(true);
    expect(readSubAssets({ main: [], sub: [] }, drops)).toBeNull();
    const transfers = readSubTransfers({ transfers: [
      { transferId: '2', subUserId: '10000005', direction: 'toMain', asset: 'USDT', amount: '1.5', time: 1 },
      { transferId: '1', subUserId: '10000005', direction: 'sideways', asset: 'USDT', amount: '1', time: 1 },
    ] }, drops);
    expect(transfers?.map((t) => t.transferId)).toEqual(['2']);
  });
});
