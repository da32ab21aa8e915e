import {
  EMAIL_ALREADY_REGISTERED,
  INVALID_OR_EXPIRED_LINK,
  INVITATION_FOR_ANOTHER_EMAIL,
  USER_ALREADY_IN_ORGANIZATION,
  canInviteWithRole,
  type MemberRole,
} from '@utmost/ads-sdk';
import type { Caller, UserCaller } from '../auth/caller.js';
import { AppError } from '../../../core/errors/app-error.js';
import { createInvitationEmail } from '../../../core/mail/templates/invitation-email.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import {
  activateMembership,
  findMemberByEmail,
  findPendingMembership,
  insertMembership,
  type MembershipRow,
} from '../repositories/membership-repository.js';
import { findOrganization, type OrganizationRow } from '../repositories/organization-repository.js';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markUserEmailVerified,
  normalizeEmail,
  type UserRow,
} from '../repositories/user-repository.js';
import {
  INVITATION_LIFETIME_SECONDS,
  consumeLinkToken,
  findUsableLinkToken,
  issueLinkToken,
} from './link-token-service.js';
import { loadOrganizationWithMembers, type OrganizationWithMembers } from './member-service.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

function alreadyMember(cause?: unknown): AppError {
  return new AppError('BAD_REQUEST', USER_ALREADY_IN_ORGANIZATION, {
    fieldErrors: { email: USER_ALREADY_IN_ORGANIZATION },
    cause,
  });
}

/**
 * Adds a pending member and mails the link `${PUBLIC_URL}/handle-invitation?tkn=…` (valid 7
 * days, single use). The membership and its token commit together; the mail goes after.
 */
export async function inviteMember(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  input: { email: string; role: MemberRole },
): Promise<OrganizationWithMembers> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'members:invite');
  const verdict = canInviteWithRole(scope.role, input.role);
  if (!verdict.isAllowed) {
    throw new AppError('BAD_REQUEST', verdict.message, { fieldErrors: { role: verdict.message } });
  }
  const email = normalizeEmail(input.email);
  if (await findMemberByEmail(deps.db, scope, email)) throw alreadyMember();
  const inviter = caller.kind === 'user' ? await findUserById(deps.db, caller.userId) : undefined;
  const token = await deps.db
    .transaction(async (transaction) => {
      const membership = await insertMembership(transaction, {
        organizationId,
        email,
        role: input.role,
        status: 'pending',
        invitedByUserId: inviter?.id ?? null,
      });
      return issueLinkToken(
        transaction,
        {
          purpose: 'invitation',
          subject: membership.id,
          payload: { organizationId, email },
          lifetimeSeconds: INVITATION_LIFETIME_SECONDS,
        },
        deps.now(),
      );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyMember(error);
      throw error;
    });
  const organization = await findOrganization(deps.db, scope);
  await deps.mailer.send(
    createInvitationEmail({
      to: email,
      link: `${deps.settings.publicUrl}/handle-invitation?tkn=${encodeURIComponent(token)}`,
      organizationName: organization.name,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : undefined,
      role: input.role,
      validDays: INVITATION_LIFETIME_SECONDS / 86_400,
    }),
  );
  return loadOrganizationWithMembers(deps.db, scope);
}

export interface AcceptedInvitation {
  organization: OrganizationRow;
  membership: MembershipRow;
  firstName: string;
  lastName: string;
}

function invalidInvitation(message: string = INVALID_OR_EXPIRED_LINK, field = 'tkn'): AppError {
  return new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: message } });
}

/** What the join page names before the person signs up or logs in (`VerifiedToken.invitation`). */
export interface InvitationPreview {
  email: string;
  organizationName: string;
  role: MemberRole;
  inviterName?: string;
  hasAccount: boolean;
}

/** The pending invitation behind a usable link; undefined for a used, expired or cancelled one. */
export async function previewInvitation(
  deps: ServiceDependencies,
  membershipId: string,
): Promise<InvitationPreview | undefined> {
  const membership = await findPendingMembership(deps.db, membershipId);
  if (!membership) return undefined;
  const organization = await findOrganization(
    deps.db,
    grantOrganizationScope(membership.organizationId, membership.role),
  );
  const inviter =
    membership.invitedByUserId === null
      ? undefined
      : await findUserById(deps.db, membership.invitedByUserId);
  return {
    email: membership.email,
    organizationName: organization.name,
    role: membership.role,
    ...(inviter && { inviterName: `${inviter.firstName} ${inviter.lastName}` }),
    hasAccount: (await findUserByEmail(deps.db, membership.email)) !== undefined,
  };
}

/**
 * Sign-up through an invitation link: the new user joins the inviting organization and gets no
 * organization, workspace or trial of their own. The link reached the address, so it counts as
 * verified. The user, the used token and the membership commit together, or nothing does.
 */
export async function registerThroughInvitation(
  deps: ServiceDependencies,
  input: { email: string; firstName: string; lastName: string; invitationToken: string },
  passwordHash: string,
): Promise<UserRow> {
  const now = deps.now();
  const token = await findUsableLinkToken(deps.db, 'invitation', input.invitationToken, now);
  const membership = token ? await findPendingMembership(deps.db, token.subject) : undefined;
  if (!token || !membership) throw invalidInvitation(INVALID_OR_EXPIRED_LINK, 'invitationToken');
  if (membership.email !== normalizeEmail(input.email)) {
    throw invalidInvitation(INVITATION_FOR_ANOTHER_EMAIL, 'email');
  }
  const user = await deps.db
    .transaction(async (transaction) => {
      if (!(await consumeLinkToken(transaction, token, now))) return undefined;
      const inserted = await insertUser(transaction, {
        email: membership.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        loginMethod: 'basic',
        emailVerifiedAt: now,
      });
      await activateMembership(transaction, membership.id, inserted.id);
      return inserted;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw new AppError('BAD_REQUEST', EMAIL_ALREADY_REGISTERED, {
          fieldErrors: { email: EMAIL_ALREADY_REGISTERED },
          cause: error,
        });
      }
      throw error;
    });
  if (!user) throw invalidInvitation(INVALID_OR_EXPIRED_LINK, 'invitationToken');
  return user;
}

/**
 * The signed-in person accepts: the invitation must have been sent to their address. The link
 * came through that mailbox, so accepting also verifies the address.
 */
export async function acceptInvitation(
  deps: ServiceDependencies,
  caller: UserCaller,
  tkn: string,
): Promise<AcceptedInvitation> {
  const now = deps.now();
  const token = await findUsableLinkToken(deps.db, 'invitation', tkn, now);
  if (!token) throw invalidInvitation();
  const membership = await findPendingMembership(deps.db, token.subject);
  const user = await findUserById(deps.db, caller.userId);
  if (!membership || !user) throw invalidInvitation();
  if (membership.email !== normalizeEmail(user.email)) {
    throw invalidInvitation(INVITATION_FOR_ANOTHER_EMAIL);
  }
  const accepted = await deps.db.transaction(async (transaction) => {
    if (!(await consumeLinkToken(transaction, token, now))) return undefined;
    await markUserEmailVerified(transaction, user.id, now);
    return activateMembership(transaction, membership.id, user.id);
  });
  if (!accepted) throw invalidInvitation();
  const scope = grantOrganizationScope(accepted.organizationId, accepted.role);
  return {
    organization: await findOrganization(deps.db, scope),
    membership: accepted,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
