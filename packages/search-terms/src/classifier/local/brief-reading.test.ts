import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';

// Invented advertisers of other trades than the development set's, one behaviour each: what the
// classifier reads from a brief must work for a brief it has never seen.

async function decide(
  brief: ClassifierBrief,
  terms: string[],
  matchedKeyword: string,
): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(brief).classify(
    terms.map((searchTerm) => ({ searchTerm, matchedKeyword })),
  );
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

const LOCKSMITH: ClassifierBrief = {
  name: 'Keyward Locksmiths',
  website: 'https://www.keyward.test',
  shortDescription:
    'Keyward Locksmiths is a locksmith company for homes and shops: emergency lockouts, lock changes, uPVC door repairs and safe opening, day and night.',
  competitorsList: ['Lockline', 'Bolt Brothers', 'Turnkey Rescue', 'Cylinder Masters', 'Latchly'],
  products: [
    { name: 'Emergency locksmith', description: 'Lockouts opened in under an hour.' },
    { name: 'Lock changes', description: 'New locks fitted to British standards.' },
  ],
  rules: [
    {
      description:
        'We only work in Sheffield, Rotherham and Barnsley. Exclude other towns such as Norwich, and anywhere outside the United Kingdom.',
    },
  ],
  examples: [],
};

describe('a local business with a service area', () => {
  it('keeps towns near the ones it names and excludes far ones, named or not', async () => {
    const decisions = await decide(
      LOCKSMITH,
      [
        'locksmith sheffield',
        'emergency locksmith chesterfield',
        'locksmith norwich',
        'locksmith southampton',
        'locksmith budapest',
        'locksmith prices britain',
      ],
      'locksmith sheffield',
    );
    for (const term of [
      'locksmith sheffield',
      'emergency locksmith chesterfield',
      'locksmith prices britain',
    ]) {
      expect(decisions.get(term), term).toMatchObject({ isExclude: false });
    }
    expect(decisions.get('locksmith norwich')?.reason).toMatch(/excludes Norwich by name/);
    expect(decisions.get('locksmith southampton')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
    expect(decisions.get('locksmith southampton')?.reason).toMatch(/outside the area/);
    // "outside the United Kingdom" makes it the market, not an excluded country.
    expect(decisions.get('locksmith budapest')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
  });
});

const BIKE_SHOP: ClassifierBrief = {
  name: 'Gearloft',
  website: 'https://www.gearloft.test',
  shortDescription:
    'Gearloft is an online bike shop selling new road bikes, gravel bikes and cycling jerseys for adults. We stock Zentrix and Corvalen frames and give free delivery.',
  competitorsList: ['Spokehaus', 'Chainline Cycles', 'Pedalworks', 'Velocita', 'Crankset Co'],
  products: [
    { name: 'Road bikes', description: 'Carbon and aluminium road bikes.' },
    { name: 'Gravel bikes', description: 'Bikes for mixed terrain.' },
    { name: 'Cycling jerseys', description: 'Jerseys, bib shorts and gilets.' },
  ],
  rules: [
    { description: 'Adult sizes only: exclude kids and toddler bikes.' },
    { description: 'We do not sell exercise equipment such as indoor trainers or rollers.' },
    { description: 'Exclude mechanic workshops and kick-scooters.' },
  ],
  examples: [],
};

describe("reading a retailer's rules", () => {
  it('excludes every word of an audience the rules exclude by one of its words', async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['girls road bikes', 'boys gravel bike', 'road bikes for women'],
      'road bikes',
    );
    expect(decisions.get('girls road bikes')).toMatchObject({
      isExclude: true,
      signal: 'not_sold',
    });
    expect(decisions.get('boys gravel bike')).toMatchObject({ isExclude: true });
    expect(decisions.get('road bikes for women')).toMatchObject({ isExclude: false });
  });

  it('finds an excluded thing worded otherwise by the word that sets it apart', async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['exercise bike', 'gravel bike jerseys'],
      'road bikes',
    );
    expect(decisions.get('exercise bike')).toMatchObject({ isExclude: true, signal: 'not_sold' });
    expect(decisions.get('gravel bike jerseys')).toMatchObject({ isExclude: false });
  });

  it("finds it by any of its words the offer does not use, and its head noun after the offer's", async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['turbo trainers', 'gravel bike workshops', 'road bike mechanic'],
      'road bikes',
    );
    // Only the excluded phrase's last word ("trainers" of "indoor trainers"): that word may be
    // the trade itself, so the term is left for review rather than excluded.
    expect(decisions.get('turbo trainers')).toMatchObject({
      isExclude: false,
      signal: 'not_sold',
      needsReview: true,
    });
    expect(decisions.get('gravel bike workshops')).toMatchObject({
      isExclude: true,
      signal: 'not_sold',
    });
    // "mechanic" only qualifies the excluded thing: after the offer it is the offer's.
    expect(decisions.get('road bike mechanic')).toMatchObject({ isExclude: false });
  });

  it('reads a hyphenated word of a rule as one word', async () => {
    const decisions = await decide(BIKE_SHOP, ['kick scooter', 'electric scooter'], 'road bikes');
    expect(decisions.get('kick scooter')).toMatchObject({ isExclude: true, signal: 'not_sold' });
    expect(decisions.get('electric scooter')).toMatchObject({ signal: 'unrelated' });
  });

  it('keeps a search mostly in another language, unsure, rather than call it unrelated', async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['bicicletas carretera mujer', 'zorbix registration'],
      'road bikes',
    );
    expect(decisions.get('bicicletas carretera mujer')).toMatchObject({ isExclude: false });
    expect(decisions.get('bicicletas carretera mujer')!.confidence).toBeLessThan(0.6);
    expect(decisions.get('zorbix registration')).toMatchObject({
      isExclude: false,
      signal: 'unrelated',
      needsReview: true,
    });
  });

  it('reads an unknown word before what is sold as a detail when an offer word comes first', async () => {
    const decisions = await decide(BIKE_SHOP, ['cargo bikes', 'gravel race bikes'], 'road bikes');
    // A kind the brief never mentions is not a kind it excludes: left for review.
    expect(decisions.get('cargo bikes')).toMatchObject({
      isExclude: false,
      signal: 'not_sold',
      needsReview: true,
    });
    expect(decisions.get('gravel race bikes')).toMatchObject({ isExclude: false });
  });

  it('keeps searches for a brand the overview says is stocked', async () => {
    const decisions = await decide(BIKE_SHOP, ['zentrix sl 7', 'corvalen frameset'], 'road bikes');
    for (const term of ['zentrix sl 7', 'corvalen frameset']) {
      expect(decisions.get(term), term).toMatchObject({ isExclude: false, category: 'product' });
    }
  });

  it('reads "how to" as do-it-yourself unless it asks how to buy', async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['how to fix a road bike puncture', 'how to choose a gravel bike'],
      'road bikes',
    );
    expect(decisions.get('how to fix a road bike puncture')).toMatchObject({
      isExclude: true,
      signal: 'diy_how_to',
    });
    expect(decisions.get('how to choose a gravel bike')).toMatchObject({ isExclude: false });
  });

  it('reads "<things> like <competitor>" as a comparison', async () => {
    const decisions = await decide(
      BIKE_SHOP,
      ['shops like spokehaus', 'spokehaus sale'],
      'road bikes',
    );
    expect(decisions.get('shops like spokehaus')).toMatchObject({
      isExclude: false,
      category: 'brand',
      signal: 'comparison',
    });
    expect(decisions.get('spokehaus sale')).toMatchObject({
      isExclude: true,
      signal: 'competitor',
    });
  });
});

const QUOTING: ClassifierBrief = {
  name: 'Tallyo',
  website: 'https://www.tallyo.test',
  shortDescription:
    'Tallyo is quoting software for sole traders and small agencies, with a free plan for one user and paid plans for teams.',
  competitorsList: ['Billwise', 'Invoicery', 'Ledgerly', 'Paystub Pro', 'Quoteflow'],
  products: [
    { name: 'Quoting software', description: 'Quotes, follow-ups and e-signatures.' },
    { name: 'Receipt scanning software', description: 'Receipts scanned and sorted.' },
  ],
  rules: [{ description: 'We are not an accountancy firm: exclude accountancy services.' }],
  examples: [],
};

describe('reading what a business gives away and what its name is', () => {
  it('keeps "free <what is sold>" when the brief offers a free plan', async () => {
    const decisions = await decide(QUOTING, ['free quoting software'], 'quoting software');
    expect(decisions.get('free quoting software')).toMatchObject({ isExclude: false });
    const withoutFreePlan = {
      ...QUOTING,
      shortDescription: QUOTING.shortDescription.replace('a free plan', 'a monthly plan'),
    };
    const paid = await decide(withoutFreePlan, ['free quoting software'], 'quoting software');
    expect(paid.get('free quoting software')).toMatchObject({
      isExclude: true,
      signal: 'free_or_pirated',
    });
  });

  it('keeps the distinctive word of its own name with its offer as its brand', async () => {
    const studio: ClassifierBrief = {
      ...QUOTING,
      name: 'Tallyo Quoting Studio',
      website: 'https://www.tallyoquotingstudio.test',
    };
    const decisions = await decide(studio, ['tallyo receipt scanning'], 'quoting software');
    expect(decisions.get('tallyo receipt scanning')).toMatchObject({
      isExclude: false,
      category: 'brand',
      signal: 'own_brand',
    });
  });

  it('does not read an everyday word one letter from its name as its brand', async () => {
    const brief: ClassifierBrief = {
      ...QUOTING,
      name: 'Ledgery',
      website: 'https://ledgery.test',
    };
    const decisions = await decide(
      brief,
      ['ledger paper notebook', 'ledgery quoting'],
      'quoting software',
    );
    expect(decisions.get('ledger paper notebook')).toMatchObject({ category: 'product' });
    expect(decisions.get('ledgery quoting')).toMatchObject({ category: 'brand' });
  });
});
