import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './local-classifier.js';

// Invented advertisers whose market is narrower than a country: a state, a province, a nation.

function briefOf(
  name: string,
  shortDescription: string,
  product: string,
  rules: string[],
): ClassifierBrief {
  return {
    name,
    website: `https://${name.toLowerCase().replace(/\W+/g, '')}.test`,
    shortDescription,
    competitorsList: [],
    products: [{ name: product, description: `${product} for homes and families.` }],
    rules: rules.map((description) => ({ description })),
    examples: [],
  };
}

async function decide(
  brief: ClassifierBrief,
  keyword: string,
  terms: string[],
): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(brief).classify(
    terms.map((searchTerm) => ({ searchTerm, matchedKeyword: keyword })),
  );
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

function expectKept(decisions: Map<string, TermDecision>, terms: string[]): void {
  for (const term of terms) expect(decisions.get(term), term).toMatchObject({ isExclude: false });
}

describe('a market narrowed to one region', () => {
  const lawFirm = briefOf(
    'Garza & Whitfield',
    'Garza & Whitfield is a personal injury law firm in Memphis, Tennessee.',
    'Car accident lawyer',
    ['We only take cases in Tennessee.'],
  );

  it('excludes a large city of another region, and the region by name', async () => {
    const decisions = await decide(lawFirm, 'car accident lawyer', [
      'car accident lawyer milwaukee',
      'car accident lawyer wisconsin',
    ]);
    expect(decisions.get('car accident lawyer milwaukee')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
      reason: 'Milwaukee is in Wisconsin, outside the region the brief serves (Tennessee).',
    });
    expect(decisions.get('car accident lawyer wisconsin')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
      reason: 'Wisconsin is outside the region the brief serves (Tennessee).',
    });
  });

  it("keeps the region's cities, small towns elsewhere and common-word names", async () => {
    const terms = [
      'car accident lawyer knoxville',
      'car accident lawyer memphis tennessee',
      // Clarksville, Tennessee is the largest of the name.
      'car accident lawyer clarksville',
      // Bozeman, Montana is too small a town to be sure of.
      'car accident lawyer bozeman',
      'car accident lawyer queens',
    ];
    expectKept(await decide(lawFirm, 'car accident lawyer', terms), terms);
  });

  it('keeps a namesake inside the region at least half as large as the largest', async () => {
    const indiana = briefOf(
      'Hollis Law',
      'Hollis Law is a personal injury law firm.',
      'Car accident lawyer',
      ['We only take cases in Indiana.'],
    );
    // Lafayette, Indiana is more than half the size of the largest Lafayette, in another state.
    const decisions = await decide(indiana, 'car accident lawyer', [
      'car accident lawyer lafayette',
      'car accident lawyer memphis',
    ]);
    expectKept(decisions, ['car accident lawyer lafayette']);
    expect(decisions.get('car accident lawyer memphis')).toMatchObject({ isExclude: true });
  });

  it("reads a region's name as the region, not a town of the served region sharing it", async () => {
    const michigan = briefOf('Huron Law', 'Huron Law is a law firm.', 'Tax lawyer', [
      'We only take cases in Michigan.',
    ]);
    // Wyoming, Michigan is a city; "wyoming" in a search is the state.
    const decisions = await decide(michigan, 'tax lawyer', [
      'tax lawyer wyoming',
      'tax lawyer ann arbor',
    ]);
    expect(decisions.get('tax lawyer wyoming')?.reason).toBe(
      'Wyoming is outside the region the brief serves (Michigan).',
    );
    expectKept(decisions, ['tax lawyer ann arbor']);
  });

  it('reads a province, a nation and an Australian state the same way', async () => {
    const sweep = briefOf(
      'Prairie Flue',
      'Prairie Flue sweeps and repairs chimneys.',
      'Chimney repair',
      ['We serve homeowners in Saskatchewan only.'],
    );
    const chimneys = await decide(sweep, 'chimney repair', [
      'chimney repair prince albert',
      'chimney repair moose jaw',
      'chimney repair coquitlam',
      'chimney repair alberta',
    ]);
    expectKept(chimneys, ['chimney repair prince albert', 'chimney repair moose jaw']);
    expect(chimneys.get('chimney repair coquitlam')?.reason).toBe(
      'Coquitlam is in British Columbia, outside the region the brief serves (Saskatchewan).',
    );
    expect(chimneys.get('chimney repair alberta')).toMatchObject({ isExclude: true });

    const grocer = briefOf(
      'Thistle Acre',
      'Thistle Acre delivers organic vegetable boxes.',
      'Vegetable boxes',
      ['We deliver in Wales only.'],
    );
    const boxes = await decide(grocer, 'vegetable boxes', [
      'vegetable boxes llanelli',
      'vegetable boxes wrexham',
      'vegetable boxes coventry',
      'vegetable boxes england',
    ]);
    expectKept(boxes, ['vegetable boxes llanelli', 'vegetable boxes wrexham']);
    expect(boxes.get('vegetable boxes coventry')?.reason).toBe(
      'Coventry is in England, outside the region the brief serves (Wales).',
    );
    expect(boxes.get('vegetable boxes england')).toMatchObject({ isExclude: true });

    const pools = briefOf(
      'Reefside Pools',
      'Reefside Pools designs and builds concrete swimming pools.',
      'Swimming pools',
      ['We only build pools in the Northern Territory.'],
    );
    const building = await decide(pools, 'swimming pools', [
      'swimming pools alice springs',
      'swimming pools palmerston',
      'swimming pools wollongong',
    ]);
    expectKept(building, ['swimming pools alice springs', 'swimming pools palmerston']);
    expect(building.get('swimming pools wollongong')?.reason).toBe(
      'Wollongong is in New South Wales, outside the region the brief serves (Northern Territory).',
    );
  });
});

describe('a region the brief excludes', () => {
  const retailer = briefOf(
    'Pinecone Outfitters',
    'Pinecone Outfitters sells camping tents online.',
    'Camping tents',
    ['We ship within the US only.', 'We do not ship to Nevada.'],
  );

  it('excludes its large cities and its name, and keeps the rest of the country', async () => {
    const decisions = await decide(retailer, 'camping tents', [
      'camping tents reno',
      'camping tents nevada',
      'camping tents milwaukee',
      'camping tents budapest',
    ]);
    expect(decisions.get('camping tents reno')?.reason).toBe(
      'Reno is in Nevada, which the brief excludes.',
    );
    expect(decisions.get('camping tents nevada')).toMatchObject({ isExclude: true });
    expectKept(decisions, ['camping tents milwaukee']);
    expect(decisions.get('camping tents budapest')).toMatchObject({ isExclude: true });
  });
});

describe('a region excluded beside a country served', () => {
  it("makes no market of the region's country", async () => {
    // The region left out is another country's: naming it makes no market of that country.
    const spas = briefOf('Tiszaly Spas', 'Tiszaly Spas sells hot tubs.', 'Hot tubs', [
      'Hungary only, not Nebraska.',
    ]);
    const decisions = await decide(spas, 'hot tubs', [
      'hot tubs budapest',
      'hot tubs omaha',
      'hot tubs tulsa',
    ]);
    expectKept(decisions, ['hot tubs budapest']);
    expect(decisions.get('hot tubs omaha')).toMatchObject({ isExclude: true });
    expect(decisions.get('hot tubs tulsa')?.reason).toMatch(/United States of America, outside/);
  });
});

describe('a market of a whole country', () => {
  it('keeps every region of it', async () => {
    const decisions = await decide(
      briefOf('Northwind Kayaks', 'Northwind Kayaks sells sea kayaks.', 'Sea kayaks', [
        'We ship within the US only.',
      ]),
      'sea kayaks',
      ['sea kayaks milwaukee', 'sea kayaks memphis', 'sea kayaks tennessee'],
    );
    expectKept(decisions, ['sea kayaks milwaukee', 'sea kayaks memphis', 'sea kayaks tennessee']);
  });

  it('is not narrowed by the region a nationwide business is based in', async () => {
    const decisions = await decide(
      briefOf('Riverbend Mattress', 'Riverbend Mattress sells mattresses.', 'Mattresses', [
        'Based in Memphis, Tennessee, we ship nationwide.',
      ]),
      'mattresses',
      ['mattresses milwaukee', 'mattresses wisconsin'],
    );
    expectKept(decisions, ['mattresses milwaukee', 'mattresses wisconsin']);
  });
});

describe('a town followed by its region’s abbreviation', () => {
  const kettles = briefOf(
    'Copperfinch',
    'Copperfinch sells copper kettles online to homes across Great Britain.',
    'Copper kettles',
    ['We only deliver in Great Britain.'],
  );

  it('places the town in that region and excludes it outside the market', async () => {
    const decisions = await decide(kettles, 'copper kettle', [
      'copper kettle norwich ct',
      'copper kettle worcester ma',
      'copper kettle peterborough on',
      'copper kettle norwich',
    ]);
    expect(decisions.get('copper kettle norwich ct')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
      reason:
        'Norwich, CT is in Connecticut, United States of America, outside the market the brief names (United Kingdom).',
    });
    expect(decisions.get('copper kettle worcester ma')).toMatchObject({ isExclude: true });
    expect(decisions.get('copper kettle peterborough on')).toMatchObject({ isExclude: true });
    expectKept(decisions, ['copper kettle norwich']);
  });

  it('judges the region against a market narrowed to regions, and keeps small towns of it', async () => {
    const lawFirm = briefOf(
      'Garza & Whitfield',
      'Garza & Whitfield is a personal injury law firm in Memphis, Tennessee.',
      'Car accident lawyer',
      ['We only take cases in Tennessee.'],
    );
    const decisions = await decide(lawFirm, 'car accident lawyer', [
      'car accident lawyer fayetteville ar',
      'car accident lawyer franklin tn',
      'car accident lawyer tullahoma tn',
    ]);
    expect(decisions.get('car accident lawyer fayetteville ar')).toMatchObject({
      isExclude: true,
      reason: 'Fayetteville, AR is in Arkansas, outside the region the brief serves.',
    });
    expectKept(decisions, ['car accident lawyer franklin tn', 'car accident lawyer tullahoma tn']);
  });
});

describe('regions a brief names in passing', () => {
  it('reads "Northern <region>" as a part of it, never the whole region', async () => {
    const huron = briefOf('Huron Law', 'Huron Law is a law firm in Ann Arbor.', 'Tax lawyer', [
      'We only take cases in Michigan. We do not take cases in Northern Michigan.',
    ]);
    expectKept(await decide(huron, 'tax lawyer', ['tax lawyer lansing']), ['tax lawyer lansing']);
  });

  it('never excludes the region the overview places the business in', async () => {
    const huron = briefOf(
      'Huron Law',
      'Huron Law is a law firm based in Ann Arbor, Michigan.',
      'Tax lawyer',
      ['We do not handle Michigan tax appeals.'],
    );
    expectKept(await decide(huron, 'tax lawyer', ['tax lawyer lansing']), ['tax lawyer lansing']);
  });
});
