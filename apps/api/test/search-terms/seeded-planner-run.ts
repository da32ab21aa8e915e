import { eq } from 'drizzle-orm';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { replaceSearchTermResults } from '../../src/features/search-terms/repositories/search-term-result-repository.js';
import { insertSearchTermRuns } from '../../src/features/search-terms/repositories/search-term-run-repository.js';
import { searchTermRuns } from '../../src/features/search-terms/schema.js';
import { callAds, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { HEARTHLY } from './search-term-fixtures.js';

// A finished validation run of the sandbox's Hearthly with the terms a test names, for the
// negative keyword planner and the apply gate (which reads the run's converting terms).

export interface PlannerTermSeed {
  searchTerm: string;
  costMicros: number;
  conversions: number;
  isExclude: boolean;
}

export const plannerTerm = (
  searchTerm: string,
  costMicros: number,
  conversions: number,
  isExclude: boolean,
): PlannerTermSeed => ({ searchTerm, costMicros, conversions, isExclude });

export async function seedPlannerRun(
  testApp: TestApp,
  organization: Organization,
  terms: PlannerTermSeed[],
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
    .set({ state: 'completed', finishedAt: new Date() })
    .where(eq(searchTermRuns.id, runId));
  await replaceSearchTermResults(
    db,
    runId,
    terms.map((seed) => ({
      ...seed,
      runId,
      organizationId: organization.id,
      matchedKeyword: null,
      matchType: null,
      impressions: 100,
      clicks: 10,
      category: 'product' as const,
      confidence: 0.9,
      signal: 'unrelated' as const,
      reason: `Not what the advertiser sells: ${seed.searchTerm}.`,
    })),
  );
  return runId;
}
