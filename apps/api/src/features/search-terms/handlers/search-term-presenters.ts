import type { components } from '@utmost/ads-sdk';
import type { SearchTermRunRow } from '../repositories/search-term-run-repository.js';

type Schemas = components['schemas'];

/** A search-term validation run as the contract shows it (progress only while it works). */
export function presentSearchTermRun(run: SearchTermRunRow): Schemas['SearchTermJobRun'] {
  return {
    jobId: run.id,
    resourceName: run.resourceName,
    accountName: run.accountName,
    state: run.state,
    failureReason: run.failureReason,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    progress: run.state === 'pending' ? (run.progress ?? null) : null,
    summary: run.summary ?? null,
  };
}
