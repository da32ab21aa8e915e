import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, type SeenRequest } from '../../test/helpers.js';
import { CLI_EXIT_CODES, runCli } from './run-cli.js';

const ORGANIZATION_ID = '4f1c2a52-9f0e-4c1b-8d5e-1a2b3c4d5e6f';
const JOB_ID = 'c454b3be-2622-4841-b335-dd7b5a68fd7e';
const ENV = { UTMOST_API_KEY: 'utm_test', UTMOST_BASE_URL: 'https://utmost.test' };
const COUNTS = {
  total: 3,
  updated: 2,
  skipped: 1,
  not_supported: 0,
  partially_updated: 0,
  error: 0,
};

function account(resourceName: string, name: string, enabled: boolean) {
  return { resourceName, adAccountId: resourceName.replace(/\D/g, ''), name, enabled };
}

const GOOGLE_ACCOUNTS = [
  account('customers/111', 'Hearthly', true),
  account('customers/222', 'Sproutstrong', false),
];

/** A small Utmost: one organization, two Google accounts, runs that end as `runState` says. */
function answerLikeUtmost(runState: 'completed' | 'failed' = 'completed') {
  return ({ request, url, body }: SeenRequest) => {
    const path = url.pathname;
    if (path === '/api/v1/organizations') {
      return createJsonResponse(200, { content: [{ id: ORGANIZATION_ID, name: 'Acme' }] });
    }
    if (path === '/api/v1/google/ads/accounts')
      return createJsonResponse(200, { content: GOOGLE_ACCOUNTS });
    if (path === '/api/v1/linkedin/ads/accounts') return createJsonResponse(200, { content: [] });
    if (path === '/api/v1/google/ads/autoUrlTemplate' && request.method === 'POST') {
      const { adAccounts } = JSON.parse(body) as { adAccounts: string[] };
      return createJsonResponse(200, {
        content: adAccounts.map((resourceName) => ({
          resourceName,
          state: 'running',
          jobId: JOB_ID,
          reason: null,
          counts: null,
        })),
      });
    }
    if (path === `/api/v1/google/job/autoTagging/jobruns/${JOB_ID}`) {
      return createJsonResponse(200, {
        content: {
          kind: 'tagging',
          state: runState,
          run: { jobId: JOB_ID, state: runState, counts: COUNTS },
        },
      });
    }
    return createJsonResponse(404, { error: { code: 'NOT_FOUND', message: `No ${path}` } });
  };
}

async function runWith(argv: string, answer: (seen: SeenRequest) => Response | Promise<Response>) {
  const { fetch, seen } = createFakeFetch(answer);
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv.split(' '), {
    env: ENV,
    fetch,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr, seen };
}

describe('runCli', () => {
  it("starts every enabled account's run in the key's own organization, waits and prints the counts", async () => {
    const { code, stdout, stderr, seen } = await runWith(
      'runs start --all --wait',
      answerLikeUtmost(),
    );

    expect({ code, stderr }).toEqual({ code: CLI_EXIT_CODES.done, stderr: '' });
    expect(stdout).toBe(
      'Hearthly\tcustomers/111\tcompleted\t3 total, 2 updated, 1 skipped, 0 not_supported, 0 partially_updated, 0 error\n',
    );
    const start = seen.find(({ url }) => url.pathname.endsWith('/autoUrlTemplate'));
    expect(JSON.parse(start?.body ?? '')).toEqual({ adAccounts: ['customers/111'] });
    expect(start?.url.searchParams.get('wait')).toBe('false');
    expect(start?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('fails with exit code 1 and RUN_FAILED on stderr when a run fails', async () => {
    const { code, stdout, stderr } = await runWith(
      'runs start --account 111 --wait --json',
      answerLikeUtmost('failed'),
    );

    expect(code).toBe(CLI_EXIT_CODES.failed);
    expect(JSON.parse(stdout)).toMatchObject([{ resourceName: 'customers/111', state: 'failed' }]);
    expect(stderr).toBe('RUN_FAILED: 1 of 1 accounts failed or were not run\n');
  });

  it('names an account the organization does not have, before starting anything', async () => {
    const { code, stderr, seen } = await runWith('runs start --account 999', answerLikeUtmost());

    expect(code).toBe(CLI_EXIT_CODES.failed);
    expect(stderr).toBe('NOT_FOUND: No such ad account in this organization: 999\n');
    expect(seen.some(({ request }) => request.method === 'POST')).toBe(false);
  });

  it("prints an API failure's code, message and request id, and exits 75 on a 429", async () => {
    const { code, stdout, stderr } = await runWith('runs start --all', () =>
      createJsonResponse(
        429,
        { error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.' } },
        { 'Retry-After': '600', 'X-Request-Id': 'req-1' },
      ),
    );

    expect(code).toBe(CLI_EXIT_CODES.rateLimited);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^TOO_MANY_REQUESTS: Slow down\. \(request [\w-]+\)\n$/);
  });

  it('exits 2 on wrong usage without calling the API', async () => {
    const { code, stderr, seen } = await runWith('runs start --everything', answerLikeUtmost());

    expect(code).toBe(CLI_EXIT_CODES.usage);
    expect(stderr).toMatch(/^Unknown option '--everything'/);
    expect(seen).toEqual([]);
  });

  it('exports as a JSON array that parses, also when empty', async () => {
    const results = [{ searchTerm: 'a' }, { searchTerm: 'b' }];
    const page = (rows: unknown[]) => () =>
      createJsonResponse(200, { content: { results: rows, total: rows.length } });
    const some = await runWith(
      `search-terms export --account 1 --json --organization ${ORGANIZATION_ID}`,
      page(results),
    );
    const none = await runWith(
      `search-terms export --account 1 --json --organization ${ORGANIZATION_ID}`,
      page([]),
    );

    expect(JSON.parse(some.stdout)).toEqual(results);
    expect(JSON.parse(none.stdout)).toEqual([]);
    expect(some.seen[0]?.url.searchParams.get('decision')).toBe('exclude');
  });
});
