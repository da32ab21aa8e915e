import { describe, expect, it } from 'vitest';
import { readRules, splitClauses } from './rule-reading.js';

describe('readRules', () => {
  it('reads exclusion lists item by item, dropping padding words', () => {
    const read = readRules([
      'We bake bread and cakes. Exclude searches for wedding catering, gluten tests and kitchen equipment.',
    ]);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual([
      'wedding catering',
      'gluten tests',
      'kitchen equipment',
    ]);
    expect(read.scopeSentences).toEqual([]);
  });

  it('reads quoted phrases of a keep clause literally', () => {
    const read = readRules([
      "'Nut-free' and 'egg-free' describe our cakes — keep them. Keep 'cake vs pie' comparisons.",
    ]);
    expect(read.kept.filter((phrase) => phrase.isQuoted).map((phrase) => phrase.text)).toEqual([
      'nut free',
      'egg free',
      'cake vs pie',
    ]);
  });

  it('splits one sentence of both polarities, and notes market scope and other countries', () => {
    const rule =
      'Delivery within Manitoba only; exclude Saskatchewan (e.g. Moose Jaw, Prince Albert) and any other country.';
    expect(splitClauses(rule)).toEqual([
      'Delivery within Manitoba only',
      'exclude Saskatchewan (eg Moose Jaw, Prince Albert) and any other country.',
    ]);
    const read = readRules([rule]);
    expect(read.scopeSentences).toEqual(['Delivery within Manitoba only']);
    expect(read.excludesOtherCountries).toBe(true);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(
      expect.arrayContaining(['saskatchewan', 'moose jaw', 'prince albert']),
    );
  });

  it('reads each comma-separated part of a clause that keeps one thing and excludes another', () => {
    const english = readRules(["'Cake tasting box' is fine, 'cake decorating kit' is not."]);
    expect(english.kept.map((phrase) => phrase.text)).toEqual(['cake tasting box']);
    expect(english.excluded.map((phrase) => phrase.text)).toEqual(['cake decorating kit']);
    const german = readRules([
      "Wir backen nur Brot. 'Brot Geschenkkorb Sheffield' ist ok, 'Brot Backkurs Sheffield' nicht.",
    ]);
    expect(german.excluded.map((phrase) => phrase.text)).not.toContain(
      'brot geschenkkorb sheffield',
    );
    expect(german.excluded.map((phrase) => phrase.text)).toContain('brot backkurs sheffield');
  });

  it('leaves what is said about competitors to the brand matching', () => {
    const read = readRules(['Competitor bakeries are excluded (their menus, vouchers, shops).']);
    expect(read.excluded).toEqual([]);
  });
});

describe('readRules lists', () => {
  it('reads the list after an explicit "exclude" when the clause has another cue first', () => {
    const read = readRules([
      'We are a bakery, not a cafe: exclude coffee machines and barista courses.',
    ]);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual([
      'coffee machines',
      'barista courses',
    ]);
  });

  it('splits examples after "such as" and drops what the business does with them', () => {
    const read = readRules(['We do not sell kitchen appliances such as mixers or ovens.']);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual([
      'kitchen appliances',
      'mixers',
      'ovens',
    ]);
  });

  it('leaves the places of an exclusion to the place reader', () => {
    const read = readRules(['Exclude other towns and cities, and pottery classes.']);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(['pottery classes']);
  });
});

describe('readRules apostrophes', () => {
  it('reads contractions and possessives as words, not quotes, so the list after "don\'t" is read', () => {
    const read = readRules([
      "We don't mend or polish customers' own kettles, don't sell spare lids, and don't buy kettles for cash.",
    ]);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual([
      'mend',
      'polish customers own kettles',
      'spare lids',
      'buy kettles for cash',
    ]);
    expect(read.kept).toEqual([]);
  });

  it('still reads a quoted phrase after a contraction', () => {
    const read = readRules(["Our buyers' 'second hand' searches are fine."]);
    expect(read.kept.map((phrase) => phrase.text)).toContain('second hand');
  });

  it('marks a phrase that starts with the verb of what is not done', () => {
    const read = readRules(["We don't file court papers and don't sell spare lids."]);
    const phrases = new Map(read.excluded.map((phrase) => [phrase.text, phrase]));
    expect(phrases.get('file court papers')?.startsWithVerb).toBe(true);
    expect(phrases.get('spare lids')?.startsWithVerb).toBeUndefined();
  });

  it('reads what people want to do out of "… aren\'t our customers", starting with its verb', () => {
    const read = readRules(["People wanting to fix their own kettle aren't our customers."]);
    expect(read.excluded).toMatchObject([{ text: 'fix their own kettle', startsWithVerb: true }]);
    expect(readRules(["They aren't our customers."]).excluded).toEqual([]);
  });
});

describe('readRules polarity and asking words', () => {
  it('gives each side of a "but" its own polarity', () => {
    const read = readRules(['No kettle hire, but families with children are welcome.']);
    // The welcome half excludes nothing ("children" stays in).
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(['kettle hire']);
  });

  it("leaves a clause about others' names to the brand matching", () => {
    const read = readRules(["We don't advertise on other tea shops' names."]);
    expect(read.excluded).toEqual([]);
  });

  it('drops how a rule asks from what it names', () => {
    const read = readRules(["Please don't spend on people looking for kettle hire."]);
    expect(read.excluded.map((phrase) => phrase.text)).toEqual(['kettle hire']);
  });
});

describe('readRules with the cue after the list', () => {
  const excluded = (rule: string) => readRules([rule]).excluded.map((phrase) => phrase.text);

  it('reads the list before "is not for us", "are out" and "should be excluded"', () => {
    expect(
      excluded('Hangar rentals, glider lessons or aerobatic displays are not for us.'),
    ).toEqual(['hangar rentals', 'glider lessons', 'aerobatic displays']);
    expect(excluded('Pilot jobs and our own vacancies are all out.')).toEqual([
      'pilot jobs',
      'own vacancies',
    ]);
    expect(excluded('Drone racing and model kits are not.')).toEqual([
      'drone racing',
      'model kits',
    ]);
    expect(excluded('Wiring diagrams and celebrity photos are not buyers.')).toEqual([
      'wiring diagrams',
      'celebrity photos',
    ]);
  });

  it('gives each postposed cue its own list, and goes on after "including"', () => {
    expect(
      excluded(
        'Spectators are not our audience: people wanting to watch a launch should be excluded, including searches for viewing tickets.',
      ),
    ).toEqual(['spectators', 'watch a launch', 'viewing tickets']);
  });

  it('starts the list after a dash or a "so", keeping what a cue before it names', () => {
    expect(
      excluded(
        "We don't run a hangar – the airfield is for members only – so people looking for a runway café are not customers.",
      ),
    ).toEqual(['run a hangar', 'runway cafe']);
  });

  it('reads nothing out of what follows the cue or a concession', () => {
    expect(excluded('Glider syndicates are not something we do either.')).toEqual([
      'glider syndicates',
    ]);
    expect(
      excluded("Hobby pilots are not customers, even if they use the word 'avionics'."),
    ).toEqual(['hobby pilots']);
  });

  it('names no thing by "other …"', () => {
    expect(excluded('No gliders or other aircraft.')).toEqual(['gliders']);
  });
});

describe('readRules with other shapes of a postposed cue', () => {
  const excluded = (rule: string) => readRules([rule]).excluded.map((phrase) => phrase.text);

  it('reads "aren’t our audience" with a curly apostrophe, and "– exclude" after a description', () => {
    expect(excluded('Stargazers and hobby astronomers aren’t our audience.')).toEqual([
      'stargazers',
      'hobby astronomers',
    ]);
    expect(
      excluded('Star charts, lens caps and moon maps are people browsing on their own – exclude.'),
    ).toEqual(['star charts', 'lens caps', 'moon maps']);
  });

  it('reads the list after "isn’t us:", with verbs that share one object read as one item', () => {
    const read = readRules([
      'Observatory admin isn’t us: booking, cancelling or moving a viewing slot, permit renewals.',
    ]).excluded;
    expect(read.map((phrase) => phrase.text)).toEqual([
      'observatory admin',
      'moving a viewing slot',
      'permit renewals',
    ]);
    expect(read.find((phrase) => phrase.text === 'moving a viewing slot')?.startsWithVerb).toBe(
      true,
    );
  });

  it('names nothing by words that point back, by bidding talk, or by what a keep said first', () => {
    expect(excluded('Searches for those brands or their part numbers aren’t for us.')).toEqual([]);
    expect(excluded("We don't bid on other telescope brands or marketplaces.")).toEqual([
      'marketplaces',
    ]);
    expect(excluded('Lens samples are fine (we post them), freebies are not.')).toEqual([
      'freebies',
    ]);
    expect(excluded('Nothing medical: eye tests, retina scans.')).toEqual([
      'medical',
      'eye tests',
      'retina scans',
    ]);
  });
});

describe('splitClauses and abbreviations', () => {
  it('ends no clause at the point of "St.", "Ft." or "Co."', () => {
    expect(splitClauses('We serve Ft. Wayne and St. Joseph only. No repairs.')).toEqual([
      'We serve Ft Wayne and St Joseph only.',
      'No repairs.',
    ]);
  });
});
