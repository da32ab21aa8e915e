import { randomUUID } from 'node:crypto';
import { PlatformError, type PlatformSearchTerm } from '@utmost/platforms';
import {
  ClassifierModelError,
  aggregateSearchTerms,
  summarizeDecisions,
} from '@utmost/search-terms';
import type { AiConfig } from '../../../core/config/ai-config.js';
import type { Logger } from '../../../core/logging/logger.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import type { Lease } from '../../../core/jobs/lease.js';
import { runLeasedWork, type LeasedWorkStore } from '../../../core/jobs/leased-work.js';
import {
  findAdAccountById,
  findPlatformAccountById,
  type AdPlatformDependencies,
} from '../../ad-platforms/index.js';
import { loadClassifierBrief } from '../../briefs/index.js';
import { replaceSearchTermResults } from '../repositories/search-term-result-repository.js';
import {
  claimSearchTermRun,
  finishSearchTermRun,
  releaseSearchTermRun,
  renewSearchTermRun,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';
import type { SearchTermRunProgress, StoredSearchTermSummary } from '../schema.js';
import { createRunClassifier } from './run-classifier.js';
import { toResultRows } from './search-term-result-rows.js';
import { summarizeConvertedExclusions } from './wasted-spend.js';

// One search-term validation run of one Google ad account (spec §4): claimed under a lease, it
// reads the period's search terms from Google, adds them up per term, classifies them against
// the account's brief and stores every decision with the run's summary, in one transaction. A
// run taken over from a silent worker starts again: nothing was sent anywhere, so repeating the
// reading is safe.

export interface SearchTermRunDependencies {
  adPlatforms: Pick<AdPlatformDependencies, 'db' | 'platforms' | 'logins'>;
  /** With a model configured, the hybrid classifier asks it about the unsure terms. */
  ai: AiConfig;
  logger: Logger;
  now: () => Date;
  staleAfterMs: number;
  workerId: string;
}

export type SearchTermRunOutcome = 'not_claimed' | 'completed' | 'no_result' | 'failed';

/** A reason the run cannot go on, in words a marketer reads on the run. */
class RunStopped extends Error {}

export async function executeSearchTermRun(
  deps: SearchTermRunDependencies,
  runId: string,
): Promise<SearchTermRunOutcome> {
  const owner = `${deps.workerId}:${randomUUID()}`;
  const { db } = deps.adPlatforms;
  const outcome = await runLeasedWork(
    {
      subject: `Search-term run ${runId}`,
      owner,
      store: searchTermRunStore(db, runId),
      staleAfterMs: deps.staleAfterMs,
      now: deps.now,
      logger: deps.logger.child({ runId }),
    },
    (run, lease) => executeClaimedRun(deps, run, owner, lease),
  );
  return outcome ?? 'not_claimed';
}

function searchTermRunStore(
  db: DatabaseExecutor,
  runId: string,
): LeasedWorkStore<SearchTermRunRow> {
  return {
    claim: (owner, now, staleBefore) => claimSearchTermRun(db, runId, owner, now, staleBefore),
    renew: (owner, now, progress) =>
      renewSearchTermRun(db, runId, owner, now, progress as SearchTermRunProgress | undefined),
    release: (owner) => releaseSearchTermRun(db, runId, owner),
  };
}

async function executeClaimedRun(
  deps: SearchTermRunDependencies,
  run: SearchTermRunRow,
  owner: string,
  lease: Lease,
): Promise<SearchTermRunOutcome | undefined> {
  const { db } = deps.adPlatforms;
  const logger = deps.logger.child({ runId: run.id, adAccountId: run.adAccountId });
  try {
    const { rows, decisions, model } = await readAndClassify(deps, run, lease, (progress) =>
      saveProgressNow(db, run.id, owner, deps.now(), progress),
    );
    lease.check();
    if (rows.length === 0) {
      const isFinished = await finishSearchTermRun(db, run.id, owner, {
        state: 'no_result',
        summary: null,
        failureReason: null,
        now: deps.now(),
      });
      return isFinished ? 'no_result' : undefined;
    }
    const summary: StoredSearchTermSummary = {
      ...summarizeDecisions(rows, decisions),
      ...summarizeConvertedExclusions(rows, decisions),
      model,
    };
    const results = toResultRows(run, rows, decisions);
    const isFinished = await db.transaction(async (transaction) => {
      await replaceSearchTermResults(transaction, run.id, results);
      return finishSearchTermRun(transaction, run.id, owner, {
        state: 'completed',
        summary,
        failureReason: null,
        now: deps.now(),
      });
    });
    if (isFinished) logger.info({ summary }, 'Search-term run completed');
    return isFinished ? 'completed' : undefined;
  } catch (error) {
    const reason = describeFailure(error);
    if (reason === null) throw error;
    lease.check();
    logger.warn({ err: error, reason }, 'Search-term run failed');
    const isFinished = await finishSearchTermRun(db, run.id, owner, {
      state: 'failed',
      summary: null,
      failureReason: reason,
      now: deps.now(),
    });
    return isFinished ? 'failed' : undefined;
  }
}

/**
 * Writes a stage change at once rather than with the next heartbeat: classifying 100,000 terms
 * holds the process for a while, and the people watching should see it has started. A lost lease
 * is noticed by the next `lease.check()`.
 */
async function saveProgressNow(
  db: DatabaseExecutor,
  runId: string,
  owner: string,
  now: Date,
  progress: SearchTermRunProgress,
): Promise<void> {
  await renewSearchTermRun(db, runId, owner, now, progress);
}

async function readAndClassify(
  deps: SearchTermRunDependencies,
  run: SearchTermRunRow,
  lease: Lease,
  saveProgress: (progress: SearchTermRunProgress) => Promise<void>,
) {
  const { db } = deps.adPlatforms;
  // The run was authorised when it was requested; the worker acts within that organization.
  const scope = grantOrganizationScope(run.organizationId, 'owner');
  const account = await findAdAccountById(db, scope, run.adAccountId);
  if (!account) throw new RunStopped('The ad account was removed from Utmost.');
  if (account.brandId === null) throw new RunStopped('The ad account has no AI brief any more.');
  const brief = await loadClassifierBrief(db, scope, account.brandId);
  if (!brief) throw new RunStopped('The ad account has no AI brief any more.');
  const login = await findPlatformAccountById(db, scope, account.platformAccountId);
  if (!login || login.connectionStatus !== 'CONNECTED') {
    throw new RunStopped(
      'The Google Ads login of this account is not connected. Reconnect it and run again.',
    );
  }
  const { client } = deps.adPlatforms.platforms.require('google');
  const listSearchTerms = client.listSearchTerms?.bind(client);
  if (!listSearchTerms) throw new RunStopped('Search terms cannot be read from this platform.');
  const daily: PlatformSearchTerm[] = [];
  // Google reports a term once per keyword and day: progress counts the distinct terms, as the
  // results will (aggregateSearchTerms keys them the same way).
  const termsSeen = new Set<string>();
  await deps.adPlatforms.logins.run(
    { scope, login, platform: 'google', client },
    async (credentials) => {
      daily.length = 0;
      termsSeen.clear();
      const pages = listSearchTerms(
        credentials,
        { id: account.platformAdAccountId, managerId: account.managerId },
        {
          period: { startDate: run.periodStart, endDate: run.periodEnd },
          signal: lease.signal,
        },
      );
      for await (const page of pages) {
        lease.check();
        daily.push(...page);
        for (const term of page) {
          const text = term.searchTerm.trim();
          if (text !== '') termsSeen.add(text);
        }
        lease.reportProgress({ stage: 'reading', termsRead: termsSeen.size, termsClassified: 0 });
      }
    },
  );
  const rows = aggregateSearchTerms(daily);
  const classifying: SearchTermRunProgress = {
    stage: 'classifying',
    termsRead: rows.length,
    termsClassified: 0,
  };
  lease.reportProgress(classifying);
  await saveProgress(classifying);
  const classifier = createRunClassifier(deps.ai, deps.logger, brief, run.organizationId);
  const { decisions, model } = await classifier.classify(rows);
  const saving: SearchTermRunProgress = {
    stage: 'saving',
    termsRead: rows.length,
    termsClassified: decisions.length,
  };
  lease.reportProgress(saving);
  await saveProgress(saving);
  return { rows, decisions, model };
}

/**
 * Why the run failed, for the run; null for an unexpected error (the job retries it). The
 * platform client has already retried rate limits and server errors by the time one arrives.
 */
function describeFailure(error: unknown): string | null {
  if (error instanceof RunStopped) return error.message;
  if (error instanceof ClassifierModelError) {
    return `The AI model could not classify the search terms (${error.reason}). Run the validation again later.`;
  }
  if (!(error instanceof PlatformError)) return null;
  switch (error.code) {
    case 'AUTH_REVOKED':
      return 'Google Ads no longer grants access to this account. Reconnect the login and run again.';
    case 'RATE_LIMITED':
    case 'SERVER_ERROR':
      return 'Google Ads did not answer in time. Run the validation again later.';
    default:
      return `Google Ads refused to list the search terms (${error.message}).`;
  }
}
