import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GOOGLE,
  mutateGoogle,
  readGoogleErrorCode,
  searchGoogle,
  signInGoogle,
} from './ads-helpers.js';
import { buildTestApp } from './helpers.js';

// The negative-keyword services (platform-apis.md addendum §2.2) at the sandbox's own level: a
// request without partialFailure is all or nothing, validateOnly writes nothing, removes and
// creates show in the GAQL reads at once.

let app: FastifyInstance;
let ada: string;
const HEARTHLY = GOOGLE.customers.hearthly;
const RESEARCH_LIST = `customers/${HEARTHLY}/sharedSets/71000000101`;

beforeEach(async () => {
  ({ app } = await buildTestApp({}));
  ada = (await signInGoogle(app, GOOGLE.logins.ada)).accessToken;
});
afterEach(async () => {
  await app.close();
});

async function listMembers(): Promise<string[]> {
  const response = await searchGoogle(app, ada, HEARTHLY, {
    query:
      'SELECT shared_criterion.keyword.text FROM shared_criterion WHERE shared_set.id = 71000000101',
  });
  const rows = response.json<{ results?: { sharedCriterion: { keyword: { text: string } } }[] }>();
  return (rows.results ?? []).map((row) => row.sharedCriterion.keyword.text);
}

const member = (text: string) => ({
  create: { sharedSet: RESEARCH_LIST, keyword: { text, matchType: 'PHRASE' } },
});

describe('sharedCriteria:mutate', () => {
  it('is all or nothing without partialFailure, and writes nothing on validateOnly', async () => {
    const before = await listMembers();
    const atomic = await mutateGoogle(app, ada, HEARTHLY, 'sharedCriteria', {
      operations: [member('zorbel lamp'), member('bad!text')],
    });
    expect(atomic.statusCode).toBe(400);
    expect(readGoogleErrorCode(atomic)).toEqual({ criterionError: 'KEYWORD_HAS_INVALID_CHARS' });
    expect(await listMembers()).toEqual(before);

    const dryRun = await mutateGoogle(app, ada, HEARTHLY, 'sharedCriteria', {
      operations: [member('zorbel lamp')],
      validateOnly: true,
    });
    expect(dryRun.statusCode).toBe(200);
    expect(await listMembers()).toEqual(before);

    const written = await mutateGoogle(app, ada, HEARTHLY, 'sharedCriteria', {
      operations: [member('zorbel lamp')],
    });
    expect(written.json()).toEqual({
      results: [
        {
          resourceName: expect.stringMatching(
            /^customers\/4120000001\/sharedCriteria\/71000000101~\d+$/,
          ),
        },
      ],
    });
    expect(await listMembers()).toEqual([...before, 'zorbel lamp']);
  });

  it('refuses an update: a shared criterion has none (remove and create instead)', async () => {
    const response = await mutateGoogle(app, ada, HEARTHLY, 'sharedCriteria', {
      operations: [{ updateMask: 'keyword.text', update: { resourceName: `${RESEARCH_LIST}~1` } }],
      partialFailure: true,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain('MUTATE_NOT_ALLOWED');
  });
});
