import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformSearchTerm } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import {
  connectLogin,
  createLoginCredentials,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
  createSandboxGoogle,
} from './sandbox-harness.js';

// The search-term fetch against the sandbox. Sources:
// - the triggering keyword is `segments.keyword` with `ad_group_criterion` (its resource name) and
//   `info` (developers.google.com/google-ads/api/reference/rpc/v25/Keyword; platform-apis.md
//   addendum §1.3), which the negative planner needs;
// - `googleAds:search` pages are a fixed 10,000 rows; `googleAds:searchStream` answers every row
//   in one call as a JSON array of result batches, and fails as `[{"error":{…}}]`
//   (developers.google.com/google-ads/api/docs/reporting/streaming; platform-apis.md §A);
// - quotaError.RESOURCE_EXHAUSTED is "Too many requests" (reference/rpc/v25/QuotaErrorEnum.
//   QuotaError) and usually a short-term rate limit whose QuotaErrorDetails.retry_delay says how
//   long to wait (platform-apis.md, Corrections): inside a stream too, it is waited out.

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const hearthly = { id: customers.hearthly, managerId: null };
const pedalwise = { id: customers.scaleSearchTerms, managerId: null };

let harness: SandboxHarness;
let google: AdPlatform;
const endpoints: string[] = [];
let sleeps: number[];

beforeAll(async () => {
  harness = await startSandbox({ scale: { searchTermsPerScaleAccount: 4_000 } });
  ({ google, sleeps } = createSandboxGoogle(harness, {
    observe: (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const endpoint = /googleAds:(search|searchStream)$/.exec(url)?.[0];
      if (endpoint) endpoints.push(endpoint);
    },
  }));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  endpoints.length = 0;
  sleeps.length = 0;
  await harness.control('faults', undefined, 'DELETE');
});

async function connect(email: string): Promise<LoginCredentials> {
  return createLoginCredentials(google.oauth, await connectLogin(google.oauth, email));
}

const readTerms = (
  credentials: LoginCredentials,
  account: { id: string; managerId: null },
  period: 'LAST_7_DAYS' | 'LAST_30_DAYS',
): Promise<PlatformSearchTerm[]> =>
  collectPages(google.listSearchTerms!(credentials, account, { period }));

describe('search terms keep the triggering criterion (rpc/v25/Keyword: ad_group_criterion)', () => {
  it('returns segments.keyword.ad_group_criterion with the keyword', async () => {
    const terms = await readTerms(await connect(logins.ada), hearthly, 'LAST_30_DAYS');
    expect(terms.find((term) => term.searchTerm === 'priceleap')?.keyword).toEqual({
      text: 'home insurance cork',
      matchType: 'BROAD',
      adGroupCriterion: 'customers/4120000001/adGroupCriteria/31000000104~51000000101',
    });
    const keyworded = terms.filter((term) => term.keyword !== null);
    expect(keyworded.length).toBeGreaterThan(0);
    expect(
      keyworded.every((term) =>
        /^customers\/4120000001\/adGroupCriteria\/\d+~\d+$/.test(
          term.keyword?.adGroupCriterion ?? '',
        ),
      ),
    ).toBe(true);
  });
});

describe('searchStream for periods over 10,000 rows (docs/reporting/streaming)', () => {
  it('reads a period that fits one page with one googleAds:search call', async () => {
    await readTerms(await connect(logins.ada), hearthly, 'LAST_30_DAYS');
    expect(endpoints).toEqual(['googleAds:search']);
  });

  it('streams a period of more than 10,000 rows in one call, each row once', async () => {
    const credentials = await connect(logins.scale);
    const terms = await readTerms(credentials, pedalwise, 'LAST_30_DAYS');
    expect(terms.length).toBeGreaterThan(10_000);
    // One search page shows there is more; the rows then come from one stream, not more pages.
    expect(endpoints).toEqual(['googleAds:search', 'googleAds:searchStream']);
    const keys = new Set(
      terms.map((term) =>
        [term.searchTerm, term.adGroup.id, term.keyword?.adGroupCriterion, term.date].join('|'),
      ),
    );
    expect(keys.size).toBe(terms.length);
  });

  it('waits out a throttle that arrives inside the stream and reads every row', async () => {
    const credentials = await connect(logins.scale);
    await harness.control('faults', {
      provider: 'google',
      endpoint: 'google-ads:searchStream',
      kind: 'quota_throttle',
      retryAfterSeconds: 30,
      isInStream: true,
    });
    const terms = await readTerms(credentials, pedalwise, 'LAST_30_DAYS');
    expect(terms.length).toBeGreaterThan(10_000);
    const keys = new Set(
      terms.map((term) =>
        [term.searchTerm, term.adGroup.id, term.keyword?.adGroupCriterion, term.date].join('|'),
      ),
    );
    expect(keys.size).toBe(terms.length);
    // The stream failed after its first batch (a 200), the 30 s retry delay was honoured, and the
    // call was sent again.
    expect(endpoints).toEqual([
      'googleAds:search',
      'googleAds:searchStream',
      'googleAds:searchStream',
    ]);
    expect(sleeps).toEqual([30_000]);
  }, 30_000);

  it('reports a stream that fails with Google’s array body as the error it names', async () => {
    const credentials = await connect(logins.scale);
    await harness.control('faults', {
      provider: 'google',
      endpoint: 'google-ads:searchStream',
      kind: 'permission_denied',
    });
    await expect(readTerms(credentials, pedalwise, 'LAST_30_DAYS')).rejects.toMatchObject({
      code: 'NO_PERMISSIONS',
      httpStatus: 403,
      platformCode: 'authorizationError.USER_PERMISSION_DENIED',
    });
  });
});
