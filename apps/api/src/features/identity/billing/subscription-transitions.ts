import { findPeriodEnd } from '@utmost/ads-sdk';
import type { SubscriptionChange } from '../repositories/subscription-repository.js';
import type { PlanChange } from './billing-provider.js';

/**
 * Spec §3/§4: a paid period starts `payed` / `active` with the plan's ad accounts, whatever the
 * state before (a trial, a blocked or paused subscription): blocking deleted nothing, so paying
 * brings every account, schedule and brief back as it was.
 */
export function startPaidPeriod({ product, interval, now }: PlanChange): SubscriptionChange {
  return {
    type: 'payed',
    status: 'active',
    productId: product.id,
    billingInterval: interval,
    maxAllowedAc: product.maxAllowedAc,
    currentPeriodEnd: findPeriodEnd(now, interval),
  };
}
