import { describe, expect, it } from 'vitest';
import type { ClassifierBrief } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';
import { readBrief } from './read-brief.js';

// An invented local business whose product is named like a town, with a competitor named by an
// everyday word: the reading shows both, and the user's corrections change what decides.
const POTTERY: ClassifierBrief = {
  name: 'Fernwick Pottery',
  website: 'https://fernwick.test',
  shortDescription:
    'Fernwick Pottery runs pottery classes and sells handmade stoneware from its studio in Norwich, in the United Kingdom.',
  competitorsList: ['Kilnsey Studio', 'Glaze', 'Corvale Ceramics'],
  products: [
    { name: 'Pottery classes', description: 'Wheel throwing and hand building for adults.' },
    { name: 'Stoneware mugs', description: 'Mugs and jugs of all sizes, made in Norwich.' },
  ],
  rules: [
    { description: 'We only teach in Norwich. Exclude pottery jobs and kiln repairs.' },
    { description: 'Exclude Lincoln and Hereford.' },
  ],
  examples: [],
};

describe('how Utmost reads a brief', () => {
  it('lists the brand, competitors, offer, market and exclusions with their sentences', () => {
    const reading = readBrief(POTTERY);
    expect(reading.ownBrand[0]).toMatchObject({ name: 'Fernwick Pottery', words: ['fernwick'] });
    expect(reading.competitors).toContainEqual({
      name: 'Glaze',
      words: ['glaze'],
      inContextOnly: false,
    });
    expect(reading.offer).toEqual(expect.arrayContaining(['classes', 'mugs']));
    expect(reading.market.countries).toContain('United Kingdom');
    expect(reading.excluded.places.map((place) => place.text)).toEqual(
      expect.arrayContaining(['Lincoln', 'Hereford']),
    );
    expect(reading.excluded.places.find((place) => place.text === 'Lincoln')?.sentence).toBe(
      'Exclude Lincoln and Hereford.',
    );
    expect(reading.excluded.topics.map((topic) => topic.text)).toContain('kiln repairs');
    expect(reading.notes).toEqual([]);
  });

  it('says what it could not read in an empty brief', () => {
    const reading = readBrief({
      ...POTTERY,
      shortDescription: '',
      products: [],
      rules: [],
    });
    expect(reading.notes).toHaveLength(2);
    expect(reading.notes[0]).toMatch(/cannot tell what is sold/);
  });

  it('shows a correction that contradicts the brief as such', () => {
    const reading = readBrief({ ...POTTERY, corrections: { servedPlaces: ['Lincoln'] } });
    expect(reading.excluded.places.map((place) => place.text)).not.toContain('Lincoln');
    expect(reading.market.servedPlaces).toEqual(['Lincoln']);
    expect(reading.notes.join(' ')).toMatch(/You marked Lincoln as served, but a rule excludes it/);
  });
});

describe('corrections to the reading', () => {
  const terms = [
    'pottery classes lincoln',
    'memphis mug',
    'kiln repairs norwich',
    'glaze pottery classes',
  ].map((searchTerm) => ({ searchTerm, matchedKeyword: 'pottery classes' }));

  it('are rules the next validation follows', async () => {
    const before = await createLocalClassifier(POTTERY).classify(terms);
    expect(before.map((decision) => decision.isExclude)).toEqual([true, true, true, true]);

    const after = await createLocalClassifier({
      ...POTTERY,
      corrections: {
        servedPlaces: ['lincoln'],
        notPlaces: ['Memphis'],
        ignoredExclusions: ['kiln repairs'],
        competitorsInContext: ['Glaze'],
      },
    }).classify([...terms, { searchTerm: 'glaze pottery login' }]);
    expect(after.map((decision) => decision.isExclude)).toEqual([false, false, false, false, true]);
    expect(
      readBrief({ ...POTTERY, corrections: { competitorsInContext: ['Glaze'] } }).competitors,
    ).toContainEqual({ name: 'Glaze', words: ['glaze'], inContextOnly: true });
  });
});

describe('a list of places the city data lacks', () => {
  it('is no list of things to exclude, while things in a list after the cue still are', () => {
    const reading = readBrief({
      ...POTTERY,
      rules: [{ description: 'Other parishes (Bell, Mill) and kiln hire are out.' }],
    });
    const topics = reading.excluded.topics.map((topic) => topic.text);
    expect(topics).toContain('kiln hire');
    expect(topics).not.toEqual(expect.arrayContaining(['bell']));
    expect(topics).not.toEqual(expect.arrayContaining(['mill']));
  });
});

describe('a region the user says is served', () => {
  const brief: ClassifierBrief = {
    ...POTTERY,
    shortDescription:
      'Fernwick Pottery runs pottery classes and sells handmade stoneware online across Chile.',
    rules: [{ description: 'Chile only; exclude Canada, including Manitoba.' }],
    corrections: { servedPlaces: ['Manitoba'] },
  };

  it('is that region only: the rest of the excluded country stays out', async () => {
    const reading = readBrief(brief);
    expect(reading.market.countries).not.toContain('Canada');
    expect(reading.excluded.countries).toContain('Canada');
    expect(reading.excluded.regions).not.toContain('Manitoba');
    const decisions = await createLocalClassifier(brief).classify(
      ['stoneware mugs brandon', 'stoneware mugs kitchener'].map((searchTerm) => ({
        searchTerm,
        matchedKeyword: 'stoneware mugs',
      })),
    );
    expect(decisions.map((decision) => [decision.searchTerm, decision.isExclude])).toEqual([
      ['stoneware mugs brandon', false],
      ['stoneware mugs kitchener', true],
    ]);
  });
});

describe('a competitor named with the words the brief writes for its own trade', () => {
  // An invented locksmith whose brief is in Portuguese: a competitor is called "armoured door".
  const LOCKSMITH: ClassifierBrief = {
    name: 'Trincavel',
    website: 'https://trincavel.test',
    shortDescription:
      'Instalamos portas blindadas e fechaduras de segurança em casas e escritórios, com orçamento grátis.',
    competitorsList: ['Porta Blindada Lda', 'Ferrolux'],
    products: [
      { name: 'Portas blindadas', description: 'Portas de entrada blindadas, instaladas.' },
    ],
    rules: [],
    examples: [],
  };

  it('is read as needing a search that treats it as a company', async () => {
    const { competitors } = readBrief(LOCKSMITH);
    expect(competitors).toContainEqual(
      expect.objectContaining({ name: 'Porta Blindada Lda', inContextOnly: true }),
    );
    expect(competitors).toContainEqual(
      expect.objectContaining({ name: 'Ferrolux', inContextOnly: false }),
    );
    const [door, rival] = await createLocalClassifier(LOCKSMITH).classify([
      { searchTerm: 'porta blindada apartamento' },
      { searchTerm: 'ferrolux' },
    ]);
    expect(door).toMatchObject({ isExclude: false });
    expect(rival).toMatchObject({ isExclude: true, signal: 'competitor' });
  });
});
