import type { MemberRole, components } from '@utmost/ads-sdk';
import type { ApiKeyListing } from '../repositories/api-key-repository.js';
import type { MemberListing } from '../repositories/membership-repository.js';
import type { OrganizationRow } from '../repositories/organization-repository.js';
import type { UserRow } from '../repositories/user-repository.js';
import type { WorkspaceRow } from '../repositories/workspace-repository.js';
import type { OrganizationWithMembers } from '../services/member-service.js';
import { findUploadUrl } from '../services/upload-service.js';
import { describeSubscription, type SubscriptionState } from '../services/subscription-service.js';

type Schemas = components['schemas'];

/** The rows services return, in the contract's shapes. Secrets and hashes never pass here. */
export function presentUser(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePictureUrl: findUploadUrl(user.profilePicturePath),
    loginMethod: user.loginMethod,
    hasPassword: user.passwordHash !== null,
    isEmailVerified: user.emailVerifiedAt !== null,
  };
}

export function presentOrganization(
  organization: OrganizationRow,
  role: MemberRole,
): Schemas['Organization'] {
  return {
    id: organization.id,
    name: organization.name,
    legalName: organization.legalName,
    vatNumber: organization.vatNumber,
    contactEmail: organization.contactEmail,
    billingEmail: organization.billingEmail,
    logoUrl: findUploadUrl(organization.logoPath),
    country: organization.country,
    city: organization.city,
    street: organization.street,
    building: organization.building,
    zipCode: organization.zipCode,
    role,
  };
}

export function presentOrganizationSummary(
  organization: OrganizationRow,
  role: MemberRole,
): Schemas['OrganizationSummary'] {
  return {
    id: organization.id,
    name: organization.name,
    logoUrl: findUploadUrl(organization.logoPath),
    role,
  };
}

export function presentMember(member: {
  email: string;
  role: MemberRole;
  status: 'active' | 'pending';
  firstName: string | null;
  lastName: string | null;
}): Schemas['OrganizationMember'] {
  return {
    email: member.email,
    status: member.status,
    role: member.role,
    ...(member.firstName !== null && { firstName: member.firstName }),
    ...(member.lastName !== null && { lastName: member.lastName }),
  };
}

export function presentMembers(members: MemberListing[]): Schemas['OrganizationMember'][] {
  return members.map(presentMember);
}

export function presentOrganizationWithMembers(
  loaded: OrganizationWithMembers,
): Schemas['OrganizationWithMembers'] {
  return {
    ...presentOrganization(loaded.organization, loaded.role),
    members: presentMembers(loaded.members),
  };
}

export function presentWorkspace(workspace: WorkspaceRow): Schemas['Workspace'] {
  return { id: workspace.id, organizationId: workspace.organizationId, name: workspace.name };
}

/** The stored subscription, with who takes this installation's payments (its configuration). */
export function presentSubscription(
  state: SubscriptionState,
  paymentProvider: Schemas['BillingProvider'],
): Schemas['Subscription'] {
  return {
    ...describeSubscription(state),
    paymentProvider,
    // The customer the first checkout made; the portal has nothing to open before it.
    hasPaymentAccount: state.subscription.stripeCustomerId !== null,
  };
}

export function presentApiKey(key: ApiKeyListing): Schemas['ApiKey'] {
  return {
    id: key.id,
    name: key.name,
    role: key.role,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    createdBy: key.creator,
  };
}
