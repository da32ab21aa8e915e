import { requireCaller } from '../auth/caller.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { getOrganizationSubscription } from '../services/subscription-service.js';
import { listOrganizationWorkspaces } from '../services/workspace-service.js';
import { presentSubscription, presentWorkspace } from './identity-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import type { BillingConfig } from '../../../core/config/billing-config.js';

/**
 * An organization's workspaces and its subscription: what login loads after the organization. The
 * subscription carries who takes this installation's payments (`paymentProvider`).
 */
export function createWorkspaceHandlers(
  deps: ServiceDependencies,
  paymentProvider: BillingConfig['provider'],
): {
  listWorkspaces: OperationHandler<'listWorkspaces'>;
  getSubscription: OperationHandler<'getSubscription'>;
} {
  return {
    listWorkspaces: async (request) => {
      const caller = requireCaller(request);
      const workspaces = await listOrganizationWorkspaces(
        deps,
        caller,
        request.query.organization_id,
      );
      return { content: workspaces.map(presentWorkspace) };
    },
    getSubscription: async (request) => {
      const caller = requireCaller(request);
      const state = await getOrganizationSubscription(deps, caller, request.query.organization_id);
      return { content: presentSubscription(state, paymentProvider) };
    },
  };
}
