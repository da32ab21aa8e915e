import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
} from '../../test/fake-fetch.js';
import type { PlatformUrlChange } from '../ad-platform.js';
import { sandboxPlatformUrls } from '../platform-urls.js';
import { buildMutateOperation, mapPartialFailure } from './google-mutate.js';
import { createGooglePlatform } from './google-platform.js';

interface MutateBody {
  operations: { updateMask: string; update: { resourceName: string } }[];
  partialFailure: boolean;
}

function partialFailureError(
  failing: { index: number; errorCode: Record<string, string>; trigger?: string }[],
) {
  return {
    code: 3,
    message: 'Multiple errors in ‘details’. First error: …',
    details: [
      {
        '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
        errors: failing.map(({ index, errorCode, trigger }) => ({
          errorCode,
          message: `operation ${index} failed`,
          ...(trigger === undefined ? {} : { trigger: { stringValue: trigger } }),
          location: {
            fieldPathElements: [{ fieldName: 'operations', index }, { fieldName: 'update' }],
          },
        })),
      },
    ],
  };
}

/** Answers each mutate with one result per operation, failing the resource names in `failing`. */
function createMutatePlatform(options: {
  batchSize: number;
  failing?: Record<string, Record<string, string>>;
  respond?: (body: MutateBody, callIndex: number) => Response | null;
}) {
  const fake = createFakeFetch((call, index) => {
    const body = JSON.parse(call.body ?? '{}') as MutateBody;
    const custom = options.respond?.(body, index);
    if (custom) return custom;
    const failing = body.operations
      .map((operation, position) => ({ operation, position }))
      .filter(({ operation }) => options.failing?.[operation.update.resourceName])
      .map(({ operation, position }) => ({
        index: position,
        errorCode: options.failing?.[operation.update.resourceName] ?? {},
      }));
    return jsonResponse(200, {
      results: body.operations.map((operation, position) =>
        failing.some((failure) => failure.index === position)
          ? {}
          : { resourceName: operation.update.resourceName },
      ),
      ...(failing.length > 0 ? { partialFailureError: partialFailureError(failing) } : {}),
    });
  });
  const platform = createGooglePlatform({
    ...sandboxPlatformUrls('http://sandbox.test/sandbox').google,
    developerToken: 'dev',
    clientId: 'client',
    clientSecret: 'secret',
    mutateBatchSize: options.batchSize,
    http: createTestHttp(fake.fetch).http,
  });
  return { platform, calls: fake.calls };
}

const changes = (count: number): PlatformUrlChange[] =>
  Array.from({ length: count }, (_, index) => ({
    resourceName: `customers/1/ads/${index + 1}`,
    finalUrlSuffix: `utm_content=${index + 1}`,
  }));

const account = { id: '1', managerId: null };

describe('buildMutateOperation', () => {
  it('names exactly the fields it sets in the update mask', () => {
    expect(
      buildMutateOperation({
        resourceName: 'customers/1/ads/2',
        landingPage: 'https://x.example/',
        finalUrlSuffix: '',
        trackingUrlTemplate: '{lpurl}?a=1',
      }),
    ).toEqual({
      updateMask: 'finalUrls,finalUrlSuffix,trackingUrlTemplate',
      // '' clears the suffix: named in the mask, left out of `update` (the documented clearing).
      update: {
        resourceName: 'customers/1/ads/2',
        finalUrls: ['https://x.example/'],
        trackingUrlTemplate: '{lpurl}?a=1',
      },
    });
    expect(buildMutateOperation({ resourceName: 'customers/1/ads/2' })).toBeNull();
    expect(
      buildMutateOperation({
        resourceName: 'customers/1/ads/2',
        landingPage: 'https://x.example/a',
        landingPages: ['https://x.example/a', 'https://x.example/b'],
      }),
    ).toEqual({
      updateMask: 'finalUrls',
      update: {
        resourceName: 'customers/1/ads/2',
        finalUrls: ['https://x.example/a', 'https://x.example/b'],
      },
    });
  });
});

describe('mapPartialFailure', () => {
  it('maps each error to the operation its field path names', () => {
    const failures = mapPartialFailure(
      {
        partialFailureError: partialFailureError([
          { index: 2, errorCode: { urlFieldError: 'INVALID_URL' } },
          { index: 0, errorCode: { authorizationError: 'USER_PERMISSION_DENIED' } },
          { index: 2, errorCode: { databaseError: 'CONCURRENT_MODIFICATION' } },
          { index: 7, errorCode: { internalError: 'INTERNAL_ERROR' } },
        ]),
      },
      ['customers/1/ads/1', 'customers/1/ads/2', 'customers/1/ads/3'],
    );
    expect(failures.map((failure) => failure?.code ?? null)).toEqual([
      'NO_PERMISSIONS',
      null,
      'INVALID_HREF',
    ]);
    expect(failures[2]?.message).toBe('operation 2 failed');
  });

  // AdError.UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION (googleapis google/ads/googleads/v25/errors/
  // ad_error.proto): the reason names what is paused, from the error's trigger or else from the
  // operation its location indexes (platform-apis.md, error body: `trigger`, `location`).
  it('names the paused ad, ad group or campaign of UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION', () => {
    const paused = { adError: 'UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION' };
    const failures = mapPartialFailure(
      {
        partialFailureError: partialFailureError([
          { index: 0, errorCode: paused, trigger: 'customers/1/adGroupAds/22~333' },
          { index: 1, errorCode: paused, trigger: 'customers/1/adGroups/23' },
          { index: 2, errorCode: paused, trigger: 'customers/1/campaigns/11' },
          { index: 3, errorCode: paused },
          { index: 4, errorCode: paused, trigger: 'something else' },
        ]),
      },
      [
        'customers/1/ads/333',
        'customers/1/ads/334',
        'customers/1/ads/335',
        'customers/1/ads/336',
        'not a resource name',
      ],
    );
    expect(failures.map((failure) => failure?.code)).toEqual(Array(5).fill('NOT_SUPPORTED'));
    expect(failures.map((failure) => failure?.message.split(':')[0])).toEqual([
      'Ad 333 is paused in ad group 22',
      'Ad group 23 is paused',
      'Campaign 11 is paused',
      'Ad 336 is paused or removed in every ad group it belongs to',
      'The ad is paused or removed in every ad group it belongs to',
    ]);
  });
});

describe('Google applyUrlChanges', () => {
  it('sends batches of the configured size with partialFailure and keeps results in order', async () => {
    const { platform, calls } = createMutatePlatform({
      batchSize: 2,
      failing: {
        'customers/1/ads/2': { databaseError: 'CONCURRENT_MODIFICATION' },
        'customers/1/ads/5': { urlFieldError: 'INVALID_URL' },
      },
    });
    const results = await platform.applyUrlChanges(createTestCredentials(), account, changes(5));
    const bodies = calls.map((call) => JSON.parse(call.body ?? '{}') as MutateBody);
    expect(calls.map((call) => call.url)).toEqual(
      Array(3).fill('http://sandbox.test/sandbox/google-ads/v25/customers/1/ads:mutate'),
    );
    expect(bodies.map((body) => body.operations.length)).toEqual([2, 2, 1]);
    expect(bodies.every((body) => body.partialFailure)).toBe(true);
    expect(bodies[0]?.operations[0]).toEqual({
      updateMask: 'finalUrlSuffix',
      update: { resourceName: 'customers/1/ads/1', finalUrlSuffix: 'utm_content=1' },
    });
    expect(results.map((result) => (result.isApplied ? 'ok' : result.error.code))).toEqual([
      'ok',
      'CONFLICT',
      'ok',
      'ok',
      'INVALID_HREF',
    ]);
    expect(results.map((result) => result.resourceName)).toEqual(
      changes(5).map((change) => change.resourceName),
    );
  });

  it('reports a failed batch on each of its changes and carries on with the next batch', async () => {
    const { platform, calls } = createMutatePlatform({
      batchSize: 2,
      respond: (_body, index) =>
        index === 0
          ? jsonResponse(403, {
              error: {
                code: 403,
                status: 'PERMISSION_DENIED',
                details: [
                  { errors: [{ errorCode: { authorizationError: 'USER_PERMISSION_DENIED' } }] },
                ],
              },
            })
          : null,
    });
    const results = await platform.applyUrlChanges(createTestCredentials(), account, changes(3));
    expect(calls).toHaveLength(2);
    expect(results.map((result) => (result.isApplied ? 'ok' : result.error.code))).toEqual([
      'NO_PERMISSIONS',
      'NO_PERMISSIONS',
      'ok',
    ]);
  });

  it('stops sending after a rate limit that outlasts the retries and reports it for the rest', async () => {
    const { platform, calls } = createMutatePlatform({
      batchSize: 1,
      respond: () =>
        jsonResponse(
          429,
          { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } },
          { 'retry-after': '86400' },
        ),
    });
    const results = await platform.applyUrlChanges(createTestCredentials(), account, changes(3));
    expect(calls).toHaveLength(1);
    expect(results.map((result) => (result.isApplied ? 'ok' : result.error.code))).toEqual([
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
  });

  it('never sends a change that sets nothing, and reports it', async () => {
    const { platform, calls } = createMutatePlatform({ batchSize: 10 });
    const results = await platform.applyUrlChanges(createTestCredentials(), account, [
      { resourceName: 'customers/1/ads/9' },
      ...changes(1),
    ]);
    expect(JSON.parse(calls[0]?.body ?? '{}').operations).toHaveLength(1);
    expect(results[0]).toMatchObject({ isApplied: false, error: { code: 'UNKNOWN' } });
    expect(results[1]).toEqual({ resourceName: 'customers/1/ads/1', isApplied: true });
  });

  it('uses at most 10,000 operations per request by default', async () => {
    const { platform, calls } = createMutatePlatform({ batchSize: 50_000 });
    const results = await platform.applyUrlChanges(
      createTestCredentials(),
      account,
      changes(10_001),
    );
    expect(
      calls.map((call) => (JSON.parse(call.body ?? '{}') as MutateBody).operations.length),
    ).toEqual([10_000, 1]);
    expect(results.every((result) => result.isApplied)).toBe(true);
  });
});
