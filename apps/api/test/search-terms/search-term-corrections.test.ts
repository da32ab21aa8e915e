import { NO_READING_CORRECTIONS } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { callBriefs } from '../briefs/brief-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  readResults,
  setUpBriefedHearthly,
  validateAndWait,
  type ResultsPage,
} from './search-term-fixtures.js';

// A correction to how Utmost reads the brief is a rule the next validation follows: Hearthly's
// rules exclude static caravans and the UK (Derry by name); once the user ignores the one and
// marks the other served, the next run keeps the searches the first run excluded for them.

const CARAVAN = 'static caravan insurance';
const DERRY = 'home insurance derry';

let testApp: TestApp;
let organization: Organization;
let brandId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization, brandId } = await setUpBriefedHearthly(testApp, 'ReadingCorrections', {
    withRules: true,
  }));
});

afterAll(async () => {
  await testApp.close();
});

async function findResult(jobId: string, searchTerm: string) {
  const page: ResultsPage = await readResults(testApp, organization, {
    jobId,
    search: searchTerm,
  });
  const result = page.results.find((row) => row.searchTerm === searchTerm);
  expect(result, searchTerm).toBeDefined();
  return result!;
}

describe('a validation after a correction to the reading', () => {
  it('keeps the terms the first run excluded for what the user corrected', async () => {
    const first = await validateAndWait(testApp, organization);
    expect(first.state, first.failureReason ?? '').toBe('completed');
    expect(await findResult(first.jobId, CARAVAN)).toMatchObject({
      isExclude: true,
      signal: 'not_sold',
    });
    expect(await findResult(first.jobId, DERRY)).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });

    const corrected = await callBriefs(testApp.app, organization, 'PATCH', `brands/${brandId}`, {
      readingCorrections: {
        ...NO_READING_CORRECTIONS,
        ignoredExclusions: ['static caravans'],
        servedPlaces: ['Derry'],
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const second = await validateAndWait(testApp, organization);
    expect(second.state, second.failureReason ?? '').toBe('completed');
    expect(await findResult(second.jobId, CARAVAN)).toMatchObject({
      isExclude: false,
      previousDecision: { isExclude: true },
    });
    expect(await findResult(second.jobId, DERRY)).toMatchObject({ isExclude: false });
    // Nothing else of the rules moved: the rest of the UK is still out.
    expect(await findResult(second.jobId, 'home insurance newry')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
  });
});
