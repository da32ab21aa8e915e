import { VALIDATION_NEEDS_BRIEF } from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findAdAccountsByResourceNames } from '../../ad-platforms/index.js';
import { learnExamples } from '../../briefs/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';

// Accepting or rejecting decisions in the Search terms tab (issue 16 item 5): the account's brief
// learns them, and the next run follows them for those terms and their close variants.

export interface LearnedDecision {
  searchTerm: string;
  isExclude: boolean;
  category: 'product' | 'brand';
}

export async function learnSearchTermDecisions(
  deps: { db: DatabaseExecutor; now: () => Date },
  caller: Caller,
  organizationId: string,
  input: { adAccountId: string; decisions: readonly LearnedDecision[] },
): Promise<{ brandId: string; learned: number; learnedTotal: number }> {
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
  const learnedTotal = await learnExamples(
    deps.db,
    scope,
    account.brandId,
    input.decisions,
    deps.now(),
  );
  return { brandId: account.brandId, learned: input.decisions.length, learnedTotal };
}
