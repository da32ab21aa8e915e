import { sortAdAccounts, type AdAccount } from '@utmost/ads-sdk';
import type { SearchTermJobRun } from '@utmost/ads-sdk/query';
import { findValidationProgress, type ValidationProgress } from '../../../lib/validation-progress';

/** How an account's last finished validation ended. */
export type ValidationOutcome = Exclude<SearchTermJobRun['state'], 'pending'>;

/** A row of the account chooser: the account, whether it validates now and how it last ended. */
export interface AnalysisAccount {
  account: AdAccount;
  isValidating: boolean;
  /** How far the validation at work got; null when none works. */
  progress: ValidationProgress | null;
  /** Null when the organization's recent runs do not include one of the account's. */
  lastOutcome: ValidationOutcome | null;
}

type FinishedRun = SearchTermJobRun & { state: ValidationOutcome };

function isFinished(run: SearchTermJobRun): run is FinishedRun {
  return run.state !== 'pending';
}

/** The costliest waste first: where a look pays most. Accounts without results come last. */
const ANALYSIS_ACCOUNT_SORT = { key: 'badImpressions', order: 'desc' } as const;

/**
 * The accounts whose search terms can be analysed, those with an AI brief (the analysis judges
 * terms against it), each with what the organization's runs tell of it: a validation at work, and
 * how the last finished one ended (the runs list holds each organization's latest runs).
 */
export function findAnalysisAccounts(
  accounts: readonly AdAccount[],
  runs: readonly SearchTermJobRun[],
): AnalysisAccount[] {
  const briefed = accounts.filter((account) => account.brand !== null);
  return sortAdAccounts(briefed, ANALYSIS_ACCOUNT_SORT).map((account) => {
    const own = runs.filter((run) => run.resourceName === account.resourceName);
    const lastFinished = own
      .filter(isFinished)
      .reduce<FinishedRun | null>(
        (latest, run) =>
          latest === null || Date.parse(run.createdAt) > Date.parse(latest.createdAt)
            ? run
            : latest,
        null,
      );
    const isValidating = own.some((run) => run.state === 'pending');
    return {
      account,
      isValidating,
      progress: isValidating ? findValidationProgress(own, account.resourceName) : null,
      lastOutcome: lastFinished?.state ?? null,
    };
  });
}
