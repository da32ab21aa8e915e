import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';

// Invented advertiser: an online piano school whose name ends in an everyday word, with
// competitors named like a trade word, an everyday word and a town.
const BRIEF: ClassifierBrief = {
  name: 'Keymoss Online',
  website: 'https://www.keymoss.test',
  shortDescription:
    'Keymoss Online teaches piano to adults through live video lessons with a personal teacher, on a monthly plan.',
  competitorsList: ['Lessono', 'Tangent', 'Hamar Music', 'Octavian Academy'],
  products: [
    { name: 'Piano lessons', description: 'Weekly live lessons online with your own teacher.' },
    { name: 'Music theory lessons', description: 'Reading music and harmony, online.' },
  ],
  rules: [
    { description: 'Competitors are excluded; keep comparisons and people switching from them.' },
  ],
  examples: [],
};

async function decide(terms: string[]): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(BRIEF).classify(
    terms.map((searchTerm) => ({ searchTerm, matchedKeyword: 'online piano lessons' })),
  );
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

describe('reading brand names', () => {
  it('never reads an everyday word of the own name alone as the brand', async () => {
    const decisions = await decide(['keymoss piano', 'keymos login', 'online piano lessons free']);
    expect(decisions.get('keymoss piano')).toMatchObject({ signal: 'own_brand', isExclude: false });
    expect(decisions.get('keymos login')).toMatchObject({ signal: 'own_brand', isExclude: false });
    expect(decisions.get('online piano lessons free')?.signal).not.toBe('own_brand');
  });

  it('does not read an everyday or offer word as a misspelt competitor', async () => {
    // "lessons" is the offer: one letter from "Lessono", it is still not that competitor.
    const decisions = await decide(['piano lessons online', 'lessono pricing', 'lesono login']);
    expect(decisions.get('piano lessons online')).toMatchObject({
      isExclude: false,
      category: 'product',
    });
    expect(decisions.get('lessono pricing')).toMatchObject({
      isExclude: true,
      signal: 'competitor',
    });
    expect(decisions.get('lesono login')).toMatchObject({ isExclude: true, signal: 'competitor' });
  });

  it('reads a competitor named by an everyday word or a place only where it is used as a name', async () => {
    const decisions = await decide([
      'tangent piano lessons',
      'tangent line calculator',
      'hamar music login',
      'piano lessons hamar',
    ]);
    expect(decisions.get('tangent piano lessons')).toMatchObject({
      isExclude: true,
      signal: 'competitor',
    });
    expect(decisions.get('tangent line calculator')?.signal).not.toBe('competitor');
    expect(decisions.get('hamar music login')).toMatchObject({
      isExclude: true,
      signal: 'competitor',
    });
    expect(decisions.get('piano lessons hamar')?.signal).not.toBe('competitor');
  });

  it('keeps people switching from or weighing a competitor', async () => {
    const decisions = await decide([
      'switching from lessono',
      'lessono competitors',
      'replace octavian academy',
    ]);
    for (const term of decisions.values()) {
      expect(term, term.searchTerm).toMatchObject({ isExclude: false, signal: 'comparison' });
    }
  });
});

describe('reading a name in another language', () => {
  // Invented advertiser: a Finnish bakery whose name ends in its trade ("leipomo", a bakery),
  // which the overview writes in lower case as the common noun it is.
  const bakery: ClassifierBrief = {
    name: 'Ruskea Leipomo',
    website: 'https://www.ruskea.test',
    shortDescription:
      'Ruskea Leipomo on perheen leipomo, joka leipoo ruisleipää ja kakkuja yrityksille ja juhliin.',
    competitorsList: [],
    products: [{ name: 'Ruisleipä', description: 'Leivomme ruisleipää joka aamu.' }],
    rules: [],
    examples: [],
  };

  it('reads a word of the name the overview writes in lower case as the trade, not the brand', async () => {
    const decisions = await createLocalClassifier(bakery).classify(
      ['leipomo lahjakortti', 'ruskea leipomo aukioloajat'].map((searchTerm) => ({ searchTerm })),
    );
    expect(decisions[0]?.signal).not.toBe('own_brand');
    expect(decisions[1]).toMatchObject({ signal: 'own_brand', isExclude: false });
  });
});
