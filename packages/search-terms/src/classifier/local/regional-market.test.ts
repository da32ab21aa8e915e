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
    'Garza & Whitfield is a personal injury law firm in Houston, Texas.',
    'Car accident lawyer',
    ['We only take cases in Texas.'],
  );

  it('excludes a large city of another region, and the region by name', async () => {
    const decisions = await decide(lawFirm, 'car accident lawyer', [
      'car accident lawyer miami',
      'car accident lawyer florida',
    ]);
    expect(decisions.get('car accident lawyer miami')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
      reason: 'Miami is in Florida, outside the region the brief serves (Texas).',
    });
    expect(decisions.get('car accident lawyer florida')).toMatchObject({
      isExclude: true,
      signal: 'wrong_location',
      reason: 'Florida is outside the region the brief serves (Texas).',
    });
  });

  it("keeps the region's cities, small towns elsewhere and common-word names", async () => {
    const terms = [
      'car accident lawyer dallas',
      'car accident lawyer houston texas',
      // Arlington, Texas is the largest of the name.
      'car accident lawyer arlington',
      // Bozeman, Montana is too small a town to be sure of.
      'car accident lawyer bozeman',
      'car accident lawyer phoenix',
    ];
    expectKept(await decide(lawFirm, 'car accident lawyer', terms), terms);
  });

  it('keeps a namesake inside the region at least half as large as the largest', async () => {
    const virginia = briefOf(
      'Hollis Law',
      'Hollis Law is a personal injury law firm.',
      'Car accident lawyer',
      ['We only take cases in Virginia.'],
    );
    // Arlington, Virginia is more than half the size of Arlington, Texas.
    const decisions = await decide(virginia, 'car accident lawyer', [
      'car accident lawyer arlington',
      'car accident lawyer dallas',
    ]);
    expectKept(decisions, ['car accident lawyer arlington']);
    expect(decisions.get('car accident lawyer dallas')).toMatchObject({ isExclude: true });
  });

  it("reads a region's name as the region, not a town of the served region sharing it", async () => {
    const utah = briefOf('Bonneville Law', 'Bonneville Law is a law firm.', 'Divorce lawyer', [
      'We only take cases in Utah.',
    ]);
    // Washington, Utah is a town; "washington" in a search is the state.
    const decisions = await decide(utah, 'divorce lawyer', [
      'divorce lawyer washington',
      'divorce lawyer salt lake city',
    ]);
    expect(decisions.get('divorce lawyer washington')?.reason).toBe(
      'Washington is outside the region the brief serves (Utah).',
    );
    expectKept(decisions, ['divorce lawyer salt lake city']);
  });

  it('reads a province, a nation and an Australian state the same way', async () => {
    const roofer = briefOf(
      'Maplecrest Roofing',
      'Maplecrest Roofing repairs and replaces roofs.',
      'Roof repair',
      ['We serve homeowners in Ontario only.'],
    );
    const roofing = await decide(roofer, 'roof repair', [
      'roof repair toronto',
      'roof repair ottawa',
      'roof repair vancouver',
      'roof repair alberta',
    ]);
    expectKept(roofing, ['roof repair toronto', 'roof repair ottawa']);
    expect(roofing.get('roof repair vancouver')?.reason).toBe(
      'Vancouver is in British Columbia, outside the region the brief serves (Ontario).',
    );
    expect(roofing.get('roof repair alberta')).toMatchObject({ isExclude: true });

    const grocer = briefOf(
      'Thistle Larder',
      'Thistle Larder delivers organic vegetable boxes.',
      'Vegetable boxes',
      ['We deliver in Scotland only.'],
    );
    const boxes = await decide(grocer, 'vegetable boxes', [
      'vegetable boxes glasgow',
      'vegetable boxes aberdeen',
      'vegetable boxes manchester',
      'vegetable boxes wales',
    ]);
    expectKept(boxes, ['vegetable boxes glasgow', 'vegetable boxes aberdeen']);
    expect(boxes.get('vegetable boxes manchester')?.reason).toBe(
      'Manchester is in England, outside the region the brief serves (Scotland).',
    );
    expect(boxes.get('vegetable boxes wales')).toMatchObject({ isExclude: true });

    const pools = briefOf(
      'Reefside Pools',
      'Reefside Pools designs and builds concrete swimming pools.',
      'Swimming pools',
      ['We only build pools in Queensland.'],
    );
    const building = await decide(pools, 'swimming pools', [
      'swimming pools brisbane',
      'swimming pools toowoomba',
      'swimming pools sydney',
    ]);
    expectKept(building, ['swimming pools brisbane', 'swimming pools toowoomba']);
    expect(building.get('swimming pools sydney')?.reason).toBe(
      'Sydney is in New South Wales, outside the region the brief serves (Queensland).',
    );
  });
});

describe('a region the brief excludes', () => {
  const retailer = briefOf(
    'Pinecone Outfitters',
    'Pinecone Outfitters sells camping tents online.',
    'Camping tents',
    ['We ship within the US only.', 'We do not ship to Hawaii.'],
  );

  it('excludes its large cities and its name, and keeps the rest of the country', async () => {
    const decisions = await decide(retailer, 'camping tents', [
      'camping tents honolulu',
      'camping tents hawaii',
      'camping tents miami',
      'camping tents toronto',
    ]);
    expect(decisions.get('camping tents honolulu')?.reason).toBe(
      'Honolulu is in Hawaii, which the brief excludes.',
    );
    expect(decisions.get('camping tents hawaii')).toMatchObject({ isExclude: true });
    expectKept(decisions, ['camping tents miami']);
    expect(decisions.get('camping tents toronto')).toMatchObject({ isExclude: true });
  });
});

describe('a region excluded beside a country served', () => {
  it("makes no market of the region's country", async () => {
    const insurer = briefOf('Shamrock Cover', 'Shamrock Cover insures homes.', 'Home insurance', [
      'Republic of Ireland only, not Northern Ireland.',
    ]);
    const decisions = await decide(insurer, 'home insurance', [
      'home insurance dublin',
      'home insurance belfast',
      'home insurance london',
    ]);
    expectKept(decisions, ['home insurance dublin']);
    expect(decisions.get('home insurance belfast')).toMatchObject({ isExclude: true });
    expect(decisions.get('home insurance london')?.reason).toMatch(/United Kingdom, outside/);
  });
});

describe('a market of a whole country', () => {
  it('keeps every region of it', async () => {
    const decisions = await decide(
      briefOf('Northwind Kayaks', 'Northwind Kayaks sells sea kayaks.', 'Sea kayaks', [
        'We ship within Canada only.',
      ]),
      'sea kayaks',
      ['sea kayaks vancouver', 'sea kayaks toronto', 'sea kayaks ontario'],
    );
    expectKept(decisions, ['sea kayaks vancouver', 'sea kayaks toronto', 'sea kayaks ontario']);
  });

  it('is not narrowed by the region a nationwide business is based in', async () => {
    const decisions = await decide(
      briefOf('Lonestar Mattress', 'Lonestar Mattress sells mattresses.', 'Mattresses', [
        'Based in Austin, Texas, we ship nationwide.',
      ]),
      'mattresses',
      ['mattresses miami', 'mattresses florida'],
    );
    expectKept(decisions, ['mattresses miami', 'mattresses florida']);
  });
});
