import { DENIED_MESSAGE_BY_PERMISSION, can, type Permission } from '@utmost/ads-sdk';
import type { Caller } from '../auth/caller.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findActiveMemberRole } from '../repositories/membership-repository.js';
import {
  grantOrganizationScope,
  type OrganizationScope,
} from '../../../core/db/organization-scope.js';

/** The same answer for "no such organization" and "not yours": nothing leaks about others. */
export const ORGANIZATION_NOT_FOUND = 'Organization not found.';

/**
 * The caller's standing in one organization: an active membership for a person, the key's own
 * organization for an API key. Anything else is 404.
 */
export async function resolveOrganizationScope(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
): Promise<OrganizationScope> {
  const role =
    caller.kind === 'apiKey'
      ? caller.organizationId === organizationId
        ? caller.role
        : undefined
      : await findActiveMemberRole(db, caller.userId, organizationId);
  if (!role) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND);
  return grantOrganizationScope(organizationId, role);
}

/** 403 with the spec §6 message when the caller's role lacks the permission. */
export function requirePermission(scope: OrganizationScope, permission: Permission): void {
  if (!can(scope.role, permission)) {
    throw new AppError('FORBIDDEN', DENIED_MESSAGE_BY_PERMISSION[permission]);
  }
}

/** Both checks at once: the usual start of an organization operation. */
export async function authorizeOrganization(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
  permission: Permission,
): Promise<OrganizationScope> {
  const scope = await resolveOrganizationScope(db, caller, organizationId);
  requirePermission(scope, permission);
  return scope;
}
