import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
} from '../../test/fake-fetch.js';
import type { PlatformNegativeCreate } from '../ad-platform.js';
import { sandboxPlatformUrls } from '../platform-urls.js';
import { describeNegativeRefusal } from './google-negative-errors.js';
import { buildNegativeCreate } from './google-negatives.js';
import { createGooglePlatform } from './google-platform.js';

// The negative-keyword writes on the wire (platform-apis.md addendum §2.2): the create bodies,
// partial failures per operation, and no blind retry of a create whose answer was lost.

const account = { id: '1234567890', managerId: null };

function createPlatform(handler: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(handler);
  const platform = createGooglePlatform({
    ...sandboxPlatformUrls('http://sandbox.test/sandbox').google,
    clientId: 'client',
    clientSecret: 'secret',
    http: createTestHttp(fake.fetch).http,
  });
  const negatives = platform.negativeKeywords;
  if (!negatives) throw new Error('The Google client writes negatives');
  return { negatives, calls: fake.calls };
}

const keyword = (text: string): Extract<PlatformNegativeCreate, { kind: 'sharedCriterion' }> => ({
  kind: 'sharedCriterion',
  sharedSetId: '555',
  text,
  matchType: 'PHRASE',
});

describe('buildNegativeCreate', () => {
  it('writes the bodies of addendum §2.2 (examples 1–5 and the account-list attach)', () => {
    const customer = '123-456-7890';
    expect(
      buildNegativeCreate(customer, {
        kind: 'sharedSet',
        name: 'Waste',
        type: 'NEGATIVE_KEYWORDS',
      }),
    ).toEqual({
      name: 'Waste',
      type: 'NEGATIVE_KEYWORDS',
    });
    expect(buildNegativeCreate(customer, keyword('free'))).toEqual({
      sharedSet: 'customers/1234567890/sharedSets/555',
      keyword: { text: 'free', matchType: 'PHRASE' },
    });
    expect(
      buildNegativeCreate(customer, {
        kind: 'campaignSharedSet',
        campaignId: '111',
        sharedSetId: '555',
      }),
    ).toEqual({
      campaign: 'customers/1234567890/campaigns/111',
      sharedSet: 'customers/1234567890/sharedSets/555',
    });
    expect(
      buildNegativeCreate(customer, {
        kind: 'campaignCriterion',
        campaignId: '111',
        text: 'cheap',
        matchType: 'EXACT',
      }),
    ).toEqual({
      campaign: 'customers/1234567890/campaigns/111',
      negative: true,
      keyword: { text: 'cheap', matchType: 'EXACT' },
    });
    expect(
      buildNegativeCreate(customer, {
        kind: 'adGroupCriterion',
        adGroupId: '222',
        text: 'used',
        matchType: 'PHRASE',
      }),
    ).toEqual({
      adGroup: 'customers/1234567890/adGroups/222',
      negative: true,
      keyword: { text: 'used', matchType: 'PHRASE' },
    });
    expect(
      buildNegativeCreate(customer, { kind: 'customerNegativeCriterion', sharedSetId: '9' }),
    ).toEqual({
      negativeKeywordList: { sharedSet: 'customers/1234567890/sharedSets/9' },
    });
  });
});

describe('negativeKeywords.create', () => {
  it('sends one request per service with partialFailure, and reads each operation’s result', async () => {
    const { negatives, calls } = createPlatform(() =>
      jsonResponse(200, {
        results: [{ resourceName: 'customers/1234567890/sharedCriteria/555~7001' }, {}],
        partialFailureError: {
          code: 3,
          message: 'x',
          details: [
            {
              errors: [
                {
                  errorCode: { criterionError: 'KEYWORD_HAS_INVALID_CHARS' },
                  message: 'The keyword has invalid characters.',
                  location: { fieldPathElements: [{ fieldName: 'operations', index: 1 }] },
                },
              ],
            },
          ],
        },
      }),
    );
    const results = await negatives.create(createTestCredentials(), account, [
      keyword('free'),
      keyword('jobs!'),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/v25\/customers\/1234567890\/sharedCriteria:mutate$/);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ partialFailure: true });
    expect(results[0]).toEqual({
      status: 'added',
      resourceName: 'customers/1234567890/sharedCriteria/555~7001',
    });
    expect(results[1]).toMatchObject({
      status: 'failed',
      error: { code: 'CONFLICT', platformCode: 'criterionError.KEYWORD_HAS_INVALID_CHARS' },
    });
    if (results[1]?.status !== 'failed') throw new Error('expected a failure');
    expect(describeNegativeRefusal(results[1].error, { text: 'jobs!' })).toEqual({
      code: 'KEYWORD_HAS_INVALID_CHARS',
      message: 'Google Ads refuses these characters in a keyword: !. Remove them from “jobs!”.',
    });
  });

  it('never re-sends a create whose answer was a 5xx: the outcome is unknown until re-read', async () => {
    const { negatives, calls } = createPlatform(() =>
      jsonResponse(503, { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } }),
    );
    const results = await negatives.create(createTestCredentials(), account, [keyword('free')]);
    expect(calls).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 'unknown', error: { code: 'SERVER_ERROR' } });
  });
});

describe('negativeKeywords.remove and find', () => {
  it('counts a resource already gone as removed, and finds what exists by text and match type', async () => {
    const { negatives } = createPlatform((call) => {
      if (call.url.endsWith(':mutate'))
        return jsonResponse(200, {
          results: [{ resourceName: 'customers/1234567890/sharedCriteria/555~1' }, {}],
          partialFailureError: {
            code: 3,
            message: 'x',
            details: [
              {
                errors: [
                  {
                    errorCode: { mutateError: 'RESOURCE_NOT_FOUND' },
                    message: 'Resource was not found.',
                    location: { fieldPathElements: [{ fieldName: 'operations', index: 1 }] },
                  },
                ],
              },
            ],
          },
        });
      return jsonResponse(200, {
        results: [
          {
            sharedSet: { id: '555' },
            sharedCriterion: {
              resourceName: 'customers/1234567890/sharedCriteria/555~7001',
              keyword: { text: 'Free  Lanterns', matchType: 'PHRASE' },
            },
          },
        ],
      });
    });
    const removals = await negatives.remove(createTestCredentials(), account, [
      { kind: 'sharedCriterion', resourceName: 'customers/1234567890/sharedCriteria/555~1' },
      { kind: 'sharedCriterion', resourceName: 'customers/1234567890/sharedCriteria/555~2' },
    ]);
    expect(removals).toEqual([
      { status: 'removed', wasGone: false },
      { status: 'removed', wasGone: true },
    ]);
    const found = await negatives.find(createTestCredentials(), account, [
      keyword('free lanterns'),
      { ...keyword('free lanterns'), matchType: 'EXACT' },
    ]);
    expect(found).toEqual(['customers/1234567890/sharedCriteria/555~7001', null]);
  });
});
