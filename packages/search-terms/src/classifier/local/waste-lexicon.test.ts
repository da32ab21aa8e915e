import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';

// The waste words of other languages, read for any brief: an invented seller of ceramic teapots
// to Europe, and an invented app with a free plan.

function briefOf(overrides: Partial<ClassifierBrief> = {}): ClassifierBrief {
  return {
    name: 'Glazenby',
    website: 'https://glazenby.test',
    shortDescription:
      'Glazenby sells handmade ceramic teapots and tea cups online, delivered across Europe.',
    competitorsList: [],
    products: [
      { name: 'Ceramic teapots', description: 'Handmade teapots in six glazes.' },
      { name: 'Tea cups', description: 'Stoneware cups to match.' },
    ],
    rules: [],
    examples: [],
    ...overrides,
  };
}

async function decide(brief: ClassifierBrief, terms: string[]): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(brief).classify(
    terms.map((searchTerm) => ({ searchTerm, matchedKeyword: 'ceramic teapot' })),
  );
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

describe('free of charge in another language', () => {
  it('excludes a search for the thing for nothing', async () => {
    const decisions = await decide(briefOf(), [
      'teekanne keramik kostenlos',
      'tetera ceramica gratis',
      'czajnik za darmo',
    ]);
    for (const [term, decision] of decisions) {
      expect(decision, term).toMatchObject({ isExclude: true, signal: 'free_or_pirated' });
    }
    expect(decisions.get('teekanne keramik kostenlos')?.reason).toBe(
      "Excluded: someone after it free of charge ('kostenlos'), which Glazenby does not give away.",
    );
  });

  it('keeps a buyer step that comes free, and a business that gives its product away', async () => {
    const shipping = await decide(briefOf(), [
      'tetera ceramica envio gratis',
      'teekanne kostenloser versand',
      'theiere livraison gratuite',
    ]);
    for (const [term, decision] of shipping) expect(decision.isExclude, term).toBe(false);
    const freePlan = briefOf({
      name: 'Brewlog',
      shortDescription: 'Brewlog is a tea tasting journal app with a free plan and a paid plan.',
      products: [{ name: 'Tea journal app', description: 'Log every tea you brew.' }],
    });
    const app = await decide(freePlan, ['tee tagebuch app kostenlos']);
    expect(app.get('tee tagebuch app kostenlos')?.isExclude).toBe(false);
  });
});

describe('other waste words', () => {
  it('reads "how to become" as a career search, "pdf" as a free copy, a recipe in another language as do-it-yourself', async () => {
    const decisions = await decide(briefOf(), [
      'how to become a ceramic teapot maker',
      'ceramic teapot glazing guide pdf',
      'receta te en tetera de ceramica',
    ]);
    expect(decisions.get('how to become a ceramic teapot maker')?.signal).toBe('job_seeker');
    expect(decisions.get('ceramic teapot glazing guide pdf')?.signal).toBe('free_or_pirated');
    expect(decisions.get('receta te en tetera de ceramica')?.signal).toBe('diy_how_to');
  });
});

describe('places in a rule', () => {
  it('never reads a phrase that names a country, or a town and how it is reached, as a thing to exclude', async () => {
    const brief = briefOf({
      rules: [{ description: 'Exclude Norway travel.' }, { description: 'Exclude Ndola visit.' }],
    });
    const decisions = await decide(brief, ['travel ceramic teapot', 'visit ceramic teapot']);
    for (const [term, decision] of decisions) {
      expect(decision, term).toMatchObject({ isExclude: false, signal: 'relevant' });
      expect(decision.needsReview, term).toBeUndefined();
    }
  });
});

describe('a thing the rules exclude, in other words', () => {
  it('excludes its other words and other languages, never the words of what is sold', async () => {
    const brief = briefOf({
      shortDescription:
        'Glazenby sells handmade ceramic teapots and ex-rental cafe teapots online, delivered across Europe.',
      rules: [
        { description: "No rental and no repair. 'Ex-rental' teapots are fine." },
        { description: 'Adults only, no kids.' },
      ],
    });
    const decisions = await decide(brief, [
      'teekanne mieten',
      'ceramic teapot leasing',
      'reparatur teekanne',
      'tetera para ninos',
      'ex rental ceramic teapot',
    ]);
    for (const term of [
      'teekanne mieten',
      'ceramic teapot leasing',
      'reparatur teekanne',
      'tetera para ninos',
    ]) {
      expect(decisions.get(term), term).toMatchObject({ isExclude: true, signal: 'not_sold' });
    }
    expect(decisions.get('ex rental ceramic teapot')?.isExclude).toBe(false);
  });

  it('leaves out of the family a word the offer uses', async () => {
    const brief = briefOf({
      shortDescription:
        'Glazenby sells handmade ceramic teapots and ex-lease cafe teapots online, delivered across Europe.',
      rules: [{ description: 'No rental.' }],
    });
    const decisions = await decide(brief, ['ex lease ceramic teapot', 'ceramic teapot rental']);
    expect(decisions.get('ex lease ceramic teapot')?.isExclude).toBe(false);
    expect(decisions.get('ceramic teapot rental')?.isExclude).toBe(true);
  });

  it('reads "… are wasted clicks" as an exclusion of the places it lists', async () => {
    const brief = briefOf({
      shortDescription: 'Glazenby sells handmade ceramic teapots in its shop in Ndola.',
      rules: [{ description: 'Other cities (Harare, Lilongwe) are wasted clicks.' }],
    });
    const decisions = await decide(brief, ['ceramic teapot harare', 'ceramic teapot clicks']);
    expect(decisions.get('ceramic teapot harare')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
    expect(decisions.get('ceramic teapot clicks')?.isExclude).toBe(false);
  });
});

describe('what a search weighs and what a product is named after', () => {
  const withRivals = briefOf({
    competitorsList: ['Kettlewick', 'Brewmarrow'],
    products: [
      { name: 'Ceramic teapots', description: 'Handmade teapots in six glazes.' },
      { name: 'Kyoto clay teapots', description: 'Unglazed teapots fired in the old style.' },
    ],
    rules: [
      { description: "We don't bid on competitor names." },
      { description: 'We only deliver in Hungary.' },
    ],
  });

  it('keeps two competitors named together, and a comparison in a Scandinavian language', async () => {
    const decisions = await decide(withRivals, [
      'kettlewick brewmarrow',
      'billigare an kettlewick',
      'kettlewick login',
    ]);
    expect(decisions.get('kettlewick brewmarrow')).toMatchObject({
      isExclude: false,
      signal: 'comparison',
    });
    expect(decisions.get('billigare an kettlewick')?.signal).toBe('comparison');
    expect(decisions.get('kettlewick login')?.isExclude).toBe(true);
  });

  it('reads a pdf catalogue as a buyer, a pdf alone as a free copy', async () => {
    const decisions = await decide(withRivals, [
      'ceramic teapot catalogue pdf',
      'ceramic teapot guide pdf',
    ]);
    expect(decisions.get('ceramic teapot catalogue pdf')?.isExclude).toBe(false);
    expect(decisions.get('ceramic teapot guide pdf')?.isExclude).toBe(true);
  });

  it('never reads a place a product is named after as the market', async () => {
    const decisions = await decide(withRivals, ['kyoto clay teapot', 'ceramic teapot fukuoka']);
    expect(decisions.get('kyoto clay teapot')?.isExclude).toBe(false);
    // Another place abroad is still outside the market.
    expect(decisions.get('ceramic teapot fukuoka')?.signal).toBe('wrong_location');
  });
});

describe('Czech, Slovak and Catalan', () => {
  it('reads free of charge, jobs, how-to and downloads in them', async () => {
    const decisions = await decide(briefOf(), [
      'keramicka konvice zadarmo',
      'konvice volna mista',
      'konvice navod',
      'katalog konvic ke stazeni',
      'tetera ofertes de feina',
    ]);
    for (const [term, decision] of decisions) {
      expect(decision, term).toMatchObject({ isExclude: true });
    }
  });

  it('keeps a free sample or a comparison with a competitor in them', async () => {
    const decisions = await decide(briefOf({ competitorsList: ['Teapotly'] }), [
      'konvice vzorek zadarmo',
      'konvice lepsi nez teapotly',
      'teapotly alebo keramika',
      'teapotly millor que',
      'teapotly konvice',
    ]);
    const navigation = decisions.get('teapotly konvice');
    decisions.delete('teapotly konvice');
    for (const [term, decision] of decisions) {
      expect(decision, term).toMatchObject({ isExclude: false });
    }
    expect(navigation).toMatchObject({ isExclude: true, signal: 'competitor' });
  });
});

describe('an overview in another language that sells to businesses', () => {
  it('keeps a search for a supplier of what it makes', async () => {
    const brief = briefOf({
      shortDescription: 'Glazenby vyrábí keramické konvice na zakázku pro firmy a hotely.',
    });
    const [supplier] = await createLocalClassifier(brief).classify([
      { searchTerm: 'ceramic teapot supplier' },
    ]);
    expect(supplier).toMatchObject({ isExclude: false });
    const [retail] = await createLocalClassifier(briefOf()).classify([
      { searchTerm: 'ceramic teapot supplier' },
    ]);
    expect(retail).toMatchObject({ isExclude: true, signal: 'wrong_audience' });
  });
});

describe('what a rule keeps free', () => {
  it('is a buyer step, as a free valuation is; the offer itself wanted free is not', async () => {
    const brief = briefOf({
      rules: [{ description: 'Our free glaze swatch with every order is fine.' }],
    });
    const decisions = await decide(brief, [
      'free glaze swatch',
      'free teapot valuation',
      'free ceramic teapot',
    ]);
    expect(decisions.get('free glaze swatch')).toMatchObject({ isExclude: false });
    expect(decisions.get('free teapot valuation')).toMatchObject({ isExclude: false });
    expect(decisions.get('free ceramic teapot')).toMatchObject({
      isExclude: true,
      signal: 'free_or_pirated',
    });
  });
});
