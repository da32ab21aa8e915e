import { eq } from 'drizzle-orm';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import {
  replaceSearchTermResults,
  type NewSearchTermResult,
} from '../../src/features/search-terms/repositories/search-term-result-repository.js';
import { insertSearchTermRuns } from '../../src/features/search-terms/repositories/search-term-run-repository.js';
import {
  searchTermRuns,
  type StoredDecisionSnapshot,
} from '../../src/features/search-terms/schema.js';
import { callAds, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { HEARTHLY } from './search-term-fixtures.js';

// A completed run of Hearthly written straight to the database: eight terms that tell every
// filter and sort key of the results apart, and a summary as runs stored it before they counted
// examples' changes, reviews and the model.

type Signal = StoredDecisionSnapshot['signal'];

function snapshot(isExclude: boolean, signal: Signal): StoredDecisionSnapshot {
  return {
    isExclude,
    category: 'product',
    reason: `${isExclude ? 'Excluded' : 'Kept'} by ${signal}.`,
    confidence: 0.6,
    signal,
  };
}

type Seed = Omit<NewSearchTermResult, 'runId' | 'organizationId' | 'reason'>;

function seed(
  searchTerm: string,
  keyword: [string, 'EXACT' | 'PHRASE' | 'BROAD'] | null,
  [impressions, clicks, costMicros, conversions]: [number, number, number, number],
  decision: Pick<Seed, 'isExclude' | 'confidence' | 'signal'> & Partial<Seed>,
): Seed {
  return {
    searchTerm,
    matchedKeyword: keyword?.[0] ?? null,
    matchType: keyword?.[1] ?? null,
    impressions,
    clicks,
    costMicros,
    conversions,
    category: 'product',
    ...decision,
  };
}

/** By first word: each term's metrics, and its CPA (cost over conversions, in millions). */
export const SEEDED_TERMS: Seed[] = [
  // CPA 2.5
  seed('alpha boots', ['boots', 'EXACT'], [100, 10, 5_000_000, 2], {
    isExclude: false,
    confidence: 0.9,
    signal: 'relevant',
  }),
  // No CPA
  seed('beta boots cheap', ['boots', 'PHRASE'], [300, 30, 9_000_000, 0], {
    isExclude: true,
    confidence: 0.6,
    signal: 'unrelated',
  }),
  // CPA 1; an example overruled the rules.
  seed('gamma free boots', ['free boots', 'BROAD'], [50, 5, 1_000_000, 1], {
    isExclude: true,
    confidence: 0.97,
    signal: 'example',
    rulesDecision: snapshot(false, 'relevant'),
  }),
  // CPA 2; Google named no keyword.
  seed('delta brandname', null, [1000, 200, 20_000_000, 10], {
    isExclude: false,
    category: 'brand',
    confidence: 0.95,
    signal: 'own_brand',
  }),
  // No CPA
  seed('epsilon jobs', ['boots', 'BROAD'], [10, 0, 0, 0], {
    isExclude: true,
    confidence: 0.8,
    signal: 'job_seeker',
  }),
  // CPA 1; the model overruled the local classifier.
  seed('zeta boots repair', ['boots repair', 'PHRASE'], [200, 20, 4_000_000, 4], {
    isExclude: false,
    confidence: 0.9,
    signal: 'model',
    localDecision: snapshot(true, 'unrelated'),
  }),
  // No CPA; the model agreed with the local classifier.
  seed('eta boots sale', ['boots', 'EXACT'], [150, 15, 3_000_000, 0], {
    isExclude: true,
    confidence: 0.9,
    signal: 'model',
    localDecision: snapshot(true, 'not_sold'),
  }),
  // CPA 5; left for review.
  seed('theta boots costly', ['boots', 'BROAD'], [500, 60, 15_000_000, 3], {
    isExclude: true,
    confidence: 0.5,
    signal: 'unrelated',
    needsReview: true,
    localDecision: snapshot(true, 'unrelated'),
  }),
];

/** Writes the seeded run for the organization's Hearthly; returns its id (the `jobId`). */
export async function seedSearchTermRun(
  testApp: TestApp,
  organization: Organization,
): Promise<string> {
  const db = testApp.testDatabase.database.db;
  const accounts = await callAds(testApp.app, organization, 'GET', 'google/ads/accounts');
  const account = accounts
    .json<{ content: { id: string; resourceName: string; name: string }[] }>()
    .content.find((row) => row.resourceName === HEARTHLY)!;
  const [run] = await insertSearchTermRuns(db, grantOrganizationScope(organization.id, 'owner'), [
    {
      adAccountId: account.id,
      accountName: account.name,
      resourceName: HEARTHLY,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-30',
    },
  ]);
  const runId = run!.id;
  await db
    .update(searchTermRuns)
    .set({
      state: 'completed',
      finishedAt: new Date(),
      summary: {
        terms: SEEDED_TERMS.length,
        excludedTerms: 5,
        impressions: 2310,
        excludedImpressions: 1010,
        costMicros: 57_000_000,
        excludedCostMicros: 28_000_000,
        decidedBy: { examples: 1, rules: 5, model: 2 },
      },
    })
    .where(eq(searchTermRuns.id, runId));
  await replaceSearchTermResults(
    db,
    runId,
    SEEDED_TERMS.map((term) => ({
      ...term,
      runId,
      organizationId: organization.id,
      reason: `Reason for ${term.searchTerm}.`,
    })),
  );
  return runId;
}
