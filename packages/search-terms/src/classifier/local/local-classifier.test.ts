import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';
import { MEASURED_CONFIDENCE } from './signal-confidence.js';

// An invented advertiser of another trade than the development set's: the classifier must reason
// from whatever brief it is given.
const BRIEF: ClassifierBrief = {
  name: 'Crumbwell',
  website: 'https://www.crumbwell.test',
  shortDescription:
    'Crumbwell is a family bakery delivering sourdough bread, celebration cakes and gluten-free pastries to homes and offices, with free delivery on orders over £30.',
  competitorsList: [
    'Loafsmith',
    'Golden Crust Bakery',
    'Rye & Co',
    'Flourish Cakes',
    'Bakewell Direct',
  ],
  products: [
    { name: 'Sourdough bread', description: 'Slow-fermented loaves baked every morning.' },
    { name: 'Celebration cakes', description: 'Birthday and wedding cakes to order.' },
    { name: 'Gluten-free pastries', description: 'Croissants and tarts without gluten.' },
  ],
  rules: [
    {
      description:
        "We sell baked goods only. Exclude bread machines, baking courses and cake decorating supplies. 'Gluten-free' and 'dairy-free' describe our products — keep them.",
    },
    { description: "Competitor bakeries are excluded. Keep comparisons ('X vs Crumbwell')." },
  ],
  examples: [{ searchTerm: 'crumbwell franchise', isExclude: true, category: 'brand' }],
};

const ROWS = [
  'sourdough bread delivery',
  'crumbwel cakes',
  'crumbwell jobs',
  'loafsmith opening hours',
  'loafsmith vs crumbwell',
  'golden crust bakery reviews',
  'gluten free pastries',
  'free cakes',
  'bread recipe',
  'bread machines',
  'wedding cakes near me',
  'carpet cleaning',
  'crumbwell franchise opportunities',
  'franchise crumbwell',
].map((searchTerm) => ({ searchTerm, matchedKeyword: 'sourdough bread' }));

async function decide(): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(BRIEF).classify(ROWS);
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

describe('the local classifier', () => {
  it('keeps searches for what the advertiser sells', async () => {
    const decisions = await decide();
    for (const term of ['sourdough bread delivery', 'wedding cakes near me']) {
      expect(decisions.get(term), term).toMatchObject({ isExclude: false, category: 'product' });
    }
  });

  it('keeps its own brand, misspelt too, but not job seekers at it', async () => {
    const decisions = await decide();
    expect(decisions.get('crumbwel cakes')).toMatchObject({
      isExclude: false,
      category: 'brand',
      signal: 'own_brand',
    });
    expect(decisions.get('crumbwell jobs')).toMatchObject({
      isExclude: true,
      category: 'brand',
      signal: 'job_seeker',
    });
  });

  it('excludes navigation to competitors and keeps comparisons', async () => {
    const decisions = await decide();
    expect(decisions.get('loafsmith opening hours')).toMatchObject({
      isExclude: true,
      category: 'brand',
      signal: 'competitor',
    });
    expect(decisions.get('golden crust bakery reviews')).toMatchObject({ isExclude: true });
    expect(decisions.get('loafsmith vs crumbwell')).toMatchObject({
      isExclude: false,
      category: 'brand',
      signal: 'comparison',
    });
  });

  it('reads "free" in context', async () => {
    const decisions = await decide();
    expect(decisions.get('gluten free pastries')).toMatchObject({ isExclude: false });
    expect(decisions.get('free cakes')).toMatchObject({
      isExclude: true,
      signal: 'free_or_pirated',
    });
  });

  it("applies the brief's rules and the usual waste intents, word by word", async () => {
    const decisions = await decide();
    expect(decisions.get('bread machines')).toMatchObject({ isExclude: true, signal: 'not_sold' });
    expect(decisions.get('bread recipe')).toMatchObject({ isExclude: true, signal: 'diy_how_to' });
    // Naming nothing sold is no reason to exclude: a person (or the hybrid's model) decides.
    expect(decisions.get('carpet cleaning')).toMatchObject({
      isExclude: false,
      signal: 'unrelated',
      needsReview: true,
    });
  });

  it('never excludes a term that converted in the period: it is kept for review, its reason kept', async () => {
    const [converted, notConverted, taught] = await createLocalClassifier({
      ...BRIEF,
      examples: [
        ...BRIEF.examples,
        { searchTerm: 'bread recipe', isExclude: true, category: 'product' },
      ],
    }).classify([
      { searchTerm: 'loafsmith opening hours', conversions: 1.5 },
      { searchTerm: 'loafsmith opening hours today', conversions: 0 },
      { searchTerm: 'bread recipe', conversions: 1 },
    ]);
    expect(converted).toMatchObject({
      isExclude: false,
      needsReview: true,
      signal: 'competitor',
      confidence: 0.5,
    });
    expect(converted!.reason).toMatch(
      /^Brought 1\.5 conversions in the period .*competitor Loafsmith/,
    );
    expect(notConverted).toMatchObject({ isExclude: true, signal: 'competitor' });
    // The user's own decision on that very term stands.
    expect(taught).toMatchObject({ isExclude: true, signal: 'example' });
  });

  it("follows the brief's examples, in any word order", async () => {
    const decisions = await decide();
    expect(decisions.get('franchise crumbwell')).toMatchObject({
      isExclude: true,
      signal: 'example',
    });
  });

  it("keeps the rules' decision beside a decision an example changed, and only there", async () => {
    const brief: ClassifierBrief = {
      ...BRIEF,
      examples: [
        { searchTerm: 'bread recipe', isExclude: false, category: 'product' },
        { searchTerm: 'bread machines', isExclude: true, category: 'product' },
      ],
    };
    const decisions = await createLocalClassifier(brief).classify(
      ['bread recipe', 'bread machines'].map((searchTerm) => ({ searchTerm })),
    );
    const [changed, agreed] = decisions;
    expect(changed).toMatchObject({ isExclude: false, signal: 'example' });
    expect(changed!.rules).toMatchObject({ isExclude: true, signal: 'diy_how_to' });
    expect(changed!.rules!.reason.length).toBeGreaterThan(20);
    expect(agreed).toMatchObject({ isExclude: true, signal: 'example' });
    expect(agreed!.rules).toBeUndefined();
  });

  it('gives every decision a reason and a confidence', async () => {
    for (const decision of (await decide()).values()) {
      expect(decision.reason.length, decision.searchTerm).toBeGreaterThan(20);
      expect(decision.confidence).toBeGreaterThan(0);
      expect(decision.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic', async () => {
    const first = await createLocalClassifier(BRIEF).classify(ROWS);
    expect(await createLocalClassifier(BRIEF).classify(ROWS)).toEqual(first);
  });
});

describe('the local classifier and places', () => {
  const ROASTER: ClassifierBrief = {
    name: 'Beanline',
    website: 'https://beanline.test',
    shortDescription:
      'Beanline roasts specialty coffee beans in Idaho and ships whole-bean and ground coffee to homes across the US, with subscriptions every two or four weeks.',
    competitorsList: ['Roastery One', 'Kettle & Crema', 'Darkbean', 'Morning Mill', 'Grindhaus'],
    products: [
      { name: 'Coffee beans', description: 'Single-origin beans, roasted to order.' },
      { name: 'Ground coffee', description: 'Ground for filter, espresso or a cafetière.' },
    ],
    rules: [
      {
        description:
          'We ship within the US only; exclude other countries (Norway, Peru). Portuguese-language searches from US shoppers are welcome.',
      },
    ],
    examples: [],
  };

  it("excludes places outside the brief's market, in any language, and keeps the market's", async () => {
    const terms = [
      'coffee beans budapest',
      'coffee beans hungary',
      'coffee beans perú',
      'coffee beans akron',
      'café em grão coffee',
      'ground coffee omaha',
    ];
    const decisions = await createLocalClassifier(ROASTER).classify(
      terms.map((searchTerm) => ({ searchTerm, matchedKeyword: 'coffee beans' })),
    );
    const byTerm = new Map(decisions.map((decision) => [decision.searchTerm, decision]));
    for (const term of ['coffee beans budapest', 'coffee beans hungary', 'coffee beans perú']) {
      expect(byTerm.get(term), term).toMatchObject({ isExclude: true, signal: 'wrong_location' });
    }
    for (const term of ['coffee beans akron', 'café em grão coffee', 'ground coffee omaha']) {
      expect(byTerm.get(term), term).toMatchObject({ isExclude: false });
    }
  });
});

describe('a brand name holding a trade word', () => {
  const brief: ClassifierBrief = {
    name: 'Kettleby Coffee',
    website: 'https://kettleby.test',
    shortDescription:
      'Kettleby Coffee roasts specialty coffee beans and ships them nationwide, with brewing gear.',
    competitorsList: ['Onibus Coffee'],
    products: [{ name: 'Coffee beans', description: 'Single-origin beans, roasted weekly.' }],
    rules: [],
    examples: [],
  };

  it('reads the trade word as the offer, not as the advertiser or a competitor', async () => {
    const terms = [
      'coffee beans',
      'decaf coffee beans',
      'kettleby beans',
      'onibus beans',
      'onibus beans reviews',
    ];
    const [plain, decaf, own, competitorWord, competitor] = await createLocalClassifier(
      brief,
    ).classify(terms.map((searchTerm) => ({ searchTerm })));
    expect(plain).toMatchObject({ isExclude: false, category: 'product', signal: 'relevant' });
    expect(decaf).toMatchObject({ isExclude: false, category: 'product' });
    expect(own).toMatchObject({ isExclude: false, category: 'brand', signal: 'own_brand' });
    // One word of the competitor's name among the trade's words may mean something else.
    expect(competitorWord).toMatchObject({
      isExclude: false,
      needsReview: true,
      category: 'brand',
      signal: 'competitor',
    });
    expect(competitor).toMatchObject({ isExclude: true, signal: 'competitor' });
  });
});

describe("the overview's noun for the business", () => {
  const brief: ClassifierBrief = {
    name: 'Huis Koel',
    website: 'https://huiskoel.test',
    shortDescription:
      'Huis Koel is a boutique hotel in the old town of Kitwe, Zambia, with 24 rooms and a rooftop bar.',
    competitorsList: [],
    products: [
      { name: 'Hotel rooms', description: 'Double rooms and suites, breakfast included.' },
      { name: 'Rooftop bar', description: 'Drinks with a view.' },
    ],
    rules: [],
    examples: [],
  };

  it('names what is sold, so a search for it is kept, qualified or not', async () => {
    const terms = ['hotel kitwe', 'romantic hotel kitwe', 'things to do in kitwe'];
    const [plain, qualified, unrelated] = await createLocalClassifier(brief).classify(
      terms.map((searchTerm) => ({ searchTerm })),
    );
    expect(plain).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(qualified).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(unrelated).toMatchObject({ isExclude: false, signal: 'unrelated', needsReview: true });
  });
});

describe('a question about what is sold and a look-up of a word', () => {
  it('keeps "what is <it>" and an explainer, and excludes the sense of the word', async () => {
    const terms = [
      'what is sourdough bread',
      'sourdough bread explained',
      'sourdough bread meaning',
    ];
    const [question, explainer, sense] = await createLocalClassifier(BRIEF).classify(
      terms.map((searchTerm) => ({ searchTerm })),
    );
    expect(question).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(explainer).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(sense).toMatchObject({ isExclude: true, signal: 'information' });
  });

  it('reads "what is the best <it>" as a buyer choosing, and "<shops> similar to X" as a comparison', async () => {
    const terms = [
      'what is the best treat for a birthday party',
      'padarias parecidas com loafsmith',
      'bakeries similar to loafsmith',
      'loafsmith opening hours',
      'brutarii precum loafsmith',
    ];
    const [best, similarPt, similarEn, navigation, likeRo] = await createLocalClassifier(
      BRIEF,
    ).classify(terms.map((searchTerm) => ({ searchTerm })));
    expect(best).toMatchObject({ isExclude: false });
    expect(similarPt).toMatchObject({ isExclude: false, signal: 'comparison' });
    expect(similarEn).toMatchObject({ isExclude: false, signal: 'comparison' });
    expect(navigation).toMatchObject({ isExclude: true, signal: 'competitor' });
    expect(likeRo).toMatchObject({ isExclude: false, signal: 'comparison' });
  });
});

describe('a waste word that the offer itself uses', () => {
  const brief: ClassifierBrief = {
    name: 'Ridgeway Motors',
    website: 'https://ridgewaymotors.test',
    shortDescription: 'Ridgeway Motors is a dealership selling approved used cars with finance.',
    competitorsList: [],
    products: [
      { name: 'Used cars', description: 'Approved used cars with a 12-month warranty.' },
      { name: 'Car finance', description: 'Hire purchase and PCP.' },
    ],
    rules: [{ description: 'Exclude car parts and repair jobs.' }],
    examples: [],
  };

  it('is what is sold, while the other waste words and the excluded ones still count', async () => {
    const terms = ['used cars for sale', 'used car finance', 'dealership jobs', 'car repair jobs'];
    const [used, finance, jobs, repair] = await createLocalClassifier(brief).classify(
      terms.map((searchTerm) => ({ searchTerm })),
    );
    expect(used).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(finance).toMatchObject({ isExclude: false, signal: 'relevant' });
    expect(jobs).toMatchObject({ isExclude: true, signal: 'job_seeker' });
    expect(repair).toMatchObject({ isExclude: true });
  });
});

describe('"free" after what is sold', () => {
  const brief: ClassifierBrief = {
    name: 'Tallybook',
    website: 'https://tallybook.test',
    shortDescription:
      'Tallybook is inventory software for small shops, sold by monthly subscription.',
    competitorsList: [],
    products: [{ name: 'Inventory software', description: 'Stock counts, reorders and barcodes.' }],
    rules: [],
    examples: [],
  };

  it('asks for it free, unless the advertiser gives it away or the word means "without"', async () => {
    const [paid] = await createLocalClassifier(brief).classify([
      { searchTerm: 'inventory software free' },
    ]);
    expect(paid).toMatchObject({ isExclude: true, signal: 'free_or_pirated' });
    expect(paid!.reason).toContain('inventory software');

    const withFreePlan = {
      ...brief,
      shortDescription: `${brief.shortDescription} A free plan covers fifty products a month.`,
    };
    const [free] = await createLocalClassifier(withFreePlan).classify([
      { searchTerm: 'inventory software free' },
    ]);
    expect(free).toMatchObject({ isExclude: false });

    const [crumbwell] = await createLocalClassifier(BRIEF).classify([
      { searchTerm: 'gluten free pastries' },
    ]);
    expect(crumbwell).toMatchObject({ isExclude: false });
  });

  it('keeps "free <it>" when the overview says it is free or costs nothing', async () => {
    const adviser: ClassifierBrief = {
      name: 'Harrowgate Pensions',
      website: 'https://harrowgate.test',
      shortDescription: 'Harrowgate Pensions advises savers on retirement planning.',
      competitorsList: [],
      products: [{ name: 'Retirement planning', description: 'A plan for your pension.' }],
      rules: [],
      examples: [],
    };
    const term = [{ searchTerm: 'free retirement planning session' }];
    const [paid] = await createLocalClassifier(adviser).classify(term);
    expect(paid).toMatchObject({ isExclude: true, signal: 'free_or_pirated' });
    for (const sentence of [
      'Every planning session is free to savers.',
      'The first session costs you nothing.',
    ]) {
      const given = { ...adviser, shortDescription: `${adviser.shortDescription} ${sentence}` };
      const [free] = await createLocalClassifier(given).classify(term);
      expect(free, sentence).toMatchObject({ isExclude: false });
    }
  });
});

describe("an excluded phrase's last word alone", () => {
  const brief: ClassifierBrief = {
    name: 'Pearlgate',
    website: 'https://pearlgate.test',
    shortDescription: 'Pearlgate is a private clinic offering teeth whitening and implants.',
    competitorsList: [],
    products: [{ name: 'Teeth whitening', description: 'In-chair whitening.' }],
    rules: [{ description: 'We are private: exclude NHS dentist searches.' }],
    examples: [],
  };

  it('excludes the whole phrase and leaves its last word alone for review, as it may name the trade itself', async () => {
    const [whole, headAlone] = await createLocalClassifier(brief).classify([
      { searchTerm: 'nhs dentist' },
      { searchTerm: 'dentist open sunday' },
    ]);
    // The whole phrase carries what the brief's exclusions measured on labelled advertisers.
    expect(whole).toMatchObject({
      isExclude: true,
      signal: 'not_sold',
      confidence: MEASURED_CONFIDENCE.exclude.not_sold,
    });
    expect(headAlone).toMatchObject({
      isExclude: false,
      signal: 'not_sold',
      confidence: 0.5,
      needsReview: true,
    });
  });
});

describe('a town excluded with its region named', () => {
  const brief: ClassifierBrief = {
    name: 'Boltwise',
    website: 'https://boltwise.test',
    shortDescription:
      'Boltwise is a 24-hour locksmith in Moscow, Idaho: lockouts, lock changes and safes.',
    competitorsList: [],
    products: [{ name: 'Emergency locksmith', description: 'Lockouts opened day and night.' }],
    rules: [{ description: 'We only work in Moscow, Idaho. Exclude Moscow Russia.' }],
    examples: [],
  };

  it('excludes that town only, never its namesake the advertiser serves', async () => {
    const [own, named] = await createLocalClassifier(brief).classify([
      { searchTerm: 'locksmith moscow', matchedKeyword: 'locksmith' },
      { searchTerm: 'locksmith moscow russia', matchedKeyword: 'locksmith' },
    ]);
    expect(own).toMatchObject({ isExclude: false });
    expect(named).toMatchObject({ isExclude: true, signal: 'wrong_location' });
  });
});

describe('a longer excluded phrase found by one of its words', () => {
  const brief: ClassifierBrief = {
    ...BRIEF,
    rules: [{ description: 'Exclude kelp sculpting for museums.' }],
    examples: [],
  };

  it('needs another word of the phrase beside the one that marks it', async () => {
    const [sculpting, harvesting] = await createLocalClassifier(brief).classify([
      { searchTerm: 'kelp sculpting class' },
      { searchTerm: 'kelp harvesting' },
    ]);
    expect(sculpting).toMatchObject({ isExclude: true, signal: 'not_sold' });
    expect(harvesting).toMatchObject({ isExclude: false });
  });
});

describe('a local business that names only the town of its premises', () => {
  const brief: ClassifierBrief = {
    name: 'Kneadwell',
    website: 'https://kneadwell.test',
    shortDescription:
      'Kneadwell has two podiatry clinics in Sheffield: foot pain, nail care and insoles.',
    competitorsList: [],
    products: [{ name: 'Podiatry', description: 'Assessment and treatment of the feet.' }],
    rules: [],
    examples: [],
  };

  it('keeps its town and excludes towns far away, at home or abroad', async () => {
    const decisions = await createLocalClassifier(brief).classify(
      ['podiatrist sheffield', 'podiatrist norwich', 'podiatrist lusaka', 'podiatry'].map(
        (searchTerm) => ({ searchTerm, matchedKeyword: 'podiatrist' }),
      ),
    );
    const byTerm = new Map(decisions.map((decision) => [decision.searchTerm, decision]));
    for (const term of ['podiatrist norwich', 'podiatrist lusaka']) {
      expect(byTerm.get(term), term).toMatchObject({ isExclude: true, signal: 'wrong_location' });
    }
    for (const term of ['podiatrist sheffield', 'podiatry']) {
      expect(byTerm.get(term), term).toMatchObject({ isExclude: false });
    }
  });

  it('reads a lake, a mountain or falls named after a town as no town', async () => {
    const decisions = await createLocalClassifier(brief).classify(
      ['podiatrist lusaka', 'podiatrist lake lusaka', 'podiatrist lusaka falls'].map(
        (searchTerm) => ({ searchTerm, matchedKeyword: 'podiatrist' }),
      ),
    );
    const byTerm = new Map(decisions.map((decision) => [decision.searchTerm, decision]));
    expect(byTerm.get('podiatrist lusaka')).toMatchObject({ isExclude: true });
    for (const term of ['podiatrist lake lusaka', 'podiatrist lusaka falls']) {
      expect(byTerm.get(term), term).toMatchObject({ isExclude: false });
    }
  });
});

describe('a brief in Turkish', () => {
  // An invented bakery whose overview writes its places with case endings ("Türkiye'nin").
  const brief: ClassifierBrief = {
    name: 'Ekinsu Fırın',
    website: 'https://ekinsu.test',
    shortDescription:
      "Kayseri'de fırınımız var; Türkiye'nin her yerine ekşi maya ekmek yolluyoruz, firmalara da.",
    competitorsList: ['Unsal Ekmek'],
    products: [{ name: 'Ekşi maya ekmek', description: 'Taze ekmek, kargo ile.' }],
    rules: [
      { description: 'Sadece Türkiye: Türkiye dışı satış yok (Yunanistan, Mısır vs).' },
      { description: 'Rakip isimleri olmasın ama karşılaştırma olabilir.' },
    ],
    examples: [],
  };

  it('keeps its own country, excludes the others it names, and reads "X gibi" as a comparison', async () => {
    const decisions = await createLocalClassifier(brief).classify(
      [
        'ekşi maya ekmek samsun',
        'ekşi maya ekmek lusaka',
        'unsal ekmek gibi firmalar',
        'ekmek toptan',
      ].map((searchTerm) => ({ searchTerm, matchedKeyword: 'ekşi maya ekmek' })),
    );
    const byTerm = new Map(decisions.map((decision) => [decision.searchTerm, decision]));
    expect(byTerm.get('ekşi maya ekmek samsun')).toMatchObject({ isExclude: false });
    expect(byTerm.get('ekşi maya ekmek lusaka')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
    });
    expect(byTerm.get('unsal ekmek gibi firmalar')).toMatchObject({
      isExclude: false,
      signal: 'comparison',
    });
    // Selling to companies, a wholesale search is a buyer's.
    expect(byTerm.get('ekmek toptan')).toMatchObject({ isExclude: false });
  });
});

describe('an overview naming several small towns of one country', () => {
  // An invented venue: its towns are too small to say its country alone, together they do.
  const brief: ClassifierBrief = {
    name: 'Stavlund Gard',
    website: 'https://stavlund.test',
    shortDescription:
      'Stavlund Gard is a farm wedding venue between Hamar and Elverum; many guests come from Lillehammer.',
    competitorsList: [],
    products: [{ name: 'Farm weddings', description: 'Barn hall, meals and rooms.' }],
    rules: [
      {
        description:
          "We don't help foreign couples with paperwork ('marry in Norway' agencies), and there are no conferences.",
      },
    ],
    examples: [],
  };

  it('never excludes that country, though a rule names it in passing', async () => {
    const [venue, conference] = await createLocalClassifier(brief).classify([
      { searchTerm: 'farm wedding venue norway' },
      { searchTerm: 'conferences' },
    ]);
    expect(venue).toMatchObject({ isExclude: false });
    expect(conference).toMatchObject({ isExclude: true });
  });
});
