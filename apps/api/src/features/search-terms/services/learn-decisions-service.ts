import { VALIDATION_NEEDS_BRIEF, type components } from '@utmost/ads-sdk';
import { previewTaughtDecisions, type TaughtDecisionsPreview } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findAdAccountsByResourceNames } from '../../ad-platforms/index.js';
import { learnExamples, readExamplesAfterLearning } from '../../briefs/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { listRunTermDecisions } from '../repositories/search-term-result-repository.js';
import { findResultsRun } from '../repositories/search-term-run-repository.js';

// Accepting or rejecting decisions in the Search terms tab (issues 16 and 24): the account's
// brief learns them, and the next run follows them for those terms, their close variants and,
// when the user chose it, every term holding their phrase. Before saving, a preview says what
// they would change in the run shown, by the package's own lookup (previewTaughtDecisions).

export type LearnedDecision = components['schemas']['LearnedSearchTermDecision'];

type Dependencies = { db: DatabaseExecutor; now: () => Date };

export async function learnSearchTermDecisions(
  deps: Dependencies,
  caller: Caller,
  organizationId: string,
  input: { adAccountId: string; decisions: readonly LearnedDecision[] },
): Promise<{ brandId: string; learned: number; learnedTotal: number }> {
  const { scope, brandId } = await findAccountBrief(deps, caller, organizationId, input);
  const learnedTotal = await learnExamples(deps.db, scope, brandId, input.decisions, deps.now());
  return { brandId, learned: input.decisions.length, learnedTotal };
}

/** What learning `decisions` would change in the run (`jobId`, or the latest); saves nothing. */
export async function previewSearchTermDecisions(
  deps: Dependencies,
  caller: Caller,
  organizationId: string,
  input: { adAccountId: string; jobId?: string; decisions: readonly LearnedDecision[] },
): Promise<TaughtDecisionsPreview> {
  const { scope, brandId, accountId } = await findAccountBrief(deps, caller, organizationId, input);
  const run = await findResultsRun(deps.db, scope, accountId, input.jobId);
  if (!run && input.jobId !== undefined) {
    throw new AppError('NOT_FOUND', 'Search-term validation run not found.');
  }
  if (!run) return { changed: 0, terms: [] };
  const [examples, terms] = await Promise.all([
    readExamplesAfterLearning(deps.db, scope, brandId, input.decisions, deps.now()),
    listRunTermDecisions(deps.db, scope, run.id),
  ]);
  return previewTaughtDecisions(
    examples,
    input.decisions.map((decision) => decision.searchTerm),
    terms,
  );
}

/** The caller may decide for the account (`analysis:start`), which has a brief to learn. */
async function findAccountBrief(
  deps: Dependencies,
  caller: Caller,
  organizationId: string,
  input: { adAccountId: string },
): Promise<{ scope: OrganizationScope; brandId: string; accountId: string }> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:start');
  const [account] = await findAdAccountsByResourceNames(deps.db, scope, 'google', [
    `customers/${input.adAccountId}`,
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Ad account not found.');
  if (account.brandId === null) {
    throw new AppError('BAD_REQUEST', undefined, {
      fieldErrors: { adAccountId: `${account.name}: ${VALIDATION_NEEDS_BRIEF}` },
    });
  }
  return { scope, brandId: account.brandId, accountId: account.id };
}
