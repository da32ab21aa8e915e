import { createHearthlyAccount, SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import {
  NEGATIVE_MESSAGES,
  RECONNECT_TO_READ_KEYWORDS,
  UNKNOWN_QUERY_PARAMETER,
  type components,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import {
  AD_PLATFORM_TEST_ENV,
  armSandboxFault,
  clearSandboxFaults,
  revokeAtSandbox,
} from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { setUpBriefedHearthly } from './search-term-fixtures.js';
import { plannerTerm, seedPlannerRun, type PlannerTermSeed } from './seeded-planner-run.js';

// The negative keyword planner over a seeded run of the sandbox's Hearthly, whose keywords and
// negatives the API reads from the sandbox's Google Ads: merged suggestions with their blocked
// terms and saving, a suggestion that would block an exact keyword shown as a conflict and
// refused, the account-level list's room, a run without exclusions, tenant isolation, bad input.

const { google } = SANDBOX_AD_CATALOG;
type Plan = components['schemas']['NegativeKeywordPlan'];

// An enabled exact keyword of the account, read from the sandbox's seed (not typed here).
const exactKeyword = createHearthlyAccount().keywordLists.adGroupKeywords.find(
  (keyword) => !keyword.negative && keyword.matchType === 'EXACT',
)!;

const PLANNED_TERMS: PlannerTermSeed[] = [
  plannerTerm('zorbel lantern repair manual', 12_000_000, 0, true),
  plannerTerm('zorbel lantern repair kit', 6_000_000, 0, true),
  plannerTerm('glimmerwart course online', 3_000_000, 0, true),
  plannerTerm(exactKeyword.text, 9_000_000, 0, true),
  plannerTerm('quantaloo premium cover', 30_000_000, 6, false),
];

let testApp: TestApp;
let organization: Organization;
let other: Organization;
let jobId: string;

function requestPlan(
  query: Record<string, string>,
  as: Organization = organization,
  adAccountId: string = google.customers.hearthly,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/searchTerms/negativePlanner?${new URLSearchParams({
      organization_id: as.id,
      adAccountId,
      ...query,
    })}`,
    headers: asBrowser(as.cookie),
  });
}

async function readPlan(query: Record<string, string> = {}): Promise<Plan> {
  const response = await requestPlan(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Plan }>().content;
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  ({ organization } = await setUpBriefedHearthly(testApp, 'NegativePlanner', {
    withRules: false,
  }));
  ({ organization: other } = await setUpBriefedHearthly(testApp, 'NegativePlannerOther', {
    withRules: false,
  }));
});

afterAll(async () => {
  await testApp.close();
});

describe('the negative keyword planner', () => {
  it('answers no run and no suggestions for an account never validated', async () => {
    const plan = await readPlan();
    expect(plan).toMatchObject({ run: null, suggestions: [], total: 0 });
  });

  describe('on a seeded run', () => {
    beforeAll(async () => {
      jobId = await seedPlannerRun(testApp, organization, PLANNED_TERMS);
    });

    it('suggests phrase negatives, merged where safe, with the terms they block and the saving', async () => {
      const plan = await readPlan();
      expect(plan.run?.jobId).toBe(jobId);
      expect(plan.total).toBe(plan.suggestions.length);
      const merged = plan.suggestions.find(
        (suggestion) => suggestion.text === 'zorbel lantern repair',
      );
      expect(merged).toMatchObject({
        matchType: 'PHRASE',
        level: 'account',
        source: 'excludedTerms',
        blockedTermCount: 2,
        costMicros: 18_000_000,
        conversions: 0,
        conflicts: [],
        isRefused: false,
        alreadyExists: false,
        redundantWith: null,
      });
      // 18 over a 30-day period is 18 a month.
      expect(merged!.monthlySavingMicros).toBe(18_000_000);
      expect(merged!.blockedTerms.map((blocked) => blocked.searchTerm)).toEqual([
        'zorbel lantern repair manual',
        'zorbel lantern repair kit',
      ]);
      expect(merged!.reason).toContain('2 excluded search terms');
      // The largest saving first; nothing suggested blocks the term that converted.
      const savings = plan.suggestions.map((suggestion) => suggestion.monthlySavingMicros);
      expect(savings).toEqual([...savings].sort((left, right) => right - left));
      expect(
        plan.suggestions.some((suggestion) =>
          suggestion.blockedTerms.some((blocked) => blocked.searchTerm.startsWith('quantaloo')),
        ),
      ).toBe(false);
    });

    it('shows a negative that would block an enabled keyword as a conflict, refused by name', async () => {
      const plan = await readPlan();
      const conflicting = plan.suggestions.find(
        (suggestion) => suggestion.text === exactKeyword.text,
      );
      expect(conflicting?.isRefused).toBe(true);
      expect(conflicting?.conflicts).toContainEqual(
        expect.objectContaining({
          keyword: exactKeyword.text,
          matchType: 'EXACT',
          adGroupId: exactKeyword.adGroupId,
          campaignId: exactKeyword.campaignId,
        }),
      );
      expect(conflicting?.conflicts[0]?.campaignName).toBeTruthy();
      expect(conflicting?.refusals[0]).toMatchObject({ code: 'NEGATIVE_BLOCKS_KEYWORD' });
      expect(conflicting?.refusals[0]?.message).toContain(`“${exactKeyword.text}”`);
    });

    it('gives the account-level list and its room, read from Google', async () => {
      const plan = await readPlan();
      expect(plan.list).toEqual({
        level: 'account',
        name: 'Account negatives',
        limit: 1000,
        used: 1,
        roomLeft: 999,
      });
    });

    it('pages the suggestions, and takes exact match on request', async () => {
      const all = await readPlan();
      const second = await readPlan({ offset: '1', limit: '1' });
      expect(second.suggestions).toEqual(all.suggestions.slice(1, 2));
      expect(second).toMatchObject({ offset: 1, limit: 1, total: all.total });
      const exact = await readPlan({ matchType: 'EXACT' });
      expect(exact.suggestions.every((suggestion) => suggestion.matchType === 'EXACT')).toBe(true);
    });

    it('keeps another organization out: its account and run answer 404', async () => {
      const byOther = await requestPlan({ jobId }, other);
      expect(byOther.statusCode).toBe(404);
      expect((await requestPlan({}, organization, '999')).statusCode).toBe(404);
      const unknownRun = await requestPlan({ jobId: '00000000-0000-4000-8000-000000000000' });
      expect(unknownRun.statusCode).toBe(404);
    });
  });

  it('explains that a run with no excluded terms leaves nothing to suggest', async () => {
    const runId = await seedPlannerRun(testApp, other, [
      plannerTerm('quantaloo premium cover', 30_000_000, 6, false),
    ]);
    const response = await requestPlan({ jobId: runId }, other);
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<{ content: Plan }>().content;
    expect(plan.suggestions).toEqual([]);
    expect(plan.notices).toEqual([
      { code: 'PLANNER_NO_EXCLUDED_TERMS', message: NEGATIVE_MESSAGES.PLANNER_NO_EXCLUDED_TERMS },
    ]);
  });

  it('answers 400 to bad input, naming the parameter', async () => {
    const badQueries: Record<string, string>[] = [
      { adAccountId: 'customers/1' },
      { jobId: 'not-a-uuid' },
      { offset: '-1' },
      { limit: '0' },
      { limit: '1001' },
      { matchType: 'FUZZY' },
    ];
    for (const query of badQueries) {
      const { adAccountId, ...rest } = query;
      const response = await requestPlan(
        rest,
        organization,
        adAccountId ?? google.customers.hearthly,
      );
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toContain(Object.keys(query)[0]);
    }
    const unknown = await requestPlan({ color: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(UNKNOWN_QUERY_PARAMETER);
  });

  // Last: these break the sandbox login every organization here shares.
  describe('when Google cannot be read', () => {
    it('answers 502 when Google Ads fails, and 409 asking to reconnect once access is revoked', async () => {
      await armSandboxFault(testApp.app, {
        provider: 'google',
        endpoint: 'google-ads:search',
        kind: 'server_error',
        times: 20,
      });
      try {
        const failed = await requestPlan({ jobId });
        expect(failed.statusCode, failed.body).toBe(502);
        expect(failed.json()).toMatchObject({ error: { code: 'PLATFORM_ERROR' } });
      } finally {
        await clearSandboxFaults(testApp.app);
      }
      await revokeAtSandbox(testApp.app, 'google', google.logins.ada);
      const revoked = await requestPlan({ jobId });
      expect(revoked.statusCode, revoked.body).toBe(409);
      expect(revoked.json()).toMatchObject({
        error: { code: 'CONFLICT', message: RECONNECT_TO_READ_KEYWORDS },
      });
    });
  });
});
