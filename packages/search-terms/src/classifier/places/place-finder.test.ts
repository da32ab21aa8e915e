import { describe, expect, it } from 'vitest';

import { createPlaceFinder, type PlaceMention } from './place-finder.js';
import { tokenizePlaceText } from './place-text.js';

const finder = createPlaceFinder();

function findIn(term: string): PlaceMention[] {
  return finder.find(tokenizePlaceText(term));
}

function codesIn(term: string): string[][] {
  return findIn(term).map((mention) => mention.countries.map((country) => country.code));
}

describe('createPlaceFinder', () => {
  it('prefers the longest name', () => {
    expect(findIn('home insurance northern ireland')).toMatchObject([
      {
        text: 'northern ireland',
        startToken: 2,
        endToken: 3,
        kind: 'region',
        countries: [{ code: 'GB' }],
      },
    ]);
    expect(findIn('new south wales car hire')).toMatchObject([
      { text: 'new south wales', kind: 'region' },
    ]);
    expect(codesIn('new south wales')).toEqual([['AU']]);
    expect(findIn('united kingdom visa')).toMatchObject([
      { text: 'united kingdom', kind: 'country' },
    ]);
    expect(codesIn('south africa safari')).toEqual([['ZA']]);
    expect(codesIn('republic of ireland')).toEqual([['IE']]);
  });

  it('finds several places in one term, in order', () => {
    expect(findIn('flights dublin to london').map((mention) => mention.text)).toEqual([
      'dublin',
      'london',
    ]);
  });

  it('folds accents and reads every language the country data ships', () => {
    expect(codesIn('proteína vegana España')).toEqual([['ES']]);
    expect(codesIn('versicherung deutschland')).toEqual([['DE']]);
    expect(codesIn('seguro hogar irlanda')).toEqual([['IE']]);
    expect(codesIn("cacao Côte d'Ivoire")).toEqual([['CI']]);
    expect(findIn('köln hotel')).toMatchObject([
      { text: 'koln', kind: 'city', countries: [{ code: 'DE' }] },
    ]);
  });

  it('lists every country of a shared city name, largest first', () => {
    const [derry] = findIn('home insurance derry');
    expect(derry?.kind).toBe('city');
    expect(derry?.countries[0]?.code).toBe('GB');
    const [dublin] = findIn('dublin');
    expect(dublin?.countries.map((country) => country.code).slice(0, 2)).toEqual(['IE', 'US']);
    expect(dublin?.countries[0]!.population).toBeGreaterThan(dublin!.countries[1]!.population);
    expect(findIn('london')[0]?.countries[0]?.code).toBe('GB');
  });

  it('puts the country or region a name is before a city of the same name', () => {
    expect(codesIn('georgia')).toEqual([['GE', 'US']]);
    // Ontario is also a Californian city of 170,000.
    expect(codesIn('ontario')).toEqual([['CA', 'US']]);
    expect(findIn('ontario')[0]?.kind).toBe('region');
  });

  it('does not read ordinary words as places', () => {
    for (const term of [
      'green card insurance',
      'mobile homes',
      'reading glasses',
      'bath towels',
      'home',
      'life',
      'plant',
      'carpet',
    ]) {
      expect(findIn(term), term).toEqual([]);
    }
  });

  it('reads "cork" as the word: Cork (190,000 people) is below the size that outweighs a common word', () => {
    expect(findIn('cork board')).toEqual([]);
    expect(
      createPlaceFinder({ minCommonWordCityPopulation: 100_000 }).find(['cork']),
    ).toMatchObject([{ kind: 'city', countries: [{ code: 'IE' }] }]);
  });

  it('keeps a city named by a common word when it is very large, and says so', () => {
    expect(findIn('phoenix plumbers')).toMatchObject([
      { kind: 'city', isCommonWord: true, countries: [{ code: 'US' }] },
    ]);
    expect(findIn('turkey holidays')).toMatchObject([{ kind: 'country', isCommonWord: true }]);
    expect(findIn('ireland')).toMatchObject([{ isCommonWord: false }]);
  });

  it('accepts no two-letter code but "uk", and the dotted forms', () => {
    expect(findIn('us in it de no be me is at la ca tv et')).toEqual([]);
    expect(codesIn('car insurance uk')).toEqual([['GB']]);
    expect(codesIn('usa shipping')).toEqual([['US']]);
    expect(codesIn('shipping to the U.S.')).toEqual([['US']]);
    expect(codesIn('jobs uae')).toEqual([['AE']]);
  });

  it('drops a foreign country name that is an English word', () => {
    // "Island" is Iceland in German and Danish, "Man" the Isle of Man in Norwegian.
    expect(findIn('island kitchen')).toEqual([]);
    expect(findIn('man with van')).toEqual([]);
  });

  it('leaves out towns below the population threshold', () => {
    expect(findIn('derry')).not.toEqual([]);
    expect(createPlaceFinder({ minCityPopulation: 100_000 }).find(['derry'])).toEqual([]);
  });

  it('folds tokens that reach it unnormalised', () => {
    expect(finder.find(['España'])).toMatchObject([
      { text: 'espana', countries: [{ code: 'ES' }] },
    ]);
  });

  it('gives each country of a city name where its largest city of that name is', () => {
    const [mention] = findIn('locksmith sheffield');
    expect(mention!.countries[0]).toMatchObject({ code: 'GB' });
    expect(mention!.countries[0]!.latitude).toBeCloseTo(53.38, 1);
    expect(mention!.countries[0]!.longitude).toBeCloseTo(-1.47, 1);
  });

  it('reads the everyday short forms of country names', () => {
    expect(codesIn('bike shop nz')).toEqual([['NZ']]);
  });
});
