import { BRIEF_NAME_NOT_UNIQUE, NO_READING_CORRECTIONS, type BriefInput } from '@utmost/ads-sdk';
import { createBriefSchema } from '@utmost/ads-sdk/schemas';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { authorizeOrganization, chooseWorkspace, type Caller } from '../../identity/index.js';
import { listBriefUsers, type BriefUser } from '../repositories/brief-assignment-repository.js';
import {
  findBrief,
  insertBrief,
  listBriefs,
  listOtherBriefNames,
  updateBrief,
  type BriefContent,
  type BriefRow,
} from '../repositories/brief-repository.js';
import { BRIEF_NAME_UNIQUE_INDEX } from '../schema.js';

// Listing and saving AI briefs (spec §7 "Briefs and AI rules"). The rules and their messages are
// the SDK's schema, the one the editor's form runs; the name's uniqueness is also a unique index,
// so two saves racing with one name still end in the rule's 400, never a 500.

/** The same answer for "no such brief" and "not yours": nothing leaks about others. */
export const BRIEF_NOT_FOUND = 'AI brief not found.';

export interface BriefsDependencies {
  db: DatabaseExecutor;
  now: () => Date;
}

/** A brief with the ad accounts it is assigned to. */
export type BriefListing = BriefRow & { adAccounts: Omit<BriefUser, 'brandId'>[] };

async function attachUsers(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  briefs: readonly BriefRow[],
): Promise<BriefListing[]> {
  const users = await listBriefUsers(
    db,
    scope,
    briefs.map((brief) => brief.id),
  );
  return briefs.map((brief) => ({
    ...brief,
    adAccounts: users
      .filter((user) => user.brandId === brief.id)
      .map(({ brandId: _brandId, ...account }) => account),
  }));
}

async function describeOne(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  row: BriefRow,
): Promise<BriefListing> {
  const [brief] = await attachUsers(db, scope, [row]);
  if (!brief) throw new Error('A brief could not be described');
  return brief;
}

/** Any member: the organization's briefs, newest first. */
export async function listOrganizationBriefs(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
): Promise<BriefListing[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:view');
  return attachUsers(deps.db, scope, await listBriefs(deps.db, scope));
}

export async function getBrief(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  id: string,
): Promise<BriefListing> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:view');
  const row = await findBrief(deps.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
  return describeOne(deps.db, scope, row);
}

function toInput(row: BriefRow): BriefInput {
  return {
    briefName: row.briefName,
    name: row.companyName,
    website: row.website,
    shortDescription: row.shortDescription,
    competitorsList: row.competitors,
    products: row.products,
    readingCorrections: row.readingCorrections,
  };
}

async function checkBrief(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  id: string | undefined,
  input: BriefInput,
): Promise<BriefContent> {
  const schema = createBriefSchema({
    otherBriefNames: await listOtherBriefNames(db, scope, id),
  });
  const brief = parseInput(schema, input);
  return {
    briefName: brief.briefName,
    companyName: brief.name,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitors: brief.competitorsList,
    products: brief.products,
    // A new brief sent without corrections has none; a changed one was given its stored ones.
    readingCorrections: brief.readingCorrections ?? NO_READING_CORRECTIONS,
  };
}

async function saveOrExplain<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, BRIEF_NAME_UNIQUE_INDEX)) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { briefName: BRIEF_NAME_NOT_UNIQUE },
        cause: error,
      });
    }
    throw error;
  }
}

export async function createBrief(
  deps: BriefsDependencies,
  caller: Caller,
  target: { organizationId: string; workspaceId: string | undefined },
  input: BriefInput,
): Promise<BriefListing> {
  const scope = await authorizeOrganization(deps.db, caller, target.organizationId, 'briefs:edit');
  const content = await checkBrief(deps.db, scope, undefined, input);
  const row = await saveOrExplain(async () =>
    insertBrief(deps.db, scope, {
      ...content,
      workspaceId: await chooseWorkspace(deps.db, scope, target.workspaceId),
      createdByUserId: caller.kind === 'user' ? caller.userId : null,
    }),
  );
  return describeOne(deps.db, scope, row);
}

/**
 * Replaces a brief (PUT) or some of its fields (PATCH: the fields sent over the stored ones). The
 * result is checked as a whole brief either way. Corrections to its reading not sent are kept, so
 * the editor's save of the brief's text never drops a correction made beside it.
 */
export async function changeBrief(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  id: string,
  change: Partial<BriefInput>,
): Promise<BriefListing> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  const stored = await findBrief(deps.db, scope, id);
  if (!stored) throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
  const content = await checkBrief(deps.db, scope, id, { ...toInput(stored), ...change });
  const row = await saveOrExplain(() => updateBrief(deps.db, scope, id, content, deps.now()));
  // Deleted by someone else between the check above and the update.
  if (!row) throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
  return describeOne(deps.db, scope, row);
}
