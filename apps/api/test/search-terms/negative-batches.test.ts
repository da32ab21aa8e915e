import { createHearthlyAccount, SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import {
  APPLY_NEGATIVES_MESSAGES,
  NEGATIVE_BATCH_FAILURES,
  type components,
} from '@utmost/ads-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import {
  findAdAccountsByResourceNames,
  readKeywordInventory,
} from '../../src/features/ad-platforms/index.js';
import { type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import {
  AD_PLATFORM_TEST_ENV,
  armSandboxFault,
  clearSandboxFaults,
} from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { HEARTHLY, setUpBriefedHearthly } from './search-term-fixtures.js';
import { seedPlannerRun, plannerTerm } from './seeded-planner-run.js';

// Applying chosen negatives to the sandbox's Hearthly through the leased job, and undoing a batch:
// a new shared list written and attached, undo removing exactly that; the account-level list;
// campaign negatives; the conflict gate (refused unless overridden by name); Google's limits; two
// applies racing; a create whose answer is lost, reconciled without a duplicate; a grant revoked
// mid-apply leaving what was written listed.

const { google } = SANDBOX_AD_CATALOG;
type Batch = components['schemas']['NegativeKeywordBatch'];

const seed = createHearthlyAccount();
const exactKeyword = seed.keywordLists.adGroupKeywords.find(
  (keyword) => !keyword.negative && keyword.matchType === 'EXACT' && keyword.status === 'ENABLED',
)!;
const campaignIds = [...new Set(seed.campaigns.map((campaign) => campaign.id))];
const [firstCampaign, secondCampaign] = campaignIds as [string, string];

let testApp: TestApp;
let organization: Organization;
let other: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization } = await setUpBriefedHearthly(testApp, 'NegativeBatches', { withRules: false }));
  ({ organization: other } = await setUpBriefedHearthly(testApp, 'NegativeBatchesOther', {
    withRules: false,
  }));
  await seedPlannerRun(testApp, organization, [
    plannerTerm('zorbel lantern repair manual', 12_000_000, 0, true),
    plannerTerm('quantaloo premium cover', 30_000_000, 6, false),
  ]);
}, 60_000);

afterEach(async () => {
  await clearSandboxFaults(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

function apply(payload: object, as: Organization = organization) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/negativeBatches?organization_id=${as.id}`,
    headers: asBrowser(as.cookie),
    payload: { adAccountId: google.customers.hearthly, ...payload },
  });
}

function readBatch(batchId: string, as: Organization = organization) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/searchTerms/negativeBatches/${batchId}?organization_id=${as.id}`,
    headers: asBrowser(as.cookie),
  });
}

function undo(batchId: string, as: Organization = organization) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/negativeBatches/${batchId}/undo?organization_id=${as.id}`,
    headers: asBrowser(as.cookie),
  });
}

async function waitForBatch(batchId: string): Promise<Batch> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await readBatch(batchId);
    expect(response.statusCode, response.body).toBe(200);
    const batch = response.json<{ content: Batch }>().content;
    if (batch.state !== 'pending' && batch.state !== 'undoing') return batch;
    if (Date.now() > deadline) throw new Error(`Batch ${batchId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function applyAndWait(payload: object): Promise<Batch> {
  const response = await apply(payload);
  expect(response.statusCode, response.body).toBe(202);
  const queued = response.json<{ content: Batch }>().content;
  expect(queued.state).toBe('pending');
  return waitForBatch(queued.id);
}

async function undoAndWait(batchId: string): Promise<Batch> {
  const response = await undo(batchId);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json<{ content: Batch }>().content.state).toBe('undoing');
  return waitForBatch(batchId);
}

/** What Google Ads (the sandbox) has now, read as the planner reads it. */
async function readGoogle() {
  const scope = grantOrganizationScope(organization.id, 'owner');
  const [account] = await findAdAccountsByResourceNames(
    testApp.testDatabase.database.db,
    scope,
    'google',
    [HEARTHLY],
  );
  return readKeywordInventory(testApp.context.adPlatforms, scope, account!);
}

describe('applying negatives', () => {
  it('creates a shared list, fills it, attaches it; undo removes exactly that', async () => {
    const before = await readGoogle();
    const batch = await applyAndWait({
      level: 'sharedList',
      sharedListName: 'Utmost - waste',
      campaignIds: [firstCampaign, secondCampaign],
      negatives: [
        { text: 'zorbel lantern repair', matchType: 'PHRASE' },
        { text: 'glimmerwart', matchType: 'EXACT' },
      ],
    });
    expect(batch).toMatchObject({
      state: 'completed',
      level: 'sharedList',
      sharedList: { name: 'Utmost - waste', isCreated: true, id: expect.stringMatching(/^\d+$/) },
      counts: { added: 2, skipped: 0, failed: 0, removed: 0 },
      progress: { done: 5, total: 5 },
      failureReason: null,
    });
    expect(batch.changes.map((change) => [change.kind, change.text, change.state])).toEqual([
      ['sharedSet', null, 'added'],
      ['campaignSharedSet', null, 'added'],
      ['campaignSharedSet', null, 'added'],
      ['sharedCriterion', 'zorbel lantern repair', 'added'],
      ['sharedCriterion', 'glimmerwart', 'added'],
    ]);
    const written = await readGoogle();
    const list = written.negativeLists.find((item) => item.id === batch.sharedList?.id);
    expect(list).toMatchObject({
      name: 'Utmost - waste',
      campaignIds: [firstCampaign, secondCampaign],
    });
    expect(list?.keywords.map((keyword) => `${keyword.matchType} ${keyword.text}`)).toEqual([
      'PHRASE zorbel lantern repair',
      'EXACT glimmerwart',
    ]);

    const undone = await undoAndWait(batch.id);
    expect(undone).toMatchObject({ state: 'undone', counts: { added: 0, removed: 2 } });
    expect(undone.changes.every((change) => change.state === 'removed')).toBe(true);
    expect(await readGoogle()).toEqual(before);
    // Undone once is enough.
    expect((await undo(batch.id)).statusCode).toBe(409);
  });

  it('adds to the existing account-level list and leaves what was already there on undo', async () => {
    const before = await readGoogle();
    const accountList = before.negativeLists.find((item) => item.isAccountLevel)!;
    const existing = accountList.keywords[0]!;
    const batch = await applyAndWait({
      level: 'account',
      negatives: [
        { text: existing.text, matchType: existing.matchType },
        { text: 'plimtrove jobs', matchType: 'PHRASE' },
      ],
    });
    expect(batch).toMatchObject({
      state: 'completed',
      sharedList: { id: accountList.id, isCreated: false },
      counts: { added: 1, skipped: 1 },
    });
    expect(batch.changes.map((change) => [change.text, change.state, change.code])).toEqual([
      [existing.text, 'skipped', 'NEGATIVE_ALREADY_EXISTS'],
      ['plimtrove jobs', 'added', null],
    ]);
    await undoAndWait(batch.id);
    const after = await readGoogle();
    expect(after.negativeLists.find((item) => item.isAccountLevel)?.keywords).toEqual(
      accountList.keywords,
    );
  });

  it('adds campaign negatives to each chosen campaign', async () => {
    const batch = await applyAndWait({
      level: 'campaign',
      campaignIds: [firstCampaign, secondCampaign],
      negatives: [{ text: 'glimmerwart course', matchType: 'PHRASE' }],
    });
    expect(batch.changes.map((change) => [change.kind, change.campaignId, change.state])).toEqual([
      ['campaignCriterion', firstCampaign, 'added'],
      ['campaignCriterion', secondCampaign, 'added'],
    ]);
    const negatives = (await readGoogle()).campaignNegatives.filter(
      (negative) => negative.text === 'glimmerwart course',
    );
    expect(negatives.map((negative) => negative.campaign.id).sort()).toEqual(
      [firstCampaign, secondCampaign].sort(),
    );
    await undoAndWait(batch.id);
  });
});

describe('the gate before anything is queued', () => {
  it('refuses a negative that blocks a keyword, naming it, unless overridden by its text', async () => {
    const negatives = [{ text: exactKeyword.text, matchType: 'EXACT' }];
    const refused = await apply({ level: 'account', negatives });
    expect(refused.statusCode).toBe(400);
    const message = refused.json<{ errors: Record<string, string> }>().errors['negatives.0.text'];
    expect(message).toContain(`would block the keyword “${exactKeyword.text}”`);

    const batch = await applyAndWait({
      level: 'account',
      negatives,
      overrides: [exactKeyword.text],
    });
    expect(batch.changes).toEqual([
      expect.objectContaining({ text: exactKeyword.text, state: 'added', isOverridden: true }),
    ]);
    await undoAndWait(batch.id);
  });

  it('says what a level misses, and answers 404 for an account or batch that is not there', async () => {
    const missingName = await apply({
      level: 'sharedList',
      negatives: [{ text: 'zorbel', matchType: 'EXACT' }],
    });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json()).toEqual({
      errors: { sharedListName: APPLY_NEGATIVES_MESSAGES.sharedListRequired },
    });
    const noCampaigns = await apply({
      level: 'campaign',
      negatives: [{ text: 'zorbel', matchType: 'EXACT' }],
    });
    expect(noCampaigns.json()).toEqual({
      errors: { campaignIds: APPLY_NEGATIVES_MESSAGES.campaignsRequired },
    });
    const unknownAccount = await apply({
      adAccountId: google.customers.sproutstrong,
      level: 'account',
      negatives: [{ text: 'zorbel', matchType: 'EXACT' }],
    });
    expect(unknownAccount.statusCode).toBe(404);
    expect((await readBatch('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await undo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a negative that would have blocked a term that converted', async () => {
    const response = await apply({
      level: 'account',
      negatives: [{ text: 'premium cover', matchType: 'PHRASE' }],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ errors: Record<string, string> }>().errors['negatives.0.text'],
    ).toContain('quantaloo premium cover');
  });

  it('answers Google’s text and list rules in the catalogue’s words, and changes nothing', async () => {
    const before = await readGoogle();
    const tooLong = await apply({
      level: 'account',
      negatives: [
        { text: 'x'.repeat(81), matchType: 'PHRASE' },
        { text: 'one two three four five six seven eight nine ten eleven', matchType: 'PHRASE' },
        { text: 'cheap!', matchType: 'PHRASE' },
      ],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      errors: {
        'negatives.0.text': `A keyword can have at most 80 characters; “${'x'.repeat(81)}” has 81. Shorten it.`,
        'negatives.1.text':
          'A keyword can have at most 10 words; “one two three four five six seven eight nine ten eleven” has 11. Keep the words that make the search unwanted.',
        'negatives.2.text':
          'Google Ads refuses these characters in a keyword: !. Remove them from “cheap!”.',
      },
    });
    const existingName = before.negativeLists.find((item) => !item.isAccountLevel)!.name;
    const taken = await apply({
      level: 'sharedList',
      sharedListName: existingName,
      negatives: [{ text: 'zorbel', matchType: 'EXACT' }],
    });
    expect(taken.json()).toEqual({
      errors: {
        sharedListName: `The account already has a negative keyword list named “${existingName}”: choose that list or another name.`,
      },
    });
    const missing = await apply({
      level: 'sharedList',
      sharedListId: '123',
      negatives: [{ text: 'zorbel', matchType: 'EXACT' }],
    });
    expect(missing.json()).toEqual({
      errors: {
        sharedListId: 'The negative keyword list 123 is not in this ad account (any more).',
      },
    });
    const used = before.negativeLists.find((item) => item.isAccountLevel)!.keywords.length;
    const overfull = await apply({
      level: 'account',
      negatives: Array.from({ length: 1_001 - used }, (_, index) => ({
        text: `zorbel ${index}`,
        matchType: 'EXACT',
      })),
    });
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json<{ errors: Record<string, string> }>().errors.negatives).toBe(
      `The account’s negative keyword list holds ${used} of 1000: ${1_001 - used} more do not fit (${1_000 - used} left).`,
    );
    expect(await readGoogle()).toEqual(before);
  });
});

describe('racing, lost answers, a revoked grant', () => {
  it('answers 409 to a second apply while one runs, and lets one of two racing in', async () => {
    const payload = {
      level: 'account',
      negatives: [{ text: 'vantablix cheap', matchType: 'PHRASE' }],
    };
    const [left, right] = await Promise.all([apply(payload), apply(payload)]);
    const statuses = [left.statusCode, right.statusCode].sort();
    expect(statuses).toEqual([202, 409]);
    const loser = left.statusCode === 409 ? left : right;
    expect(loser.json()).toEqual({
      error: { code: 'CONFLICT', message: APPLY_NEGATIVES_MESSAGES.batchRunning },
    });
    const winner = (left.statusCode === 202 ? left : right).json<{ content: Batch }>().content;
    expect((await waitForBatch(winner.id)).state).toBe('completed');
    await undoAndWait(winner.id);
  });

  it('re-reads a create whose answer was lost instead of sending it again', async () => {
    await armSandboxFault(testApp.app, {
      provider: 'google',
      endpoint: 'google-ads:mutate',
      kind: 'answer_lost',
      times: 1,
    });
    const batch = await applyAndWait({
      level: 'campaign',
      campaignIds: [firstCampaign],
      negatives: [{ text: 'grumbletaft repair', matchType: 'EXACT' }],
    });
    expect(batch.changes).toEqual([
      expect.objectContaining({
        state: 'added',
        resourceName: expect.stringMatching(/campaignCriteria/),
      }),
    ]);
    const copies = (await readGoogle()).campaignNegatives.filter(
      (negative) => negative.text === 'grumbletaft repair',
    );
    expect(copies).toHaveLength(1);
    await undoAndWait(batch.id);
  });

  it('stops when the grant is revoked mid-apply, listing what was written and what was not sent', async () => {
    // Google refuses the token from the first write on (the account was read before it).
    await armSandboxFault(testApp.app, {
      provider: 'google',
      endpoint: 'google-ads:mutate',
      kind: 'revoked_token',
      times: 5,
    });
    const response = await apply({
      level: 'campaign',
      campaignIds: [firstCampaign],
      negatives: [{ text: 'plimtrove rental', matchType: 'EXACT' }],
    });
    expect(response.statusCode, response.body).toBe(202);
    const batch = await waitForBatch(response.json<{ content: Batch }>().content.id);
    expect(batch).toMatchObject({
      state: 'failed',
      failureReason: NEGATIVE_BATCH_FAILURES.revoked,
    });
    expect(batch.changes).toEqual([
      expect.objectContaining({
        state: 'failed',
        code: 'NOT_SENT',
        message: NEGATIVE_BATCH_FAILURES.revoked,
      }),
    ]);
  });
});

describe('tenant isolation', () => {
  it('hides one organization’s batches from another', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/google/searchTerms/negativeBatches?organization_id=${organization.id}&adAccountId=${google.customers.hearthly}`,
      headers: asBrowser(organization.cookie),
    });
    const [latest] = list.json<{ content: Batch[] }>().content;
    expect(latest).toBeDefined();
    expect((await readBatch(latest!.id, other)).statusCode).toBe(404);
    expect((await undo(latest!.id, other)).statusCode).toBe(404);
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/google/searchTerms/negativeBatches/${latest!.id}?organization_id=${organization.id}`,
      headers: asBrowser(other.cookie),
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
