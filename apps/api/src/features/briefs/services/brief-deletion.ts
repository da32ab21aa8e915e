import { BRIEF_IN_USE } from '@utmost/ads-sdk';
import { AppError } from '../../../core/errors/app-error.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { listBriefUsers, unassignBriefs } from '../repositories/brief-assignment-repository.js';
import { deleteBriefRows, findBriefsByIds } from '../repositories/brief-repository.js';
import { BRIEF_NOT_FOUND, type BriefsDependencies } from './brief-service.js';

// Deleting briefs. One in use is deleted only when the caller confirms it, knowing which ad
// accounts lose it; then those accounts are detached in the same transaction as the delete.

/** The 409's message: who uses the briefs, and what confirming does to them. */
export function describeBriefsInUse(accountNames: readonly string[]): string {
  return `${BRIEF_IN_USE}: ${accountNames.join(', ')}. Confirm to delete: their search terms will no longer be checked against it.`;
}

export interface DeletedBriefs {
  deleted: string[];
  detachedAdAccounts: string[];
}

export async function deleteBriefs(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  input: { brandIds: readonly string[]; confirmInUse?: boolean },
): Promise<DeletedBriefs> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    // Locked: an assignment racing with this delete waits for it, then finds no brief.
    const found = await findBriefsByIds(transaction, scope, input.brandIds, 'update');
    if (found.length !== new Set(input.brandIds).size) {
      throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
    }
    const users = await listBriefUsers(transaction, scope, input.brandIds);
    if (users.length > 0 && input.confirmInUse !== true) {
      throw new AppError('CONFLICT', describeBriefsInUse(users.map((user) => user.name)));
    }
    const detachedAdAccounts = await unassignBriefs(transaction, scope, input.brandIds, now);
    const deleted = new Set(await deleteBriefRows(transaction, scope, input.brandIds));
    return { deleted: input.brandIds.filter((id) => deleted.has(id)), detachedAdAccounts };
  });
}
