export { requireCaller, requireUserCaller } from './auth/caller.js';
export type { Caller, UserCaller } from './auth/caller.js';
export { authorizeOrganization, resolveOrganizationScope } from './services/organization-access.js';
export { chooseWorkspace } from './services/workspace-choice.js';
export { findActiveMemberRole } from './repositories/membership-repository.js';
export { describeSubscription, findSubscriptionState } from './services/subscription-service.js';
export { placeDemoOnLocalPlan } from './services/billing-service.js';
export {
  lockSubscription,
  raiseExtraAllowedAdAccounts,
  subscriptionAllowsWork,
} from './repositories/subscription-repository.js';
export { listOrganizationsOfUser } from './repositories/organization-repository.js';
export { findUserByEmail, normalizeEmail } from './repositories/user-repository.js';
export { enforceRateLimit, type RateLimitRule } from './services/rate-limit-service.js';
export { findIdempotencyKeyOwner } from './auth/idempotency-key-owner.js';
