import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import { requireCaller } from '../../identity/index.js';
import { AppError } from '../../../core/errors/app-error.js';
import { removeAdAccounts, updateAdAccounts } from '../services/ad-account-changes-service.js';
import { addAdAccounts, listOrganizationAdAccounts } from '../services/ad-account-service.js';
import {
  disconnectPlatformAccount,
  listPlatformAccounts,
} from '../services/platform-account-service.js';
import { presentAdAccount, presentPlatformAccount } from './ad-platform-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

export const PLATFORM_MISMATCH = 'Must be the platform named in the path';
export const ORGANIZATION_MISMATCH = 'Must be the organization_id of the query';

/**
 * The spec §7 bodies repeat the path's platform and the query's organization; a body that names
 * others is a mistake worth a clear 400 rather than a guess at which one was meant.
 */
function requireSameTarget(
  path: { platform: string },
  query: { organization_id: string },
  body: { platform: string; organization_id: string },
): void {
  const fieldErrors: Record<string, string> = {};
  if (body.platform !== path.platform) fieldErrors.platform = PLATFORM_MISMATCH;
  if (body.organization_id !== query.organization_id) {
    fieldErrors.organization_id = ORGANIZATION_MISMATCH;
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors });
  }
}

type TargetedRequest = Parameters<typeof requireCaller>[0] & {
  params: { platform: string };
  query: { organization_id: string };
  body: { platform: string; organization_id: string };
};

/** The caller of an operation whose body names its target, once platform and target check out. */
function requireTargetedCaller(deps: AdPlatformDependencies, request: TargetedRequest) {
  const caller = requireCaller(request);
  deps.platforms.require(request.params.platform);
  requireSameTarget(request.params, request.query, request.body);
  return caller;
}

/** Ad accounts and the logins they are reached through (spec §7 "Ad platforms"). */
export function createAdAccountHandlers(deps: AdPlatformDependencies): {
  listAdAccounts: OperationHandler<'listAdAccounts'>;
  addAdAccounts: OperationHandler<'addAdAccounts'>;
  updateAdAccounts: OperationHandler<'updateAdAccounts'>;
  removeAdAccounts: OperationHandler<'removeAdAccounts'>;
  listPlatformAccounts: OperationHandler<'listPlatformAccounts'>;
  disconnectPlatformAccount: OperationHandler<'disconnectPlatformAccount'>;
} {
  return {
    listAdAccounts: async (request) => {
      const accounts = await listOrganizationAdAccounts(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
      );
      return { content: accounts.map(presentAdAccount) };
    },
    addAdAccounts: async (request, reply) => {
      const caller = requireTargetedCaller(deps, request);
      const added = await addAdAccounts(
        deps,
        caller,
        request.params.platform,
        request.query.organization_id,
        { email: request.body.email, adAccountIds: request.body.adAccountIds },
      );
      reply.code(201);
      return { content: added.map(presentAdAccount) };
    },
    updateAdAccounts: async (request) => {
      const caller = requireTargetedCaller(deps, request);
      const updated = await updateAdAccounts(
        deps,
        caller,
        request.params.platform,
        request.query.organization_id,
        { resourceNames: request.body.resourceNames, changes: request.body.changes },
      );
      return { content: updated.map(presentAdAccount) };
    },
    removeAdAccounts: async (request) => {
      const caller = requireTargetedCaller(deps, request);
      const removed = await removeAdAccounts(
        deps,
        caller,
        request.params.platform,
        request.query.organization_id,
        request.body.resourceNames,
      );
      return { content: { removed } };
    },
    listPlatformAccounts: async (request) => {
      const listings = await listPlatformAccounts(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
      );
      return { content: listings.map(presentPlatformAccount) };
    },
    disconnectPlatformAccount: async (request) => {
      const disconnected = await disconnectPlatformAccount(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
        request.body.email,
      );
      return { content: disconnected };
    },
  };
}
