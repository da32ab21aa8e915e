import type { StoredSubscription } from '@utmost/ads-sdk';
import type { Caller } from '../auth/caller.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  countAdAccounts,
  findSubscription,
  type SubscriptionRow,
} from '../repositories/subscription-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

export interface SubscriptionState {
  subscription: SubscriptionRow;
  /** Ad accounts of the organization, counted against the plan's limit. */
  connectedAdAccountCount: number;
}

/** Any member: the limits drive the banner and the connect button for everyone. */
export async function getOrganizationSubscription(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<SubscriptionState> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'subscription:view');
  return findSubscriptionState(deps.db, scope);
}

/**
 * The subscription with the number of ad accounts it holds: every ad account of the
 * organization, whatever its connection state, holds a place until it is removed.
 */
export async function findSubscriptionState(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<SubscriptionState> {
  const subscription = await findSubscription(executor, scope);
  if (!subscription) throw new AppError('NOT_FOUND', 'The organization has no subscription.');
  return { subscription, connectedAdAccountCount: await countAdAccounts(executor, scope) };
}

/**
 * The contract's Subscription as stored, which the SDK's limit rules read (the handlers add the
 * installation's `paymentProvider`).
 */
export function describeSubscription(state: SubscriptionState): StoredSubscription {
  const { subscription } = state;
  return {
    status: subscription.status,
    type: subscription.type,
    alreadyConnectedAdAccountsCount: state.connectedAdAccountCount,
    max_allowed_ac: subscription.maxAllowedAc,
    extra_allowed_ac: subscription.extraAllowedAc,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    productId: subscription.productId,
    interval: subscription.billingInterval,
    provider: subscription.provider,
  };
}
