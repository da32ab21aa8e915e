import type { Platform } from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  listTemplateUsers,
  unassignUrlTemplates,
} from '../repositories/template-assignment-repository.js';
import {
  deleteUrlTemplates as deleteTemplateRows,
  findUrlTemplatesByIds,
} from '../repositories/url-template-repository.js';
import { authorizeOrganization } from '../../identity/index.js';
import { TEMPLATE_NOT_FOUND } from './url-template-service.js';

// Deleting tracking templates. One in use is deleted only when the caller confirms it, knowing
// which ad accounts will stop tagging; then those accounts lose it and are switched off, in the
// same transaction as the delete.

/** The 409's message: who uses the templates, and what confirming does to them. */
export function describeTemplatesInUse(accountNames: readonly string[]): string {
  return `Used by ${accountNames.join(', ')}. Confirm to delete: these ad accounts will stop tagging.`;
}

export interface DeletedUrlTemplates {
  deleted: string[];
  /** Resource names of the accounts that lost their template and stopped tagging. */
  disabledAdAccounts: string[];
}

export async function deleteUrlTemplates(
  deps: AdPlatformDependencies,
  caller: Caller,
  target: { platform: Platform; organizationId: string },
  input: { templatesId: readonly string[]; confirmInUse?: boolean },
): Promise<DeletedUrlTemplates> {
  const { platform } = target;
  const scope = await authorizeOrganization(
    deps.db,
    caller,
    target.organizationId,
    'templates:edit',
  );
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    // Locked: an assignment racing with this delete waits for it, then finds no template.
    const found = await findUrlTemplatesByIds(
      transaction,
      scope,
      platform,
      input.templatesId,
      'update',
    );
    if (found.length !== new Set(input.templatesId).size) {
      throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
    }
    const users = await listTemplateUsers(transaction, scope, input.templatesId);
    if (users.length > 0 && input.confirmInUse !== true) {
      throw new AppError('CONFLICT', describeTemplatesInUse(users.map((user) => user.name)));
    }
    const disabledAdAccounts = await unassignUrlTemplates(
      transaction,
      scope,
      input.templatesId,
      now,
    );
    const deleted = new Set(
      await deleteTemplateRows(transaction, scope, platform, input.templatesId),
    );
    return { deleted: input.templatesId.filter((id) => deleted.has(id)), disabledAdAccounts };
  });
}
