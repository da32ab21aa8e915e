import {
  NO_READING_CORRECTIONS,
  READING_CORRECTION_REQUIRED,
  READING_CORRECTION_TOO_LONG,
  TOO_MANY_READING_CORRECTIONS,
  type components,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { callBriefs, createBrief, validBrief, type BriefBody } from './brief-fixtures.js';

// "How Utmost reads this brief": the reading of a saved brief, and the corrections saved with the
// brief that change it — checked with the SDK's messages, kept by the editor's saves, and private
// to the organization. (That the next validation follows a correction: search-term-corrections.)

type BriefReading = components['schemas']['BriefReading'];

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp();
  organization = await createOrganization(testApp, 'BriefReading');
});

afterAll(async () => {
  await testApp.close();
});

/**
 * An invented pottery in Norwich whose rules exclude two English towns and a topic, with a
 * competitor named by an everyday word (as in the search-terms package's own reading test).
 */
const POTTERY = {
  name: 'Fernwick Pottery',
  website: 'https://fernwick.example',
  shortDescription:
    'Fernwick Pottery runs pottery classes and sells handmade stoneware from its studio in Norwich, England.',
  competitorsList: [
    'Kilnsey Studio',
    'Glaze',
    'Corvale Ceramics',
    'Throwbury Clay',
    'Mudlark Makers',
  ],
  products: [
    { name: 'Pottery classes', description: 'Wheel throwing and hand building for adults.' },
    { name: 'Stoneware mugs', description: 'Mugs and bowls made in Norwich.' },
  ],
};

async function createRuledBrief(briefName: string): Promise<BriefBody> {
  const created = await callBriefs(testApp.app, organization, 'POST', 'brands', {
    ...POTTERY,
    briefName,
  });
  expect(created.statusCode, created.body).toBe(201);
  const brief = created.json<{ content: BriefBody }>().content;
  const rules = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brief.id}`, {
    general_rules: [
      { description: 'We only teach in Norwich. Exclude pottery jobs and kiln repairs.' },
      { description: 'Exclude Lincoln and Hereford.' },
    ],
    search_terms: [],
  });
  expect(rules.statusCode, rules.body).toBe(200);
  return brief;
}

async function readReading(brandId: string): Promise<BriefReading> {
  const response = await callBriefs(testApp.app, organization, 'GET', `brands/${brandId}/reading`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: BriefReading }>().content;
}

async function readBrief(brandId: string): Promise<BriefBody> {
  const response = await callBriefs(testApp.app, organization, 'GET', `brands/${brandId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: BriefBody }>().content;
}

function patchCorrections(brandId: string, readingCorrections: unknown) {
  return callBriefs(testApp.app, organization, 'PATCH', `brands/${brandId}`, {
    readingCorrections,
  });
}

describe('the reading of a brief', () => {
  it('names the brand, the market and what the rules exclude, with their sentences', async () => {
    const brief = await createRuledBrief('Read pottery');
    const reading = await readReading(brief.id);
    expect(reading.ownBrand.map((brand) => brand.name)).toContain('Fernwick Pottery');
    expect(reading.competitors.map((competitor) => competitor.name)).toEqual(
      POTTERY.competitorsList,
    );
    expect(reading.market.countries).toContain('United Kingdom');
    expect(reading.excluded.places).toContainEqual({
      text: 'Lincoln',
      sentence: 'Exclude Lincoln and Hereford.',
    });
    expect(reading.excluded.topics).toContainEqual({
      text: 'kiln repairs',
      sentence: 'Exclude pottery jobs and kiln repairs.',
    });
    expect(reading.notes).toEqual([]);
  });

  it('says what it cannot read in a brief without rules', async () => {
    const brief = await createBrief(testApp.app, organization, 'Bare pottery');
    const reading = await readReading(brief.id);
    expect(reading.notes.join(' ')).toMatch(/No rules/);
  });
});

describe('corrections to the reading', () => {
  it('start empty, are saved with the brief and change the reading at once', async () => {
    const brief = await createRuledBrief('Corrected pottery');
    expect(brief.readingCorrections).toEqual(NO_READING_CORRECTIONS);

    const saved = await patchCorrections(brief.id, {
      servedPlaces: [' Lincoln', 'lincoln '],
      notPlaces: [],
      ignoredExclusions: ['kiln repairs'],
      competitorsInContext: ['Glaze'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const corrections = {
      servedPlaces: ['Lincoln'],
      notPlaces: [],
      ignoredExclusions: ['kiln repairs'],
      competitorsInContext: ['Glaze'],
    };
    expect(saved.json<{ content: BriefBody }>().content.readingCorrections).toEqual(corrections);
    expect((await readBrief(brief.id)).readingCorrections).toEqual(corrections);

    const reading = await readReading(brief.id);
    expect(reading.excluded.places.map((place) => place.text)).not.toContain('Lincoln');
    expect(reading.excluded.places.map((place) => place.text)).toContain('Hereford');
    expect(reading.market.servedPlaces).toEqual(['Lincoln']);
    expect(reading.excluded.topics.map((topic) => topic.text)).not.toContain('kiln repairs');
    expect(reading.competitors).toContainEqual(
      expect.objectContaining({ name: 'Glaze', inContextOnly: true }),
    );
    // A correction against a sentence of the brief says so, and wins.
    expect(reading.notes).toEqual([
      expect.stringMatching(/^You marked Lincoln as served, but a rule excludes it/),
    ]);
  });

  it('survive the editor saving the brief without them, and go when sent empty', async () => {
    const brief = await createRuledBrief('Kept corrections');
    const corrections = { ...NO_READING_CORRECTIONS, servedPlaces: ['Hereford'] };
    expect((await patchCorrections(brief.id, corrections)).statusCode).toBe(200);
    const replaced = await callBriefs(testApp.app, organization, 'PUT', `brands/${brief.id}`, {
      ...POTTERY,
      briefName: 'Kept corrections',
      name: 'Fernwick Studio Pottery',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ content: BriefBody }>().content.readingCorrections).toEqual(corrections);
    const patched = await callBriefs(testApp.app, organization, 'PATCH', `brands/${brief.id}`, {
      briefName: 'Kept corrections, renamed',
    });
    expect(patched.json<{ content: BriefBody }>().content.readingCorrections).toEqual(corrections);

    expect((await patchCorrections(brief.id, NO_READING_CORRECTIONS)).statusCode).toBe(200);
    expect((await readBrief(brief.id)).readingCorrections).toEqual(NO_READING_CORRECTIONS);
    expect((await readReading(brief.id)).excluded.places.map((place) => place.text)).toContain(
      'Hereford',
    );
  });

  it('can be sent with a new brief', async () => {
    const response = await callBriefs(testApp.app, organization, 'POST', 'brands', {
      ...validBrief('Born corrected'),
      readingCorrections: { ...NO_READING_CORRECTIONS, notPlaces: ['Clifton'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ content: BriefBody }>().content.readingCorrections.notPlaces).toEqual([
      'Clifton',
    ]);
  });

  it('refuses blank, long and too many corrections with the SDK’s messages, changing nothing', async () => {
    const brief = await createRuledBrief('Refused corrections');
    const corrections = { ...NO_READING_CORRECTIONS, servedPlaces: ['Lincoln'] };
    expect((await patchCorrections(brief.id, corrections)).statusCode).toBe(200);
    const before = await readBrief(brief.id);

    const refused = await patchCorrections(brief.id, {
      servedPlaces: ['Hereford', '   '],
      notPlaces: ['x'.repeat(101)],
      ignoredExclusions: Array.from({ length: 51 }, (_, index) => `topic ${String(index)}`),
      competitorsInContext: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: {
        'readingCorrections.servedPlaces.1': READING_CORRECTION_REQUIRED,
        'readingCorrections.notPlaces.0': READING_CORRECTION_TOO_LONG,
        'readingCorrections.ignoredExclusions': TOO_MANY_READING_CORRECTIONS,
      },
    });
    // The contract's own shape check: a list missing, or a kind it does not know.
    for (const shape of [{ servedPlaces: ['Hereford'] }, { ...corrections, towns: ['Hereford'] }]) {
      const response = await patchCorrections(brief.id, shape);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await readBrief(brief.id)).toEqual(before);
    expect((await readReading(brief.id)).market.servedPlaces).toEqual(['Lincoln']);
  });
});

describe('another organization', () => {
  it('gets a 404 for the reading and cannot correct the brief', async () => {
    const brief = await createRuledBrief('Private reading');
    const other = await createOrganization(testApp, 'OtherReading');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { readingCorrections: { ...NO_READING_CORRECTIONS, servedPlaces: ['Lincoln'] } }],
    ] as const) {
      const path = method === 'GET' ? `brands/${brief.id}/reading` : `brands/${brief.id}`;
      const response = await callBriefs(testApp.app, other, method, path, payload);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await readBrief(brief.id)).readingCorrections).toEqual(NO_READING_CORRECTIONS);
  });

  it('answers 404 for a brief that does not exist', async () => {
    const response = await callBriefs(
      testApp.app,
      organization,
      'GET',
      'brands/00000000-0000-4000-8000-000000000000/reading',
    );
    expect(response.statusCode).toBe(404);
  });
});
