import { describe, expect, it } from 'vitest';
import {
  BILLING_PRODUCTS,
  MANAGE_PLAN_IN_PORTAL_MESSAGE,
  PLAN_BELOW_CONNECTED_MESSAGE,
  findBillingProduct,
  findCheckoutObstacle,
  findDiscountedPrice,
  findPeriodEnd,
  findPlanChangeObstacle,
  formatPrice,
  minorUnitsToMicros,
} from './billing-plans.js';
import type { StoredSubscription } from './subscription-limits.js';

const payed: StoredSubscription = {
  type: 'payed',
  status: 'active',
  alreadyConnectedAdAccountsCount: 6,
  max_allowed_ac: 20,
  extra_allowed_ac: 0,
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
};

describe('billing plans', () => {
  it('sells plans smallest first, each with a monthly and a yearly price', () => {
    const limits = BILLING_PRODUCTS.map((product) => product.maxAllowedAc);
    expect(limits).toEqual([...limits].sort((a, b) => a - b));
    for (const product of BILLING_PRODUCTS) {
      expect(product.prices.map((price) => price.interval)).toEqual(['monthly', 'yearly']);
    }
  });

  it('takes the 25% beta discount off the list price', () => {
    const starter = findBillingProduct('starter');
    if (!starter) throw new Error('no starter plan');
    expect(findDiscountedPrice(starter, 'monthly')).toBe(36_750_000);
    expect(formatPrice(findDiscountedPrice(starter, 'monthly'))).toBe('€36.75');
  });

  it('ends a monthly period a calendar month later and a yearly one a year later', () => {
    const start = new Date('2026-01-31T10:00:00.000Z');
    expect(findPeriodEnd(start, 'yearly').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(findPeriodEnd(new Date('2026-03-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
  });

  it('refuses a downgrade below the accounts already connected, counting extra accounts', () => {
    const starter = findBillingProduct('starter');
    if (!starter) throw new Error('no starter plan');
    expect(findPlanChangeObstacle(payed, starter)).toBe(PLAN_BELOW_CONNECTED_MESSAGE);
    expect(findPlanChangeObstacle({ ...payed, extra_allowed_ac: 1 }, starter)).toBeNull();
    expect(
      findPlanChangeObstacle({ ...payed, alreadyConnectedAdAccountsCount: 5 }, starter),
    ).toBeNull();
  });
});

describe('findCheckoutObstacle', () => {
  it('sends a running Stripe subscription to the customer portal, also while its payment fails', () => {
    for (const status of ['active', 'trial', 'past_due'] as const) {
      expect(findCheckoutObstacle({ provider: 'stripe', status })).toBe(
        MANAGE_PLAN_IN_PORTAL_MESSAGE,
      );
    }
  });

  it('lets a cancelled or never-paid Stripe subscription, or a local one, check out', () => {
    for (const status of ['canceled', 'incomplete', 'incomplete_expired'] as const) {
      expect(findCheckoutObstacle({ provider: 'stripe', status })).toBeNull();
    }
    expect(findCheckoutObstacle({ provider: 'local', status: 'active' })).toBeNull();
    expect(findCheckoutObstacle({ status: 'trial' })).toBeNull();
  });
});

describe('minorUnitsToMicros', () => {
  it("reads a payment provider's cents as micros (€36.75 is 3675 cents)", () => {
    expect(minorUnitsToMicros(3675)).toBe(36_750_000);
    expect(formatPrice(minorUnitsToMicros(3675))).toBe('€36.75');
    expect(minorUnitsToMicros(0)).toBe(0);
  });
});
