import { describe, expect, it } from 'vitest';
import {
  BETA_DISCOUNT_PERCENT,
  CONTACT_US_AD_ACCOUNT_LIMIT,
  TRIAL_LENGTH_DAYS,
  applyBetaDiscount,
  findSubscriptionFlags,
  findTrialEnd,
  type StoredSubscription,
} from './subscription-limits.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const owner = { role: 'owner' as const, now: NOW };
const member = { role: 'member' as const, now: NOW };

function createSubscription(overrides: Partial<StoredSubscription> = {}): StoredSubscription {
  return {
    status: 'active',
    type: 'payed',
    alreadyConnectedAdAccountsCount: 2,
    max_allowed_ac: 5,
    extra_allowed_ac: 0,
    trialEndsAt: '2026-02-01T00:00:00Z',
    currentPeriodEnd: '2026-04-01T00:00:00Z',
    ...overrides,
  };
}

describe('findSubscriptionFlags', () => {
  it.each(['blocked', 'paused', 'deleted'] as const)('blocks a %s subscription', (type) => {
    const flags = findSubscriptionFlags(createSubscription({ type }), owner);
    expect(flags).toMatchObject({ shouldBlock: true, isConnectDisabled: true });
  });

  it('shows nothing for an active paid plan under its limit', () => {
    expect(findSubscriptionFlags(createSubscription(), owner)).toEqual({
      shouldBlock: false,
      isMaxConnected: false,
      isConnectDisabled: false,
      banner: null,
    });
  });

  it('counts extra ad accounts toward the limit', () => {
    const under = createSubscription({ alreadyConnectedAdAccountsCount: 6, extra_allowed_ac: 2 });
    const at = createSubscription({ alreadyConnectedAdAccountsCount: 7, extra_allowed_ac: 2 });
    expect(findSubscriptionFlags(under, owner).isMaxConnected).toBe(false);
    expect(findSubscriptionFlags(at, owner)).toMatchObject({
      isMaxConnected: true,
      isConnectDisabled: true,
    });
  });

  it('picks the max-allowed banner by viewer: owner, member, or contact us past the big-plan limit', () => {
    const atLimit = createSubscription({ alreadyConnectedAdAccountsCount: 5 });
    expect(findSubscriptionFlags(atLimit, owner).banner).toEqual({
      kind: 'maxAllowedOwner',
      trialEndsAt: null,
      isContactOwnerShown: false,
    });
    expect(findSubscriptionFlags(atLimit, { role: 'admin', now: NOW }).banner?.kind).toBe(
      'maxAllowedOwner',
    );
    expect(findSubscriptionFlags(atLimit, member).banner).toMatchObject({
      kind: 'maxAllowedMember',
      isContactOwnerShown: true,
    });
    const bigPlan = createSubscription({
      max_allowed_ac: CONTACT_US_AD_ACCOUNT_LIMIT,
      alreadyConnectedAdAccountsCount: CONTACT_US_AD_ACCOUNT_LIMIT,
    });
    expect(findSubscriptionFlags(bigPlan, owner).banner?.kind).toBe('maxAllowedContactUs');
  });

  it('only sets max-connected for paid plans', () => {
    const trialAtLimit = createSubscription({
      type: 'trial',
      status: 'trial',
      alreadyConnectedAdAccountsCount: 9,
    });
    expect(findSubscriptionFlags(trialAtLimit, owner).isMaxConnected).toBe(false);
  });

  it.each([
    [{ status: 'canceled' }, 'canceled'],
    [{ status: 'past_due' }, 'paymentFailed'],
    [{ status: 'incomplete' }, 'paymentFailed'],
    [{ status: 'incomplete_expired' }, 'paymentFailed'],
    [{ type: 'blocked' }, 'blocked'],
    [{ type: 'paused' }, 'blocked'],
    [{ type: 'blocked', currentPeriodEnd: null }, 'trialExpired'],
    [
      {
        type: 'trial',
        status: 'trial',
        trialEndsAt: '2026-03-15T00:00:00Z',
        currentPeriodEnd: null,
      },
      'trial',
    ],
    [
      {
        type: 'trial',
        status: 'trial',
        trialEndsAt: '2026-03-10T12:00:00Z',
        currentPeriodEnd: null,
      },
      'trialExpired',
    ],
  ] as const)('shows a banner for %j: %s', (overrides, kind) => {
    expect(findSubscriptionFlags(createSubscription(overrides), owner).banner?.kind).toBe(kind);
  });

  it('carries the trial end date on the trial banner only', () => {
    const trial = createSubscription({
      type: 'trial',
      status: 'trial',
      trialEndsAt: '2026-03-15T00:00:00Z',
    });
    expect(findSubscriptionFlags(trial, owner).banner?.trialEndsAt).toBe('2026-03-15T00:00:00Z');
    expect(
      findSubscriptionFlags(createSubscription({ status: 'canceled' }), owner).banner?.trialEndsAt,
    ).toBeNull();
  });

  it('hides everything when the subscription could not be fetched', () => {
    expect(findSubscriptionFlags(undefined, owner)).toEqual({
      shouldBlock: false,
      isMaxConnected: false,
      isConnectDisabled: false,
      banner: null,
    });
  });
});

describe('trial and beta constants', () => {
  it('runs a 7-day trial', () => {
    expect(TRIAL_LENGTH_DAYS).toBe(7);
    expect(findTrialEnd(new Date('2026-03-01T09:30:00Z')).toISOString()).toBe(
      '2026-03-08T09:30:00.000Z',
    );
  });

  it('takes 25% off in whole micros', () => {
    expect(BETA_DISCOUNT_PERCENT).toBe(25);
    expect(applyBetaDiscount(49_000_000)).toBe(36_750_000);
    expect(applyBetaDiscount(3)).toBe(2);
  });
});
