import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_NEEDS_CONNECTION,
  ACTIVATION_NEEDS_TEMPLATE,
  DEFAULT_AD_ACCOUNT_SORT,
  NONAME_ACCOUNT,
  RUN_NEEDS_CONNECTION,
  RUN_NEEDS_TEMPLATE,
  findActivationBlocker,
  findAdAccountAllowance,
  findRunBlocker,
  findRunObstacle,
  findNextSort,
  findTaggingStatus,
  findTaggingStatusLabel,
  sortAdAccounts,
  toAdAccountResourceName,
  toChoosableAccount,
  type AdAccount,
} from './ad-accounts.js';
import type { StoredSubscription } from './subscription-limits.js';

function makeAccount(overrides: Partial<AdAccount> & { resourceName: string }): AdAccount {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    platform: 'google',
    adAccountId: '1',
    name: overrides.resourceName,
    platformAccountEmail: 'ada@example.com',
    currencyCode: 'USD',
    connectedAt: '2026-01-01T00:00:00.000Z',
    connectionStatus: 'CONNECTED',
    connectionError: null,
    enabled: true,
    taggingStatus: 'active',
    urlTemplate: { id: 't', name: 'T' },
    brand: null,
    lastRun: null,
    nextRun: { nextJobTime: '2026-02-01T00:00:00.000Z' },
    lastRunSearchTerm: null,
    nextRunSearchTerm: null,
    isSearchTermsValidationEnabled: false,
    periodSummary: null,
    ...overrides,
  };
}

const names = (accounts: AdAccount[]) => accounts.map((account) => account.resourceName);

describe('findNextSort', () => {
  it('turns a descending column ascending when clicked again', () => {
    expect(findNextSort({ key: 'name', order: 'desc' }, 'name')).toEqual({
      key: 'name',
      order: 'asc',
    });
  });
  it('turns an ascending column descending when clicked again', () => {
    expect(findNextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({
      key: 'name',
      order: 'desc',
    });
  });
  it('starts any other column descending', () => {
    expect(findNextSort({ key: 'name', order: 'asc' }, 'lastRun')).toEqual({
      key: 'lastRun',
      order: 'desc',
    });
  });
  it('defaults to connectedAt descending', () => {
    expect(DEFAULT_AD_ACCOUNT_SORT).toEqual({ key: 'connectedAt', order: 'desc' });
  });
});

describe('sortAdAccounts', () => {
  it('sorts by connection time, newest first by default, ties by resource name', () => {
    const accounts = [
      makeAccount({ resourceName: 'customers/2', connectedAt: '2026-01-01T00:00:00.000Z' }),
      makeAccount({ resourceName: 'customers/3', connectedAt: '2026-03-01T00:00:00.000Z' }),
      makeAccount({ resourceName: 'customers/1', connectedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(names(sortAdAccounts(accounts, DEFAULT_AD_ACCOUNT_SORT))).toEqual([
      'customers/3',
      'customers/1',
      'customers/2',
    ]);
  });

  it('puts disconnected, then disabled, then never-run accounts first on the next-run column', () => {
    const accounts = [
      makeAccount({ resourceName: 'late', nextRun: { nextJobTime: '2026-05-01T00:00:00.000Z' } }),
      makeAccount({ resourceName: 'never', nextRun: null }),
      makeAccount({ resourceName: 'disabled', enabled: false }),
      makeAccount({ resourceName: 'early', nextRun: { nextJobTime: '2026-04-01T00:00:00.000Z' } }),
      makeAccount({ resourceName: 'broken', connectionStatus: 'ERROR' }),
    ];
    expect(names(sortAdAccounts(accounts, { key: 'nextRun', order: 'asc' }))).toEqual([
      'broken',
      'disabled',
      'never',
      'early',
      'late',
    ]);
    expect(names(sortAdAccounts(accounts, { key: 'nextRun', order: 'desc' }))).toEqual([
      'broken',
      'disabled',
      'never',
      'late',
      'early',
    ]);
  });

  it('orders the search-terms next-run column by the validation switch and schedule, not tagging', () => {
    const validating = { isSearchTermsValidationEnabled: true, enabled: false, nextRun: null };
    const accounts = [
      makeAccount({
        ...validating,
        resourceName: 'late',
        nextRunSearchTerm: { nextJobTime: '2026-05-01T00:00:00.000Z' },
      }),
      makeAccount({ ...validating, resourceName: 'unscheduled' }),
      // Tagging on and scheduled, validation off: sorts with the switched-off ones.
      makeAccount({ resourceName: 'off' }),
      makeAccount({
        ...validating,
        resourceName: 'early',
        nextRunSearchTerm: { nextJobTime: '2026-04-01T00:00:00.000Z' },
      }),
      makeAccount({ ...validating, resourceName: 'broken', connectionStatus: 'ERROR' }),
    ];
    expect(names(sortAdAccounts(accounts, { key: 'nextRunSearchTerm', order: 'asc' }))).toEqual([
      'broken',
      'off',
      'unscheduled',
      'early',
      'late',
    ]);
  });

  it('sorts names without regard to case and missing values last when descending', () => {
    const accounts = [
      makeAccount({ resourceName: 'a', name: 'beta' }),
      makeAccount({ resourceName: 'b', name: 'Alpha' }),
    ];
    expect(names(sortAdAccounts(accounts, { key: 'name', order: 'asc' }))).toEqual(['b', 'a']);
    const runs = [
      makeAccount({ resourceName: 'never', lastRun: null }),
      makeAccount({ resourceName: 'ran', lastRun: { createdAt: '2026-01-01T00:00:00.000Z' } }),
    ];
    expect(names(sortAdAccounts(runs, { key: 'lastRun', order: 'desc' }))).toEqual([
      'ran',
      'never',
    ]);
  });

  it('sorts the search-terms mode last run by the last search-term validation', () => {
    const accounts = [
      makeAccount({
        resourceName: 'old',
        lastRunSearchTerm: { createdAt: '2026-01-01T00:00:00.000Z' },
      }),
      makeAccount({
        resourceName: 'new',
        lastRunSearchTerm: { createdAt: '2026-02-01T00:00:00.000Z' },
      }),
    ];
    expect(names(sortAdAccounts(accounts, { key: 'lastRunSearchTerm', order: 'desc' }))).toEqual([
      'new',
      'old',
    ]);
  });

  it('does not change its input', () => {
    const accounts = [makeAccount({ resourceName: 'b' }), makeAccount({ resourceName: 'a' })];
    sortAdAccounts(accounts, { key: 'name', order: 'asc' });
    expect(names(accounts)).toEqual(['b', 'a']);
  });
});

describe('tagging status and activation', () => {
  it('is error without a connection, whatever else holds', () => {
    const account = makeAccount({ resourceName: 'x', connectionStatus: 'NOT_CONNECTED' });
    expect(findTaggingStatus(account)).toBe('error');
    expect(findActivationBlocker(account)).toBe(ACTIVATION_NEEDS_CONNECTION);
  });
  it('is disabled with no template, and cannot be switched on', () => {
    const account = makeAccount({ resourceName: 'x', enabled: false, urlTemplate: null });
    expect(findTaggingStatus(account)).toBe('disabled');
    expect(findActivationBlocker(account)).toBe(ACTIVATION_NEEDS_TEMPLATE);
  });
  it('stays disabled with only a brief: a brief is for search-term validation, not tagging', () => {
    const account = makeAccount({
      resourceName: 'x',
      enabled: false,
      urlTemplate: null,
      brand: { id: 'b', name: 'Brief' },
    });
    expect(findTaggingStatus(account)).toBe('disabled');
    expect(findActivationBlocker(account)).toBe(ACTIVATION_NEEDS_TEMPLATE);
  });
  it('is active when on', () => {
    expect(findTaggingStatus(makeAccount({ resourceName: 'x' }))).toBe('active');
  });
});

describe('tagging status label', () => {
  const chosenButOff = { resourceName: 'x', enabled: false, taggingStatus: 'paused' } as const;
  it('says paused for an account switched on once and off again', () => {
    const account = makeAccount({
      ...chosenButOff,
      autoTaggingEnabledAt: '2026-01-02T00:00:00.000Z',
    });
    expect(findTaggingStatusLabel(account)).toBe('paused');
  });
  it('says ready for an account whose auto-tagging was never switched on', () => {
    const account = makeAccount({ ...chosenButOff, autoTaggingEnabledAt: null });
    expect(findTaggingStatus(account)).toBe('paused');
    expect(findTaggingStatusLabel(account)).toBe('ready');
  });
  it('keeps paused when the answer does not know the history', () => {
    expect(findTaggingStatusLabel(makeAccount(chosenButOff))).toBe('paused');
  });
  it('leaves the other statuses as they are, history or not', () => {
    const never = { autoTaggingEnabledAt: null };
    expect(findTaggingStatusLabel(makeAccount({ resourceName: 'x', ...never }))).toBe('active');
    expect(
      findTaggingStatusLabel(makeAccount({ ...chosenButOff, ...never, urlTemplate: null })),
    ).toBe('disabled');
    expect(
      findTaggingStatusLabel(
        makeAccount({ ...chosenButOff, ...never, connectionStatus: 'NOT_CONNECTED' }),
      ),
    ).toBe('error');
  });
});

describe('toChoosableAccount', () => {
  const choice = {
    id: '1234567890',
    name: null,
    descriptiveName: null,
    currencyCode: null,
    isManager: false,
    isReadOnly: false,
    isConnected: false,
    managerPath: [],
  };
  it('converts the id to a number and falls back to the descriptive name, then noname account', () => {
    expect(toChoosableAccount({ ...choice, descriptiveName: 'Shop' })).toMatchObject({
      id: 1234567890,
      name: 'Shop',
    });
    expect(toChoosableAccount(choice).name).toBe(NONAME_ACCOUNT);
    expect(toChoosableAccount({ ...choice, name: 'Main', descriptiveName: 'Shop' }).name).toBe(
      'Main',
    );
  });
});

describe('findAdAccountAllowance', () => {
  const subscription: StoredSubscription = {
    status: 'active',
    type: 'payed',
    alreadyConnectedAdAccountsCount: 8,
    max_allowed_ac: 8,
    extra_allowed_ac: 2,
    trialEndsAt: null,
    currentPeriodEnd: null,
  };
  it('admits up to the plan plus the extra accounts', () => {
    expect(findAdAccountAllowance(subscription, 2)).toEqual({ isAllowed: true, remaining: 2 });
    expect(findAdAccountAllowance(subscription, 3)).toEqual({
      isAllowed: false,
      code: 'AD_ACCOUNT_LIMIT_REACHED',
      remaining: 2,
    });
  });
  it('refuses everything for blocked, paused and deleted subscriptions', () => {
    for (const type of ['blocked', 'paused', 'deleted'] as const)
      expect(findAdAccountAllowance({ ...subscription, type }, 1)).toMatchObject({
        isAllowed: false,
        code: 'SUBSCRIPTION_BLOCKED',
      });
  });
});

describe('toAdAccountResourceName', () => {
  it('names accounts the platforms way', () => {
    expect(toAdAccountResourceName('google', '1234567890')).toBe('customers/1234567890');
    expect(toAdAccountResourceName('linkedin', 501)).toBe('urn:li:sponsoredAccount:501');
  });
});

describe('findRunBlocker', () => {
  it('runs a connected account with a template, whichever the action', () => {
    const account = makeAccount({ resourceName: 'x' });
    expect(findRunBlocker(account, 'run')).toBeNull();
    expect(findRunBlocker(account, 'remove')).toBeNull();
  });
  it('does not tag without a template, but removes parameters without one', () => {
    const account = makeAccount({ resourceName: 'x', urlTemplate: null, enabled: false });
    expect(findRunBlocker(account, 'run')).toBe(RUN_NEEDS_TEMPLATE);
    expect(findRunBlocker(account, 'remove')).toBeNull();
  });
  it('runs nothing on a broken connection, the connection named first', () => {
    const account = makeAccount({
      resourceName: 'x',
      urlTemplate: null,
      connectionStatus: 'ERROR',
    });
    expect(findRunBlocker(account, 'run')).toBe(RUN_NEEDS_CONNECTION);
    expect(findRunBlocker(account, 'remove')).toBe(RUN_NEEDS_CONNECTION);
  });
});

describe('findRunObstacle (the API’s start, scheduler and run read it too)', () => {
  it('names the connection before the template, and lets a removal run without one', () => {
    expect(findRunObstacle({ connectionStatus: 'CONNECTED', hasTemplate: true }, 'run')).toBeNull();
    expect(findRunObstacle({ connectionStatus: 'CONNECTED', hasTemplate: false }, 'run')).toBe(
      'template',
    );
    expect(
      findRunObstacle({ connectionStatus: 'CONNECTED', hasTemplate: false }, 'remove'),
    ).toBeNull();
    expect(
      findRunObstacle({ connectionStatus: 'NOT_CONNECTED', hasTemplate: true }, 'remove'),
    ).toBe('connection');
    expect(findRunObstacle({ connectionStatus: 'ERROR', hasTemplate: false }, 'run')).toBe(
      'connection',
    );
  });
});
