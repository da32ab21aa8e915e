import type { FastifyInstance } from 'fastify';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import {
  GOOGLE,
  mutateGoogle,
  readGoogleErrorCode,
  searchGoogle,
  signInGoogle,
  type GoogleErrorBody,
} from './ads-helpers.js';
import { buildTestApp } from './helpers.js';

let app: FastifyInstance;
let ada: string;
const ENGINES = GOOGLE.customers.engines;
const adName = (id: string) => `customers/${ENGINES}/ads/${id}`;

beforeEach(async () => {
  ({ app } = await buildTestApp({ scale: { adsPerScaleAccount: 50_000 } }));
  ada = (await signInGoogle(app, GOOGLE.logins.ada)).accessToken;
});
afterEach(async () => {
  await app.close();
});

async function readAd(id: string) {
  const response = await searchGoogle(app, ada, ENGINES, {
    query: `SELECT ad_group_ad.ad.final_urls, ad_group_ad.ad.final_url_suffix, ad_group_ad.ad.tracking_url_template, ad_group_ad.ad.url_custom_parameters FROM ad_group_ad WHERE ad_group_ad.ad.id = ${id}`,
  });
  const ad =
    response.json<{ results: Array<{ adGroupAd: { ad: Record<string, unknown> } }> }>().results[0]
      ?.adGroupAd.ad ?? {};
  const { resourceName: _resourceName, ...fields } = ad;
  return fields;
}

describe('ads:mutate', () => {
  it('updates the masked fields only, and a masked field left out of update is cleared', async () => {
    const response = await mutateGoogle(app, ada, ENGINES, 'ads', {
      operations: [
        {
          updateMask: 'finalUrlSuffix,tracking_url_template',
          update: {
            resourceName: adName('41000000302'),
            finalUrlSuffix: 'utm_source=google&utm_campaign={campaignid}',
            finalUrls: ['https://ignored.example/'],
          },
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ resourceName: adName('41000000302') }] });
    expect(await readAd('41000000302')).toEqual({
      finalUrls: ['https://analytical-engines.example/analytical-engine'],
      finalUrlSuffix: 'utm_source=google&utm_campaign={campaignid}',
      urlCustomParameters: [{ key: 'promo', value: 'spring24' }],
    });
  });

  it('answers with the whole ad for MUTABLE_RESOURCE', async () => {
    const response = await mutateGoogle(app, ada, ENGINES, 'ads', {
      responseContentType: 'MUTABLE_RESOURCE',
      operations: [
        {
          updateMask: 'finalUrls,urlCustomParameters',
          update: {
            resourceName: adName('41000000301'),
            finalUrls: ['https://analytical-engines.example/difference-engine?ref=1'],
            urlCustomParameters: [{ key: 'src', value: 'li' }],
          },
        },
      ],
    });
    expect(response.json()).toEqual({
      results: [
        {
          resourceName: adName('41000000301'),
          ad: {
            resourceName: adName('41000000301'),
            id: '41000000301',
            type: 'RESPONSIVE_SEARCH_AD',
            finalUrls: ['https://analytical-engines.example/difference-engine?ref=1'],
            urlCustomParameters: [{ key: 'src', value: 'li' }],
          },
        },
      ],
    });
  });

  it('reports each failing operation under partialFailure and applies the rest', async () => {
    const response = await mutateGoogle(app, ada, ENGINES, 'ads', {
      partialFailure: true,
      operations: [
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000303'), finalUrlSuffix: 'utm_medium=cpc' },
        },
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000320'), finalUrlSuffix: 'utm_medium=cpc' },
        },
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000304'), finalUrlSuffix: '?utm_medium=cpc' },
        },
        {
          updateMask: 'trackingUrlTemplate',
          update: {
            resourceName: adName('41000000305'),
            trackingUrlTemplate: 'https://t.example/?u=1',
          },
        },
        { updateMask: 'finalUrlSuffix', update: { resourceName: adName('99999999999') } },
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000315'), finalUrlSuffix: 'a=b' },
        },
        { updateMask: 'type', update: { resourceName: adName('41000000301'), type: 'TEXT_AD' } },
        { update: { resourceName: adName('41000000301') } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      results: unknown[];
      partialFailureError: {
        code: number;
        message: string;
        details: Array<{
          errors: Array<{
            errorCode: Record<string, string>;
            location: { fieldPathElements: Array<{ index?: number }> };
          }>;
        }>;
      };
    }>();
    expect(body.results).toEqual([
      { resourceName: adName('41000000303') },
      {},
      {},
      {},
      {},
      {},
      {},
      {},
    ]);
    expect(body.partialFailureError.code).toBe(3);
    const errors = body.partialFailureError.details[0]?.errors ?? [];
    expect(
      errors.map((error) => [error.location.fieldPathElements[0]?.index, error.errorCode]),
    ).toEqual([
      [1, { mutateError: 'MUTATE_NOT_ALLOWED' }],
      [2, { urlFieldError: 'FINAL_URL_SUFFIX_MALFORMED' }],
      [3, { urlFieldError: 'MISSING_TRACKING_URL_TEMPLATE_TAG' }],
      [4, { mutateError: 'RESOURCE_NOT_FOUND' }],
      [5, { operationAccessDeniedError: 'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE' }],
      [6, { requestError: 'IMMUTABLE_FIELD' }],
      [7, { fieldMaskError: 'FIELD_MASK_MISSING' }],
    ]);
    expect(await readAd('41000000303')).toMatchObject({ finalUrlSuffix: 'utm_medium=cpc' });
  });

  it('refuses every operation when one fails without partialFailure', async () => {
    const response = await mutateGoogle(app, ada, ENGINES, 'ads', {
      operations: [
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000303'), finalUrlSuffix: 'utm_medium=cpc' },
        },
        {
          updateMask: 'finalUrls',
          update: { resourceName: adName('41000000305'), finalUrls: ['not a url'] },
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(readGoogleErrorCode(response)).toEqual({
      urlFieldError: 'MISSING_PROTOCOL_IN_FINAL_URL',
    });
    expect(await readAd('41000000303')).not.toHaveProperty('finalUrlSuffix');
  });

  it('changes nothing with validateOnly', async () => {
    const response = await mutateGoogle(app, ada, ENGINES, 'ads', {
      validateOnly: true,
      operations: [
        {
          updateMask: 'finalUrlSuffix',
          update: { resourceName: adName('41000000303'), finalUrlSuffix: 'x=1' },
        },
      ],
    });
    expect(response.json()).toEqual({});
    expect(await readAd('41000000303')).not.toHaveProperty('finalUrlSuffix');
  });

  it('refuses more than 10,000 operations, an empty list and unknown fields', async () => {
    const operation = {
      updateMask: 'finalUrlSuffix',
      update: { resourceName: adName('41000000303'), finalUrlSuffix: 'x=1' },
    };
    const tooMany = await mutateGoogle(app, ada, ENGINES, 'ads', {
      partialFailure: true,
      operations: Array.from({ length: 10_001 }, () => operation),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(readGoogleErrorCode(tooMany)).toEqual({ requestError: 'TOO_MANY_MUTATE_OPERATIONS' });
    const empty = await mutateGoogle(app, ada, ENGINES, 'ads', { operations: [] });
    expect(readGoogleErrorCode(empty)).toEqual({ requestError: 'OPERATION_REQUIRED' });
    const unknown = await mutateGoogle(app, ada, ENGINES, 'ads', {
      operations: [operation],
      dryRun: true,
    });
    expect(unknown.json<GoogleErrorBody>().error.message).toContain('Unknown name "dryRun"');
  });

  it('accepts exactly 10,000 operations on the scale account and keeps them in the overlay', async () => {
    const scale = (await signInGoogle(app, GOOGLE.logins.scale)).accessToken;
    const operations = Array.from({ length: 10_000 }, (_, index) => ({
      updateMask: 'finalUrlSuffix',
      update: {
        resourceName: `customers/${GOOGLE.customers.scale}/ads/4999${String(index).padStart(7, '0')}`,
        finalUrlSuffix: `utm_content=${index}`,
      },
    }));
    const response = await mutateGoogle(app, scale, GOOGLE.customers.scale, 'ads', {
      operations,
      partialFailure: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      results: Array<{ resourceName?: string }>;
      partialFailureError?: unknown;
    }>();
    // Refused: every 50th ad is paused (UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION), which includes
    // the 20 legacy ads AdService cannot update.
    expect(body.results.filter((result) => result.resourceName)).toHaveLength(10_000 - 200);
    expect(body.partialFailureError).toBeDefined();
    const check = await searchGoogle(app, scale, GOOGLE.customers.scale, {
      query:
        "SELECT ad_group_ad.ad.id FROM ad_group_ad WHERE ad_group_ad.ad.final_url_suffix LIKE 'utm_content=%'",
    });
    expect(check.json<{ results: unknown[] }>().results).toHaveLength(10_000 - 200);
  });
});

describe('campaigns:mutate and adGroups:mutate', () => {
  it('sets campaign-level tracking template, suffix and custom parameters', async () => {
    const resourceName = `customers/${ENGINES}/campaigns/21000000310`;
    const response = await mutateGoogle(app, ada, ENGINES, 'campaigns', {
      operations: [
        {
          updateMask: 'trackingUrlTemplate,finalUrlSuffix,urlCustomParameters',
          update: {
            resourceName,
            trackingUrlTemplate: '{lpurl}?utm_source=google&utm_campaign={_campaign}',
            finalUrlSuffix: 'utm_medium=pmax',
            urlCustomParameters: [{ key: 'campaign', value: 'pmax' }],
          },
        },
      ],
    });
    expect(response.json()).toEqual({ results: [{ resourceName }] });
    const read = await searchGoogle(app, ada, ENGINES, {
      query:
        'SELECT campaign.tracking_url_template, campaign.final_url_suffix, campaign.url_custom_parameters FROM campaign WHERE campaign.id = 21000000310',
    });
    expect(read.json<{ results: unknown[] }>().results[0]).toEqual({
      campaign: {
        resourceName,
        trackingUrlTemplate: '{lpurl}?utm_source=google&utm_campaign={_campaign}',
        finalUrlSuffix: 'utm_medium=pmax',
        urlCustomParameters: [{ key: 'campaign', value: 'pmax' }],
      },
    });
    const bad = await mutateGoogle(app, ada, ENGINES, 'campaigns', {
      operations: [
        {
          updateMask: 'trackingUrlTemplate',
          update: { resourceName, trackingUrlTemplate: 'https://t.example/' },
        },
      ],
    });
    expect(readGoogleErrorCode(bad)).toEqual({
      urlFieldError: 'MISSING_TRACKING_URL_TEMPLATE_TAG',
    });
    const foreign = await mutateGoogle(app, ada, ENGINES, 'campaigns', {
      operations: [
        {
          updateMask: 'finalUrlSuffix',
          update: {
            resourceName: `customers/${GOOGLE.customers.hearthly}/campaigns/21000000101`,
            finalUrlSuffix: 'a=b',
          },
        },
      ],
    });
    expect(readGoogleErrorCode(foreign)).toEqual({ mutateError: 'RESOURCE_NOT_FOUND' });
  });

  it('updates an ad group’s final URL suffix', async () => {
    const resourceName = `customers/${ENGINES}/adGroups/31000000302`;
    const response = await mutateGoogle(app, ada, ENGINES, 'adGroups', {
      operations: [
        {
          updateMask: 'final_url_suffix',
          update: { resourceName, finalUrlSuffix: 'utm_term={keyword}' },
        },
      ],
    });
    expect(response.json()).toEqual({ results: [{ resourceName }] });
  });
});
