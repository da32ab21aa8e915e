import { canCreateApiKey, type ApiKeyRole } from '@utmost/ads-sdk';
import type { UserCaller } from '../auth/caller.js';
import { createSecretToken, hashSecretToken } from '../../../core/security/secret-tokens.js';
import { AppError } from '../../../core/errors/app-error.js';
import { API_KEY_PREFIX } from '../auth/api-key-prefix.js';
import {
  findApiKeyListing,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyListing,
} from '../repositories/api-key-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/** Characters of the secret kept in clear, so people recognise their keys in the list. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const API_KEY_NOT_FOUND = 'API key not found.';

export async function listOrganizationApiKeys(
  deps: ServiceDependencies,
  caller: UserCaller,
  organizationId: string,
): Promise<ApiKeyListing[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'apiKeys:manage');
  return listApiKeys(deps.db, scope);
}

/** A new key acting with `role` in the organization; the secret is returned this once. */
export async function createOrganizationApiKey(
  deps: ServiceDependencies,
  caller: UserCaller,
  organizationId: string,
  input: { name: string; role: ApiKeyRole },
): Promise<{ apiKey: ApiKeyListing; secret: string }> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'apiKeys:manage');
  const verdict = canCreateApiKey(scope.role, input.role);
  if (!verdict.isAllowed) {
    throw new AppError('BAD_REQUEST', verdict.message, { fieldErrors: { role: verdict.message } });
  }
  const secret = `${API_KEY_PREFIX}${createSecretToken()}`;
  const inserted = await insertApiKey(deps.db, scope, {
    name: input.name,
    role: input.role,
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashSecretToken(secret),
    createdByUserId: caller.userId,
  });
  const apiKey = await findApiKeyListing(deps.db, scope, inserted.id);
  if (!apiKey) throw new Error(`API key ${inserted.id} vanished after its insert`);
  return { apiKey, secret };
}

export async function revokeOrganizationApiKey(
  deps: ServiceDependencies,
  caller: UserCaller,
  organizationId: string,
  keyId: string,
): Promise<void> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'apiKeys:manage');
  if (!(await revokeApiKey(deps.db, scope, keyId, deps.now()))) {
    throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  }
}
