import { describe, expect, it } from 'vitest';
import { describeAccountPath, isUnderManager, listAccountManagers } from './account-hierarchy.js';
import { NONAME_ACCOUNT, toChoosableAccount } from './ad-accounts.js';

const choice = {
  name: null,
  currencyCode: 'USD',
  isManager: false,
  isReadOnly: false,
  isConnected: false,
};
const top = { id: '100', name: 'Agency' };
const region = { id: '200', name: null };
const direct = toChoosableAccount({
  ...choice,
  id: '1',
  descriptiveName: 'Direct',
  managerPath: [],
});
const underTop = toChoosableAccount({
  ...choice,
  id: '2',
  descriptiveName: 'Shop',
  managerPath: [top],
});
const deep = toChoosableAccount({
  ...choice,
  id: '3',
  descriptiveName: 'Deep shop',
  managerPath: [top, region],
});

describe('account hierarchy', () => {
  it('names an account by its managers, top first, and an unnamed manager like an account', () => {
    expect(describeAccountPath(direct)).toBe('Direct');
    expect(describeAccountPath(underTop)).toBe('Agency › Shop');
    expect(describeAccountPath(deep)).toBe(`Agency › ${NONAME_ACCOUNT} › Deep shop`);
  });

  it('lists each manager once with its path and the accounts under it at any depth', () => {
    expect(listAccountManagers([direct, underTop, deep])).toEqual([
      { id: '100', path: 'Agency', accountCount: 2 },
      { id: '200', path: `Agency › ${NONAME_ACCOUNT}`, accountCount: 1 },
    ]);
  });

  it('places an account under every manager above it, and no other', () => {
    expect(isUnderManager(deep, '100')).toBe(true);
    expect(isUnderManager(deep, '200')).toBe(true);
    expect(isUnderManager(underTop, '200')).toBe(false);
    expect(isUnderManager(direct, '100')).toBe(false);
  });
});
