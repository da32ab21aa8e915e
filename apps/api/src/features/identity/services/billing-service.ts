import {
  UNKNOWN_PLAN_MESSAGE,
  findBillingProduct,
  findPlanChangeObstacle,
  type BillingInterval,
} from '@utmost/ads-sdk';
import type { Caller } from '../auth/caller.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { BillingProvider } from '../billing/billing-provider.js';
import { localBillingProvider } from '../billing/local-billing-provider.js';
import { listInvoices, type InvoiceRow } from '../repositories/invoice-repository.js';
import { lockSubscription } from '../repositories/subscription-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  describeSubscription,
  findSubscriptionState,
  type SubscriptionState,
} from './subscription-service.js';

export interface PlanChoice {
  productId: string;
  interval: BillingInterval;
}

/**
 * Owner and admin (`subscription:edit`) move the organization to a plan. The subscription's row
 * is locked first, so a connect running at the same time cannot slip past a downgrade's check;
 * a refused change leaves everything as it was.
 */
export async function changeSubscriptionPlan(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  choice: PlanChoice,
  provider: BillingProvider = localBillingProvider,
): Promise<SubscriptionState> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'subscription:edit');
  const product = findBillingProduct(choice.productId);
  if (!product) {
    throw new AppError('BAD_REQUEST', UNKNOWN_PLAN_MESSAGE, {
      fieldErrors: { productId: UNKNOWN_PLAN_MESSAGE },
    });
  }
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    if (!(await lockSubscription(transaction, scope))) {
      throw new AppError('NOT_FOUND', 'The organization has no subscription.');
    }
    const before = await findSubscriptionState(transaction, scope);
    const obstacle = findPlanChangeObstacle(describeSubscription(before), product);
    if (obstacle) throw new AppError('CONFLICT', obstacle);
    await provider.changePlan(transaction, scope, { product, interval: choice.interval, now });
    return findSubscriptionState(transaction, scope);
  });
}

/** Owner and admin (`billing:view`); others get the spec §6 payment-details message. */
export async function listOrganizationInvoices(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<InvoiceRow[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'billing:view');
  return listInvoices(deps.db, scope);
}

/**
 * Embedded demo: the demo organization is put on a local plan once, while still on its first
 * trial (a plan its owner chose later is never overridden), so it shows a paid plan's limit.
 */
export async function placeDemoOnLocalPlan(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  scope: OrganizationScope,
  choice: PlanChoice,
): Promise<boolean> {
  const product = findBillingProduct(choice.productId);
  if (!product) throw new Error(`No plan ${choice.productId}`);
  return deps.db.transaction(async (transaction) => {
    const subscription = await lockSubscription(transaction, scope);
    if (subscription?.type !== 'trial') return false;
    await localBillingProvider.changePlan(transaction, scope, {
      product,
      interval: choice.interval,
      now: deps.now(),
    });
    return true;
  });
}
