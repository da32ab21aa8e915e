import { findBillingProduct } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import {
  mirrorStripeSubscription,
  type StripeSubscriptionState,
  type StripeSubscriptionStatus,
} from './subscription-transitions.js';

const growth = findBillingProduct('growth')!;
const periodEnd = new Date('2027-02-01T00:00:00Z');

function stripeState(status: StripeSubscriptionStatus): StripeSubscriptionState {
  return {
    status,
    product: growth,
    interval: 'yearly',
    currentPeriodEnd: periodEnd,
    trialEnd: null,
  };
}

describe('mirrorStripeSubscription (spec §3/§4 for what Stripe holds)', () => {
  it.each([
    ['active', 'payed', 'active'],
    ['past_due', 'payed', 'past_due'],
    ['unpaid', 'blocked', 'past_due'],
    ['canceled', 'blocked', 'canceled'],
    ['paused', 'paused', 'active'],
  ] as const)('maps %s to %s / %s with the plan of its price', (status, type, mapped) => {
    expect(mirrorStripeSubscription({ type: 'payed' }, stripeState(status))).toEqual({
      provider: 'stripe',
      type,
      status: mapped,
      productId: 'growth',
      billingInterval: 'yearly',
      maxAllowedAc: growth.maxAllowedAc,
      currentPeriodEnd: periodEnd,
    });
  });

  it('keeps a running trial while the first payment is incomplete, and blocks otherwise', () => {
    for (const status of ['incomplete', 'incomplete_expired'] as const) {
      expect(mirrorStripeSubscription({ type: 'trial' }, stripeState(status))).toMatchObject({
        type: 'trial',
        status,
      });
      expect(mirrorStripeSubscription({ type: 'blocked' }, stripeState(status))).toMatchObject({
        type: 'blocked',
        status,
      });
    }
  });

  it("shows Stripe's own trial as status trial with its end", () => {
    const trialEnd = new Date('2026-12-20T00:00:00Z');
    expect(
      mirrorStripeSubscription({ type: 'trial' }, { ...stripeState('trialing'), trialEnd }),
    ).toMatchObject({ type: 'payed', status: 'trial', trialEndsAt: trialEnd });
  });
});
