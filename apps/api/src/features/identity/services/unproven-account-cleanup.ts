import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { createUnprovenAccountCleanupEmail } from '../../../core/mail/templates/unproven-account-cleanup-email.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import {
  revokeApiKeysCreatedBy,
  revokeApiKeysOfCreator,
} from '../repositories/api-key-repository.js';
import {
  deleteMembershipsById,
  listMembershipsInvitedBy,
  type InvitedMembership,
} from '../repositories/membership-repository.js';

/** What an account made before its address was proven, and is now ended (issue 26 item 1). */
export interface UnprovenAccountCleanup {
  removedMembers: Pick<InvitedMembership, 'email' | 'organizationName' | 'role'>[];
  revokedKeyCount: number;
}

/** Invitations of invitations: deep enough for any real team, bounded for a hostile one. */
const MAX_INVITATION_DEPTH = 10;

export function hasCleanedUp(cleanup: UnprovenAccountCleanup): boolean {
  return cleanup.removedMembers.length > 0 || cleanup.revokedKeyCount > 0;
}

/**
 * When the owner of an address proves it, what the unverified account of that address left for
 * others ends with its credentials: the API keys it created; the memberships its invitations made,
 * joined or pending (a squatter's second account made admin keeps nothing); and, in those
 * organizations, what those members made in turn (their keys, their invitations), down the chain.
 * Removed rather than suspended: the owner is told who, and invites again whoever was theirs.
 * In the caller's transaction.
 */
export async function endWhatUnprovenAccountLeft(
  transaction: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<UnprovenAccountCleanup> {
  const cleanup: UnprovenAccountCleanup = {
    removedMembers: [],
    revokedKeyCount: await revokeApiKeysCreatedBy(transaction, userId, now),
  };
  let invited = await listMembershipsInvitedBy(transaction, userId);
  for (let depth = 0; depth < MAX_INVITATION_DEPTH && invited.length > 0; depth += 1) {
    await deleteMembershipsById(
      transaction,
      invited.map((membership) => membership.membershipId),
    );
    const next: InvitedMembership[] = [];
    for (const membership of invited) {
      cleanup.removedMembers.push({
        email: membership.email,
        organizationName: membership.organizationName,
        role: membership.role,
      });
      if (membership.userId === null) continue;
      const scope = grantOrganizationScope(membership.organizationId, membership.role);
      cleanup.revokedKeyCount += await revokeApiKeysOfCreator(
        transaction,
        scope,
        membership.userId,
        now,
      );
      next.push(
        ...(await listMembershipsInvitedBy(
          transaction,
          membership.userId,
          membership.organizationId,
        )),
      );
    }
    invited = next;
  }
  return cleanup;
}

/**
 * Tells the owner what was found and done, when anything was. A mail server that is down does not
 * undo the sign-in or the reset: the failure is logged.
 */
export async function tellOwnerWhatUnprovenAccountLeft(
  deps: Pick<ServiceDependencies, 'mailer' | 'settings' | 'logger'>,
  ownerEmail: string,
  cleanup: UnprovenAccountCleanup,
): Promise<void> {
  if (!hasCleanedUp(cleanup)) return;
  const message = createUnprovenAccountCleanupEmail({
    to: ownerEmail,
    ...cleanup,
    link: `${deps.settings.publicUrl}/organization/users`,
  });
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'The mail about an unproven account could not be sent');
  });
}
