import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdPlatform,
  PlatformNegativeCreate,
  PlatformNegativeKeywords,
} from '../../src/ad-platform.js';
import { describeNegativeRefusal } from '../../src/google/google-negative-errors.js';
import {
  connectLogin,
  createLoginCredentials,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
  createSandboxGoogle,
} from './sandbox-harness.js';

// Negative keywords written and removed through the six services of platform-apis.md addendum
// §2.2 against the sandbox, on the wire format: a list created, filled and attached; the same
// read back by the inventory; Google's limits and errors in the catalogue's words; a create whose
// answer is lost is not sent twice and is found by re-reading.

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const sprout = { id: customers.sproutstrong, managerId: null };

let harness: SandboxHarness;
let google: AdPlatform;
let negatives: PlatformNegativeKeywords;
let credentials: LoginCredentials;
let mutateCalls = 0;

beforeAll(async () => {
  harness = await startSandbox({});
  ({ google } = createSandboxGoogle(harness, {
    observe: (input) => {
      if (String(input).endsWith(':mutate')) mutateCalls += 1;
    },
  }));
  negatives = google.negativeKeywords!;
  credentials = createLoginCredentials(google.oauth, await connectLogin(google.oauth, logins.ada));
});

afterEach(async () => {
  await harness.control('faults', undefined, 'DELETE');
});

afterAll(async () => {
  await harness.close();
});

const inventory = () => google.readKeywordInventory!(credentials, sprout);

async function firstCampaignIds(): Promise<[string, string]> {
  const ids = [...new Set((await inventory()).keywords.map((keyword) => keyword.campaign.id))];
  return [ids[0]!, ids[1]!];
}

async function createOne(create: PlatformNegativeCreate) {
  const [result] = await negatives.create(credentials, sprout, [create]);
  return result!;
}

function idOf(resourceName: string): string {
  return resourceName.split('/').pop()!.split('~').pop()!;
}

describe('negative keywords on the wire', () => {
  it('creates a list, fills it, attaches it, reads it back, and removes exactly that', async () => {
    const before = await inventory();
    const [first, second] = await firstCampaignIds();
    const set = await createOne({
      kind: 'sharedSet',
      name: 'Utmost - waste',
      type: 'NEGATIVE_KEYWORDS',
    });
    expect(set).toEqual({
      status: 'added',
      resourceName: expect.stringMatching(/^customers\/4120000002\/sharedSets\/\d+$/),
    });
    if (set.status !== 'added') throw new Error('no list');
    const sharedSetId = idOf(set.resourceName);
    const creates: PlatformNegativeCreate[] = [
      { kind: 'sharedCriterion', sharedSetId, text: 'beef protein', matchType: 'PHRASE' },
      { kind: 'sharedCriterion', sharedSetId, text: 'recipe', matchType: 'BROAD' },
      { kind: 'campaignSharedSet', campaignId: first, sharedSetId },
      {
        kind: 'campaignCriterion',
        campaignId: second,
        text: 'multivitamin vegan',
        matchType: 'EXACT',
      },
    ];
    const results = await negatives.create(credentials, sprout, creates);
    expect(results.map((result) => result.status)).toEqual(['added', 'added', 'added', 'added']);
    const after = await inventory();
    const list = after.negativeLists.find((item) => item.id === sharedSetId);
    expect(list).toMatchObject({
      name: 'Utmost - waste',
      isAccountLevel: false,
      campaignIds: [first],
    });
    expect(list?.keywords.map((keyword) => [keyword.text, keyword.matchType])).toEqual([
      ['beef protein', 'PHRASE'],
      ['recipe', 'BROAD'],
    ]);
    expect(await negatives.find(credentials, sprout, creates)).toEqual(
      results.map((result) => (result.status === 'added' ? result.resourceName : null)),
    );

    const removals = [...results, set].map((result, index) => ({
      kind: index < creates.length ? creates[index]!.kind : ('sharedSet' as const),
      resourceName: result.status === 'added' ? result.resourceName : '',
    }));
    expect(await negatives.remove(credentials, sprout, removals)).toEqual(
      removals.map(() => ({ status: 'removed', wasGone: false })),
    );
    expect(await inventory()).toEqual(before);
    // Removing again finds nothing there: gone, which an undo counts as done.
    expect((await negatives.remove(credentials, sprout, removals.slice(0, 1)))[0]).toEqual({
      status: 'removed',
      wasGone: true,
    });
  });

  it('answers Google’s errors per operation, in the catalogue’s words', async () => {
    const set = await createOne({
      kind: 'sharedSet',
      name: 'Utmost - errors',
      type: 'NEGATIVE_KEYWORDS',
    });
    if (set.status !== 'added') throw new Error('no list');
    const sharedSetId = idOf(set.resourceName);
    const results = await negatives.create(credentials, sprout, [
      { kind: 'sharedSet', name: 'Utmost - errors', type: 'NEGATIVE_KEYWORDS' },
      { kind: 'sharedCriterion', sharedSetId, text: 'a'.repeat(81), matchType: 'PHRASE' },
      {
        kind: 'sharedCriterion',
        sharedSetId,
        text: 'one two three four five six seven eight nine ten eleven',
        matchType: 'PHRASE',
      },
      { kind: 'sharedCriterion', sharedSetId, text: 'jobs', matchType: 'EXACT' },
      { kind: 'sharedCriterion', sharedSetId, text: 'Jobs', matchType: 'EXACT' },
      { kind: 'campaignCriterion', campaignId: '99999', text: 'jobs', matchType: 'EXACT' },
    ]);
    const refusals = results.map((result) =>
      result.status === 'added'
        ? null
        : describeNegativeRefusal(result.error, { text: 'x', listName: 'Utmost - errors' }).code,
    );
    expect(refusals).toEqual([
      'SHARED_LIST_NAME_TAKEN',
      'KEYWORD_TEXT_TOO_LONG',
      'KEYWORD_HAS_TOO_MANY_WORDS',
      null,
      'NEGATIVE_ALREADY_EXISTS',
      'NEGATIVE_TARGET_NOT_FOUND',
    ]);
    for (const result of results) {
      if (result.status !== 'added') expect(result.error.code).not.toBe('UNKNOWN');
    }
  });

  it('keeps Google’s limits: 5,000 keywords a list, 20 lists, one account-level list', async () => {
    const set = await createOne({
      kind: 'sharedSet',
      name: 'Utmost - full',
      type: 'NEGATIVE_KEYWORDS',
    });
    if (set.status !== 'added') throw new Error('no list');
    const sharedSetId = idOf(set.resourceName);
    const full = Array.from({ length: 5_001 }, (_, index): PlatformNegativeCreate => ({
      kind: 'sharedCriterion',
      sharedSetId,
      text: `zorbel ${index}`,
      matchType: 'EXACT',
    }));
    const results = await negatives.create(credentials, sprout, full);
    expect(results.slice(0, 5_000).every((result) => result.status === 'added')).toBe(true);
    const last = results[5_000]!;
    if (last.status === 'added') throw new Error('the list took a 5,001st keyword');
    expect(
      describeNegativeRefusal(last.error, {
        text: 'zorbel 5000',
        listName: 'Utmost - full',
        limit: 5_000,
      }),
    ).toEqual({
      code: 'SHARED_LIST_FULL',
      message:
        'The list “Utmost - full” holds 5000 of 5000 negative keywords: 1 more do not fit (0 left).',
    });

    const lists = (await inventory()).negativeLists.filter((list) => !list.isAccountLevel).length;
    const more = await negatives.create(
      credentials,
      sprout,
      Array.from({ length: 21 - lists }, (_, index) => ({
        kind: 'sharedSet' as const,
        name: `Utmost - list ${index}`,
        type: 'NEGATIVE_KEYWORDS' as const,
      })),
    );
    const refused = more.at(-1)!;
    expect(more.slice(0, -1).every((result) => result.status === 'added')).toBe(true);
    if (refused.status === 'added') throw new Error('a 21st list was made');
    expect(
      describeNegativeRefusal(refused.error, { text: null, listName: 'x', used: 20, limit: 20 })
        .code,
    ).toBe('MAX_SHARED_LISTS_REACHED');

    const accountSet = await createOne({
      kind: 'sharedSet',
      name: 'Account negatives',
      type: 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS',
    });
    if (accountSet.status !== 'added') throw new Error('no account list');
    const sharedSetIdOfAccount = idOf(accountSet.resourceName);
    const attach = await negatives.create(credentials, sprout, [
      { kind: 'customerNegativeCriterion', sharedSetId: sharedSetIdOfAccount },
      { kind: 'customerNegativeCriterion', sharedSetId: sharedSetIdOfAccount },
    ]);
    expect(attach.map((result) => result.status)).toEqual(['added', 'failed']);
    expect((await inventory()).negativeLists.at(-1)).toMatchObject({
      id: sharedSetIdOfAccount,
      isAccountLevel: true,
    });
  }, 60_000);

  it('does not send a create twice when its answer is lost; re-reading finds it made', async () => {
    const [first] = await firstCampaignIds();
    await harness.control('faults', {
      provider: 'google',
      endpoint: 'google-ads:mutate',
      kind: 'answer_lost',
      times: 1,
    });
    const create: PlatformNegativeCreate = {
      kind: 'campaignCriterion',
      campaignId: first,
      text: 'vegan restaurants',
      matchType: 'PHRASE',
    };
    const callsBefore = mutateCalls;
    const [result] = await negatives.create(credentials, sprout, [create]);
    expect(result).toMatchObject({ status: 'unknown', error: { code: 'SERVER_ERROR' } });
    expect(mutateCalls - callsBefore).toBe(1);
    const [found] = await negatives.find(credentials, sprout, [create]);
    expect(found).toMatch(new RegExp(`^customers/4120000002/campaignCriteria/${first}~\\d+$`));
  });
});
