import { normalizeVatNumber, type components } from '@utmost/ads-sdk';
import type { Caller } from '../auth/caller.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findOrganization,
  listOrganizationsOfUser,
  updateOrganization,
  type OrganizationChanges,
  type OrganizationRow,
} from '../repositories/organization-repository.js';
import type { MemberRole } from '@utmost/ads-sdk';
import { authorizeOrganization, resolveOrganizationScope } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { readImageUpload, removeUpload, storeUpload } from './upload-service.js';
import type { FastifyRequest } from 'fastify';

type OrganizationInput = components['schemas']['OrganizationInput'];

export interface OrganizationWithRole {
  organization: OrganizationRow;
  role: MemberRole;
}

/** A person's organizations in the order they joined; an API key's own organization only. */
export async function listCallerOrganizations(
  deps: ServiceDependencies,
  caller: Caller,
  userId: string | undefined,
): Promise<OrganizationWithRole[]> {
  if (caller.kind === 'apiKey') {
    if (userId !== undefined) {
      throw new AppError('FORBIDDEN', 'An API key lists its own organization only.');
    }
    const scope = await resolveOrganizationScope(deps.db, caller, caller.organizationId);
    return [{ organization: await findOrganization(deps.db, scope), role: scope.role }];
  }
  if (userId !== undefined && userId !== caller.userId) {
    throw new AppError('FORBIDDEN', 'You can only list your own organizations.');
  }
  return listOrganizationsOfUser(deps.db, caller.userId);
}

export async function getOrganization(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<OrganizationWithRole> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'organization:view');
  return { organization: await findOrganization(deps.db, scope), role: scope.role };
}

/** Empty optional fields are stored as null; `logoUrl: null` removes the logo. */
function toOrganizationChanges(input: OrganizationInput): OrganizationChanges {
  const optional = (value: string | undefined) => (value ? value : null);
  return {
    name: input.name,
    legalName: input.legalName,
    contactEmail: input.contactEmail.toLowerCase(),
    billingEmail: input.billingEmail.toLowerCase(),
    // Stored one way whatever separators were typed ("DE 123 456 789" → "DE123456789").
    vatNumber: optional(
      input.vatNumber === undefined ? undefined : normalizeVatNumber(input.vatNumber),
    ),
    country: optional(input.country),
    city: optional(input.city),
    street: optional(input.street),
    building: optional(input.building),
    zipCode: optional(input.zipCode),
    ...(input.logoUrl === null && { logoPath: null }),
  };
}

export async function editOrganization(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  input: OrganizationInput,
): Promise<OrganizationWithRole> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'organization:edit');
  const before = await findOrganization(deps.db, scope);
  const organization = await updateOrganization(deps.db, scope, toOrganizationChanges(input));
  if (before.logoPath && organization.logoPath === null) {
    await removeUpload(deps.settings.uploadsDir, before.logoPath);
  }
  return { organization, role: scope.role };
}

/** Permission first, then the upload is read: a member's 10 MB is refused before it is read. */
export async function uploadOrganizationLogo(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  request: FastifyRequest,
): Promise<OrganizationWithRole> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'organization:edit');
  const upload = await readImageUpload(request);
  const before = await findOrganization(deps.db, scope);
  const logoPath = await storeUpload(deps.settings.uploadsDir, 'logos', upload);
  const organization = await updateOrganization(deps.db, scope, { logoPath });
  await removeUpload(deps.settings.uploadsDir, before.logoPath);
  return { organization, role: scope.role };
}
