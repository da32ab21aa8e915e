import type { Caller } from '../auth/caller.js';
import { AppError } from '../http/app-error.js';
import { findSubscription, type SubscriptionRow } from '../repositories/subscription-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from './service-dependencies.js';

export interface SubscriptionState {
  subscription: SubscriptionRow;
  /** Connected ad accounts, counted against the plan's limit. */
  connectedAdAccountCount: number;
}

/** Any member: the limits drive the banner and the connect button for everyone. */
export async function getOrganizationSubscription(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<SubscriptionState> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'subscription:view');
  const subscription = await findSubscription(deps.db, scope);
  if (!subscription) throw new AppError('NOT_FOUND', 'The organization has no subscription.');
  // Ad accounts arrive with the ad-accounts issue; until then none can be connected, so the true
  // count is zero. That issue replaces this with a count of its table.
  return { subscription, connectedAdAccountCount: 0 };
}
