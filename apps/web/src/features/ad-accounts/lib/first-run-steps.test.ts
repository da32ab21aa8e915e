import type { AdAccount } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import {
  findAccountsToAssign,
  findAccountsToEnable,
  findAccountsToRun,
  findFirstRunProgress,
  type FirstRunFacts,
} from './first-run-steps';

type Account = FirstRunFacts['adAccounts'][number] & Pick<AdAccount, 'brand'> & { name: string };

function account(overrides: Partial<Account> = {}): Account {
  return {
    name: 'Hearthly',
    platform: 'google',
    urlTemplate: null,
    brand: null,
    enabled: false,
    lastRun: null,
    connectionStatus: 'CONNECTED',
    ...overrides,
  };
}

const LOGIN = { platform: 'google', email: 'ada@example.com' } as const;
const TEMPLATE = { id: 't1', name: 'Search', platform: 'google' } as const;
const ASSIGNED = { id: 't1', name: 'Search' };

function stepsDone(facts: FirstRunFacts) {
  const progress = findFirstRunProgress(facts);
  return Object.fromEntries(progress.steps.map((step) => [step.id, step.isDone]));
}

describe('findFirstRunProgress', () => {
  it('starts a new organization at connect, with nothing done', () => {
    const progress = findFirstRunProgress({ logins: [], adAccounts: [], templates: [] });
    expect(progress.current).toBe('connect');
    expect(progress.doneCount).toBe(0);
    expect(progress.platform).toBeNull();
    expect(progress.template).toBeNull();
  });

  it('asks to choose accounts once a login is connected', () => {
    const progress = findFirstRunProgress({ logins: [LOGIN], adAccounts: [], templates: [] });
    expect(progress.current).toBe('chooseAccounts');
    expect(progress.platform).toBe('google');
  });

  it('asks for a template of the added accounts’ platform', () => {
    const linkedInTemplate = { id: 'l1', name: 'Posts', platform: 'linkedin' } as const;
    const progress = findFirstRunProgress({
      logins: [LOGIN],
      adAccounts: [account()],
      templates: [linkedInTemplate],
    });
    expect(progress.current).toBe('createTemplate');
    expect(progress.template).toBeNull();
  });

  it('offers the platform’s template to assign, then the run once one account is on', () => {
    const facts = { logins: [LOGIN], adAccounts: [account()], templates: [TEMPLATE] };
    const assigning = findFirstRunProgress(facts);
    expect(assigning.current).toBe('assignAndEnable');
    expect(assigning.template).toEqual({ id: 't1', name: 'Search' });

    const assignedOnly = { ...facts, adAccounts: [account({ urlTemplate: ASSIGNED })] };
    expect(findFirstRunProgress(assignedOnly).current).toBe('assignAndEnable');

    const enabled = { ...facts, adAccounts: [account({ urlTemplate: ASSIGNED, enabled: true })] };
    expect(findFirstRunProgress(enabled).current).toBe('runNow');
  });

  it('is complete once an account has run', () => {
    const progress = findFirstRunProgress({
      logins: [LOGIN],
      adAccounts: [
        account({
          urlTemplate: ASSIGNED,
          enabled: true,
          lastRun: { createdAt: '2026-01-01T00:00:00.000Z' },
        }),
      ],
      templates: [TEMPLATE],
    });
    expect(progress.current).toBeNull();
    expect(progress.doneCount).toBe(5);
  });

  it('ticks steps done some other way, and shows a step undone again', () => {
    // A template made before any account, from the templates page.
    expect(stepsDone({ logins: [], adAccounts: [], templates: [TEMPLATE] })).toEqual({
      connect: false,
      chooseAccounts: false,
      createTemplate: true,
      assignAndEnable: false,
      runNow: false,
    });
    // The login was disconnected, the accounts stay: connecting was done.
    expect(stepsDone({ logins: [], adAccounts: [account()], templates: [] }).connect).toBe(true);
  });
});

describe('the accounts each step acts on', () => {
  const bare = account({ name: 'Bare' });
  const assigned = account({ name: 'Assigned', urlTemplate: ASSIGNED });
  const on = account({ name: 'On', urlTemplate: ASSIGNED, enabled: true });
  const broken = account({ name: 'Broken', urlTemplate: ASSIGNED, connectionStatus: 'ERROR' });
  const linkedIn = account({ name: 'LinkedIn', platform: 'linkedin' });
  const names = (accounts: readonly Account[]) => accounts.map((candidate) => candidate.name);

  it('assigns to the platform’s accounts without a template, else to all of the platform', () => {
    expect(names(findAccountsToAssign([bare, assigned, linkedIn], 'google'))).toEqual(['Bare']);
    expect(names(findAccountsToAssign([assigned, on, linkedIn], 'google'))).toEqual([
      'Assigned',
      'On',
    ]);
  });

  it('switches on the accounts with a template that may be switched on', () => {
    expect(names(findAccountsToEnable([bare, assigned, on, broken]))).toEqual(['Assigned']);
  });

  it('runs the switched-on accounts, else every account a run would tag', () => {
    expect(names(findAccountsToRun([bare, assigned, on, broken]))).toEqual(['On']);
    expect(names(findAccountsToRun([bare, assigned, broken]))).toEqual(['Assigned']);
    expect(findAccountsToRun([bare, broken])).toEqual([]);
  });
});
