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
    managerPath: [],
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
    const search = (query: string) => filterChoosableAccounts(ACCOUNTS, { query, managerId: null });
    expect(search(' account 2').map((account) => account.id)).toEqual([22]);
    expect(search('33').map((account) => account.id)).toEqual([33]);
    expect(search('')).toBe(ACCOUNTS);
  });
});

describe('choose-account over nested managers', () => {
  const top = { id: '100', name: 'Meridian' };
  const region = { id: '200', name: 'Avora' };
  const NESTED = [
    choice('1', { managerPath: [top] }),
    choice('2', { managerPath: [top, region] }),
    choice('3', { managerPath: [top, { id: '300', name: 'Belcor' }] }),
  ];
  const ids = (query: string, managerId: string | null) =>
    filterChoosableAccounts(NESTED, { query, managerId }).map((account) => account.id);

  it('finds the accounts under a manager by its name', () => {
    expect(ids('avora', null)).toEqual([2]);
    expect(ids('meridian', null)).toEqual([1, 2, 3]);
  });

  it('narrows to one manager at any depth, and searches within it', () => {
    expect(ids('', '100')).toEqual([1, 2, 3]);
    expect(ids('', '300')).toEqual([3]);
    expect(ids('account 2', '100')).toEqual([2]);
    expect(ids('account 2', '300')).toEqual([]);
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
