import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { countryOfMarket } from '../places/index.js';
import { createLocalClassifier } from './local-classifier.js';

// Invented advertisers: the reading must side with the advertiser wherever the brief is unsure.

async function decide(brief: ClassifierBrief, terms: string[], keyword: string) {
  const decisions = await createLocalClassifier(brief).classify(
    terms.map((searchTerm) => ({ searchTerm, matchedKeyword: keyword })),
  );
  return new Map<string, TermDecision>(
    decisions.map((decision) => [decision.searchTerm, decision]),
  );
}

const TRANSLATORS: ClassifierBrief = {
  name: 'Quillmere Translations',
  website: 'https://quillmere.test',
  shortDescription:
    'Quillmere Translations is a Norwegian agency and manufacturer of certified document translations for people moving to or living in Norway, with clients abroad by video. We work in English, Polish and Ukrainian.',
  competitorsList: ['Tolkbro', 'Ordbro AS'],
  products: [{ name: 'Certified translations', description: 'Sworn translations of documents.' }],
  rules: [
    {
      description:
        'We do not translate books or websites, and no visas for Sweden, including Norwegians moving to Sweden.',
    },
    { description: "Don't bid on competitors; comparisons are fine." },
  ],
  examples: [],
};

describe('a reading that sides with the advertiser', () => {
  it('never excludes the country the overview serves, whatever an exclusion names in passing', async () => {
    const decisions = await decide(
      TRANSLATORS,
      [
        'certified translation budapest',
        'certified translation norway',
        'certified translation kitwe',
      ],
      'certified translation',
    );
    // Clients abroad are welcome: no country is outside the market.
    for (const decision of decisions.values()) {
      expect(decision, decision.searchTerm).toMatchObject({ isExclude: false });
    }
  });

  it('reads languages the business works in as languages, not markets', () => {
    expect(countryOfMarket('We work in English, Polish and Ukrainian.')).toEqual([]);
    expect(countryOfMarket('Customers in German cities')).toEqual(['DE']);
  });

  it('reads hiring what is sold, cancelling any time and its own trade word as a buyer', async () => {
    const decisions = await decide(
      TRANSLATORS,
      [
        'hiring a certified translator',
        'certified translation cancel anytime',
        'certified translation manufacturer',
        'translation jobs',
      ],
      'certified translation',
    );
    expect(decisions.get('hiring a certified translator')).toMatchObject({ isExclude: false });
    expect(decisions.get('certified translation cancel anytime')).toMatchObject({
      isExclude: false,
    });
    expect(decisions.get('certified translation manufacturer')).toMatchObject({ isExclude: false });
    expect(decisions.get('translation jobs')).toMatchObject({
      isExclude: true,
      signal: 'job_seeker',
    });
  });

  it('reads "like" in the languages searchers mix in as a comparison', async () => {
    const decisions = await decide(
      TRANSLATORS,
      ['übersetzung wie tolkbro', 'tolkbro pricing'],
      'certified translation',
    );
    expect(decisions.get('übersetzung wie tolkbro')).toMatchObject({ signal: 'comparison' });
    expect(decisions.get('tolkbro pricing')).toMatchObject({ isExclude: true });
  });

  it('finds its own rare name word in any company, and its everyday one with its trade', async () => {
    const decisions = await decide(
      TRANSLATORS,
      ['quillmere kundeportal', 'quillmere status page'],
      'certified translation',
    );
    for (const decision of decisions.values()) {
      expect(decision, decision.searchTerm).toMatchObject({
        isExclude: false,
        signal: 'own_brand',
      });
    }
    const everyday = await decide(
      { ...TRANSLATORS, name: 'Lantern Translations', website: 'https://lantern.test' },
      ['lantern translations contact number', 'lantern translation quote'],
      'certified translation',
    );
    expect(everyday.get('lantern translation quote')).toMatchObject({ signal: 'own_brand' });
  });
});

describe('places a specialist would not call out of market', () => {
  const grocer: ClassifierBrief = {
    name: 'Turnip Crate',
    website: 'https://turnipcrate.test',
    shortDescription: 'Turnip Crate delivers organic vegetable boxes across the United Kingdom.',
    competitorsList: [],
    products: [{ name: 'Vegetable boxes', description: 'Weekly organic boxes.' }],
    rules: [{ description: 'We deliver in the United Kingdom only.' }],
    examples: [],
  };

  it('keeps a town the market shares with a larger namesake abroad, and an everyday-word place', async () => {
    const decisions = await decide(
      grocer,
      ['vegetable boxes worcester', 'china vegetable boxes', 'vegetable boxes memphis'],
      'vegetable boxes',
    );
    expect(decisions.get('vegetable boxes worcester')).toMatchObject({ isExclude: false });
    expect(decisions.get('china vegetable boxes')).toMatchObject({ isExclude: false });
    expect(decisions.get('vegetable boxes memphis')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
  });

  it('keeps a town whose namesake at home is too small for the finder to read alone', async () => {
    // Stockton is a large city in the US and only small towns of the name in Britain.
    const decisions = await decide(
      grocer,
      ['vegetable boxes stockton', 'vegetable boxes sacramento'],
      'vegetable boxes',
    );
    expect(decisions.get('vegetable boxes stockton')).toMatchObject({ isExclude: false });
    expect(decisions.get('vegetable boxes sacramento')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
  });
});

describe('waste read in any language the lexicon holds, and "no" lists', () => {
  const lamps: ClassifierBrief = {
    name: 'Glimmerholt',
    website: 'https://glimmerholt.test',
    shortDescription: 'Glimmerholt sells handmade lampshades online across Finland and Estonia.',
    competitorsList: [],
    products: [{ name: 'Lampshades', description: 'Linen and paper lampshades, made to order.' }],
    rules: [{ description: "No ceiling fans, no bulbs. Keep 'no drill' searches." }],
    examples: [],
  };

  it('excludes job, download and course seekers in other languages, and the listed things', async () => {
    const decisions = await decide(
      lamps,
      [
        'lampshades minijob',
        'lampshades patterns downloaden',
        'lampshades cursus',
        'ceiling fans',
        'no drill lampshades',
      ],
      'lampshades',
    );
    expect(decisions.get('lampshades minijob')).toMatchObject({
      isExclude: true,
      signal: 'job_seeker',
    });
    expect(decisions.get('lampshades patterns downloaden')).toMatchObject({ isExclude: true });
    expect(decisions.get('lampshades cursus')).toMatchObject({ isExclude: true });
    expect(decisions.get('ceiling fans')).toMatchObject({ isExclude: true, signal: 'not_sold' });
    expect(decisions.get('no drill lampshades')).toMatchObject({ isExclude: false });
  });

  it('keeps courses for a business that teaches', async () => {
    const school: ClassifierBrief = {
      ...lamps,
      shortDescription: 'Glimmerholt teaches lampshade making in weekend classes in Kitwe.',
      products: [{ name: 'Lampshade classes', description: 'Weekend classes for adults.' }],
    };
    const decisions = await decide(school, ['lampshade making course'], 'lampshade classes');
    expect(decisions.get('lampshade making course')).toMatchObject({ isExclude: false });
  });
});

describe('places read with their words around them', () => {
  it('reads a demonym before a style as a cuisine, not a market', () => {
    expect(countryOfMarket('Vietnamese-style noodle bars')).toEqual([]);
    expect(countryOfMarket('We serve Vietnamese customers')).toEqual(['VN']);
  });

  it('keeps "the rest of <region>" as context and a place after "from" as where searchers start', async () => {
    const movers: ClassifierBrief = {
      name: 'Sagebrook Movers',
      website: 'https://sagebrook.test',
      shortDescription: 'Sagebrook Movers moves homes in and around Boise.',
      competitorsList: [],
      products: [{ name: 'Home moving', description: 'Local and long-distance moves.' }],
      rules: [{ description: 'We serve the Boise area, not the rest of Idaho.' }],
      examples: [],
    };
    const decisions = await decide(
      movers,
      ['home moving boise', 'home moving to boise from nevada', 'home moving fresno'],
      'home moving',
    );
    expect(decisions.get('home moving boise')).toMatchObject({ isExclude: false });
    expect(decisions.get('home moving to boise from nevada')).toMatchObject({ isExclude: false });
    expect(decisions.get('home moving fresno')).toMatchObject({ isExclude: true });
  });
});

describe("the brief's examples and learned decisions", () => {
  it('follow the first example that matches: the brief lists its own before the learned ones', async () => {
    const brief: ClassifierBrief = {
      ...TRANSLATORS,
      examples: [
        { searchTerm: 'sworn translation prices', isExclude: false, category: 'product' },
        // A learned decision on the same term, listed after the brief's own example.
        { searchTerm: 'sworn translation prices', isExclude: true, category: 'product' },
      ],
    };
    const decisions = await decide(brief, ['sworn translation prices'], 'certified translation');
    expect(decisions.get('sworn translation prices')).toMatchObject({
      isExclude: false,
      signal: 'example',
    });
  });
});

// An invented B2B supplier whose rules name people, free software and a one-word competitor.
const RIGGING: ClassifierBrief = {
  name: 'Halyard Works',
  website: 'https://halyard.test',
  shortDescription:
    'Halyard Works is a B2B distributor of marine rigging hardware and rigging software for boatyards in Shetland.',
  competitorsList: ['Shacklebay', 'Blockwell'],
  products: [
    { name: 'Rigging hardware', description: 'Shackles, blocks and turnbuckles for boatyards.' },
    { name: 'Rigging software', description: 'Load planning software for riggers.' },
  ],
  rules: [
    {
      description:
        'Marine consultants and riggers looking for clients are not for us. Free rigging software isn’t wanted.',
    },
  ],
  examples: [],
};

describe('a reading that keeps its own offer', () => {
  it('keeps the offer where a rule excludes people named like an activity or the offer wanted free', async () => {
    const decisions = await decide(
      RIGGING,
      [
        'marine consulting software',
        'rigging hardware supplier',
        'rigging software price',
        'marine consultants near me',
      ],
      'rigging hardware',
    );
    expect(decisions.get('marine consulting software')).toMatchObject({ isExclude: false });
    expect(decisions.get('rigging hardware supplier')).toMatchObject({ isExclude: false });
    expect(decisions.get('rigging software price')).toMatchObject({ isExclude: false });
    expect(decisions.get('marine consultants near me')).toMatchObject({ isExclude: true });
  });

  it('reads everyday words that spell a competitor only when joined as that word, in context', async () => {
    const decisions = await decide(
      RIGGING,
      ['shackle bay rigging hardware', 'shacklebay login'],
      'rigging hardware',
    );
    expect(decisions.get('shackle bay rigging hardware')).toMatchObject({ isExclude: false });
    expect(decisions.get('shacklebay login')).toMatchObject({ isExclude: true });
  });
});

// An invented sailing school whose own instructors sell its lessons.
const SAILING: ClassifierBrief = {
  name: 'Gullwind Sailing',
  website: 'https://gullwind.test',
  shortDescription:
    'Gullwind Sailing runs dinghy, keelboat and yacht sailing lessons and sailing training with our own instructors in Shetland.',
  competitorsList: ['Saltmark Sailing'],
  products: [
    { name: 'Sailing lessons', description: 'Beginner and refresher lessons.' },
    { name: 'Keelboat training', description: 'Five days aboard for crews.' },
  ],
  rules: [
    {
      description:
        'No instructor training. We are not a yacht designer. Rope sellers are not for us.',
    },
  ],
  examples: [],
};

describe('a reading that tells the offer from what the rules exclude', () => {
  it('keeps a word the overview sells on its own, and reads "not a <trade>" as its work too', async () => {
    const decisions = await decide(
      SAILING,
      [
        'sailing instructors near me',
        'instructor training course',
        'yacht design course',
        'rope sellers near me',
      ],
      'sailing lessons',
    );
    expect(decisions.get('sailing instructors near me')).toMatchObject({ isExclude: false });
    expect(decisions.get('instructor training course')).toMatchObject({ isExclude: true });
    expect(decisions.get('yacht design course')).toMatchObject({ isExclude: true });
    expect(decisions.get('rope sellers near me')).toMatchObject({ isExclude: true });
  });

  it('reads a competitor’s one word typed as two everyday words as those words', async () => {
    const decisions = await decide(
      SAILING,
      ['salt mark login', 'saltmark login'],
      'sailing lessons',
    );
    expect(decisions.get('salt mark login')?.signal).not.toBe('competitor');
    expect(decisions.get('saltmark login')).toMatchObject({
      isExclude: true,
      signal: 'competitor',
    });
  });
});

// An invented clinic patients travel to: its own city's country is where they search for.
const CLINIC: ClassifierBrief = {
  name: 'Kestrava Dental',
  website: 'https://kestrava.test',
  shortDescription:
    'Kestrava Dental is a ceramic crowns and jaw surgery clinic in Lusaka treating patients who travel from Malawi and Zimbabwe.',
  competitorsList: ['Amber Smile'],
  products: [{ name: 'Ceramic crowns', description: 'Crowns made in our own lab.' }],
  rules: [
    {
      description:
        'Someone looking for a dentist in their own town (dentist near me, emergency dentist Harare) is not for us unless they mention Lusaka. We don’t market to local patients in Zambia. No jobs (dentists, nurses).',
    },
  ],
  examples: [],
};

describe('a reading of a clinic patients travel to', () => {
  it('keeps its own country and city, and reads examples and exceptions as such', async () => {
    const decisions = await decide(
      CLINIC,
      [
        'ceramic crowns zambia',
        'lusaka dentist prices',
        'dentist near me',
        'emergency dentist harare',
        'dental nurse jobs',
      ],
      'ceramic crowns',
    );
    expect(decisions.get('ceramic crowns zambia')).toMatchObject({ isExclude: false });
    expect(decisions.get('lusaka dentist prices')).toMatchObject({ isExclude: false });
    expect(decisions.get('dentist near me')).toMatchObject({ isExclude: true });
    expect(decisions.get('emergency dentist harare')).toMatchObject({ isExclude: true });
    expect(decisions.get('dental nurse jobs')).toMatchObject({ isExclude: true });
  });
});
