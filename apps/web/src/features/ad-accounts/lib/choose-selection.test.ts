import { toChoosableAccount, type PlatformAdAccountChoice } from '@utmost/ads-sdk';
import { describe, expect, it, vi } from 'vitest';
import { findPickedIds, toPicks, withConnectedChecked } from './choose-selection';
import { filterChoosableAccounts } from './filter-choosable-accounts';
import { buildRowErrorTarget } from './row-error-target';

function choice(id: string, overrides: Partial<PlatformAdAccountChoice> = {}) {
  return toChoosableAccount({
    id,
    name: `Account ${id}`,
    descriptiveName: null,
    currencyCode: null,
    isManager: false,
    isReadOnly: false,
    isConnected: false,
    ...overrides,
  });
}

const ACCOUNTS = [
  choice('11'),
  choice('22', { isConnected: true }),
  choice('33', { isManager: true }),
  choice('44', { isReadOnly: true }),
];

describe('choose-account selection', () => {
  it('shows added accounts checked without counting them as picks', () => {
    expect(withConnectedChecked({ '11': true }, ACCOUNTS)).toEqual({ '11': true, '22': true });
    expect(toPicks({ '11': true, '22': true, '33': true }, ACCOUNTS)).toEqual({ '11': true });
  });

  it('never picks a read-only account: Utmost could not tag it', () => {
    expect(toPicks({ '11': true, '44': true }, ACCOUNTS)).toEqual({ '11': true });
    expect(findPickedIds({ '11': true }, ACCOUNTS)).toEqual([11]);
  });

  it('searches by name or id', () => {
    expect(filterChoosableAccounts(ACCOUNTS, ' account 2').map((account) => account.id)).toEqual([
      22,
    ]);
    expect(filterChoosableAccounts(ACCOUNTS, '33').map((account) => account.id)).toEqual([33]);
    expect(filterChoosableAccounts(ACCOUNTS, '')).toBe(ACCOUNTS);
  });
});

describe('buildRowErrorTarget', () => {
  it('sends adAccountIds.N to the N-th id sent', () => {
    const onRowError = vi.fn();
    const target = buildRowErrorTarget([11, 33], onRowError);
    expect(target.fieldNames).toEqual(['adAccountIds.0', 'adAccountIds.1']);
    target.setError('adAccountIds.1', { type: 'server', message: 'Not visible' });
    expect(onRowError).toHaveBeenCalledWith(33, 'Not visible');
  });
});
