import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import { NO_READING_CORRECTIONS } from '../rules/brief-reading.js';
import type { Brief } from '../rules/briefs.js';
import { UtmostError } from '../errors/utmost-error.js';
import {
  BriefRulesNotSavedError,
  aiRulesQueryOptions,
  briefReadingQueryOptions,
  briefsQueryOptions,
  deleteBriefsMutationOptions,
  saveBriefMutationOptions,
  saveReadingCorrectionsMutationOptions,
  suggestBrandElementsMutationOptions,
} from './briefs-query.js';

const ORGANIZATION_ID = '6f1c2a56-1f7e-4d0c-9a53-1f0c0c0c0c01';
const BRAND_ID = '0b9d1c1e-0000-4000-8000-0000000000b1';

const BRIEF: Brief = {
  id: BRAND_ID,
  briefName: 'Bakery',
  name: 'Crumb & Co',
  website: 'https://crumb.example/',
  shortDescription:
    'A family bakery in Dublin baking sourdough and cakes for delivery across the city.',
  competitorsList: ['A', 'B', 'C', 'D', 'E'],
  products: [{ name: 'Sourdough', description: 'Daily loaves' }],
  readingCorrections: NO_READING_CORRECTIONS,
  adAccounts: [],
  organizationId: ORGANIZATION_ID,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const INPUT = {
  briefName: BRIEF.briefName,
  name: BRIEF.name,
  website: BRIEF.website,
  shortDescription: BRIEF.shortDescription,
  competitorsList: BRIEF.competitorsList,
  products: BRIEF.products,
};
const RULES = { general_rules: [{ description: 'Exclude job seekers' }], search_terms: [] };

describe('brief queries', () => {
  it('keys the list and the rules under the brand and ai-rules tag families', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [BRIEF] }));
    const client = createTestClient({ fetch });
    const list = briefsQueryOptions(client, ORGANIZATION_ID);
    expect(list.queryKey).toEqual(['brand', 'list', { organizationId: ORGANIZATION_ID }]);
    expect(await new QueryClient().fetchQuery(list)).toEqual([BRIEF]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/searchTerms/brands');
    const rules = aiRulesQueryOptions(client, {
      organizationId: ORGANIZATION_ID,
      brandId: BRAND_ID,
    });
    expect(rules.queryKey[0]).toBe('ai-rules');
  });
});

describe('the reading of a brief', () => {
  it('is keyed in the brand family, so saving the brief or a correction refetches it', async () => {
    const reading = {
      ownBrand: [{ name: 'Crumb & Co', words: ['crumb'] }],
      competitors: [],
      offer: ['sourdough'],
      market: {
        countries: ['Ireland'],
        regions: [],
        sellsWorldwide: false,
        serviceArea: null,
        servedPlaces: [],
      },
      excluded: { places: [], countries: [], regions: [], topics: [] },
      kept: [],
      notes: [],
    };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: reading }));
    const options = briefReadingQueryOptions(createTestClient({ fetch }), {
      organizationId: ORGANIZATION_ID,
      brandId: BRAND_ID,
    });
    expect(options.queryKey.slice(0, 2)).toEqual(['brand', 'reading']);
    expect(await new QueryClient().fetchQuery(options)).toEqual(reading);
    expect(seen[0]?.url.pathname).toBe(`/api/v1/searchTerms/brands/${BRAND_ID}/reading`);
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('saves corrections alone, with PATCH, so the rest of the brief stays as saved', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: BRIEF }));
    const readingCorrections = { ...NO_READING_CORRECTIONS, servedPlaces: ['Lincoln'] };
    await runMutation(
      saveReadingCorrectionsMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { brandId: BRAND_ID, readingCorrections },
    );
    expect(`${seen[0]?.request.method ?? ''} ${seen[0]?.url.pathname ?? ''}`).toBe(
      `PATCH /api/v1/searchTerms/brands/${BRAND_ID}`,
    );
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ readingCorrections });
  });
});

describe('saveBriefMutationOptions', () => {
  it('creates a new brief first, then its rules for the new id (spec §4 save order)', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      url.pathname.endsWith('/brands')
        ? createJsonResponse(201, { content: BRIEF })
        : createJsonResponse(201, { content: {} }),
    );
    const saved = await runMutation(
      saveBriefMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { brandId: null, brief: INPUT, rules: RULES },
    );
    expect(saved.id).toBe(BRAND_ID);
    expect(seen.map((entry) => `${entry.request.method} ${entry.url.pathname}`)).toEqual([
      'POST /api/v1/searchTerms/brands',
      'POST /api/v1/searchTerms/ai-rules',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ brandId: BRAND_ID, ...RULES });
  });

  it('replaces both on an existing brief', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: BRIEF }));
    await runMutation(saveBriefMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID), {
      brandId: BRAND_ID,
      brief: INPUT,
      rules: RULES,
    });
    expect(seen.map((entry) => `${entry.request.method} ${entry.url.pathname}`)).toEqual([
      `PUT /api/v1/searchTerms/brands/${BRAND_ID}`,
      `PUT /api/v1/searchTerms/ai-rules/${BRAND_ID}`,
    ]);
  });

  it('keeps the created brief when its rules fail, so saving again can replace them', async () => {
    const { fetch } = createFakeFetch(({ url }) =>
      url.pathname.endsWith('/brands')
        ? createJsonResponse(201, { content: BRIEF })
        : createJsonResponse(500, {
            error: { code: 'SERVER_ERROR', message: 'Something went wrong.' },
          }),
    );
    const failure = await runMutation(
      saveBriefMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { brandId: null, brief: INPUT, rules: RULES },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BriefRulesNotSavedError);
    expect((failure as BriefRulesNotSavedError).brief.id).toBe(BRAND_ID);
    expect((failure as BriefRulesNotSavedError).cause).toBeInstanceOf(UtmostError);
  });

  it('saves no rules when the brief is refused', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(400, { errors: { briefName: 'AI brief name must be unique' } }),
    );
    await expect(
      runMutation(saveBriefMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID), {
        brandId: null,
        brief: INPUT,
        rules: RULES,
      }),
    ).rejects.toBeInstanceOf(UtmostError);
    expect(seen).toHaveLength(1);
  });
});

describe('deleteBriefsMutationOptions and suggestBrandElementsMutationOptions', () => {
  it('sends the ids (and the confirmation) in the body and the organization in both places', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { deleted: [BRAND_ID], detachedAdAccounts: [] } }),
    );
    const client = createTestClient({ fetch });
    await runMutation(deleteBriefsMutationOptions(client, ORGANIZATION_ID), {
      brandIds: [BRAND_ID],
      confirmInUse: true,
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ brandIds: [BRAND_ID], confirmInUse: true });
    await runMutation(suggestBrandElementsMutationOptions(client, ORGANIZATION_ID), {
      brand_name: 'Crumb',
      brand_website: 'crumb.example',
    }).catch(() => undefined);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      brand_name: 'Crumb',
      brand_website: 'crumb.example',
      organization_id: ORGANIZATION_ID,
    });
  });
});
