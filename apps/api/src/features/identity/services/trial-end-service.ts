import { AppError } from '../../../core/errors/app-error.js';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import {
  blockEndedTrials,
  endTrialOfOrganization,
  findSubscription,
} from '../repositories/subscription-repository.js';
import { findSubscriptionState, type SubscriptionState } from './subscription-service.js';

export const NOT_ON_TRIAL_MESSAGE = 'This organization is not on a free trial.';

/**
 * Embedded mode's dev route: the organization's trial ends now, and the trial-end job's step
 * blocks it (and any other trial that ended), exactly as the seventh day would. The caller holds
 * the install key, which stands for the person running this server and every organization on it
 * (as the local mailbox does), so the scope is granted here rather than read from a membership.
 */
export async function endTrialNow(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  organizationId: string,
): Promise<SubscriptionState> {
  const now = deps.now();
  const scope = grantOrganizationScope(organizationId, 'owner');
  return deps.db.transaction(async (transaction) => {
    if (!(await findSubscription(transaction, scope))) {
      throw new AppError('NOT_FOUND', 'The organization has no subscription.');
    }
    if (!(await endTrialOfOrganization(transaction, scope, now))) {
      throw new AppError('CONFLICT', NOT_ON_TRIAL_MESSAGE);
    }
    await blockEndedTrials(transaction, now);
    return findSubscriptionState(transaction, scope);
  });
}
