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
    expect(findIn('storm shutters british columbia')).toMatchObject([
      {
        text: 'british columbia',
        startToken: 2,
        endToken: 3,
        kind: 'region',
        countries: [{ code: 'CA' }],
      },
    ]);
    expect(findIn('new south wales car hire')).toMatchObject([
      { text: 'new south wales', kind: 'region' },
    ]);
    expect(codesIn('new south wales')).toEqual([['AU']]);
    expect(findIn('united kingdom visa')).toMatchObject([
      { text: 'united kingdom', kind: 'country' },
    ]);
    expect(codesIn('sierra leone surf camp')).toEqual([['SL']]);
    expect(codesIn('republic of korea')).toEqual([['KR']]);
  });

  it('finds several places in one term, in order', () => {
    expect(findIn('flights boise to omaha').map((mention) => mention.text)).toEqual([
      'boise',
      'omaha',
    ]);
  });

  it('folds accents and reads every language the country data ships', () => {
    expect(codesIn('café molido Perú')).toEqual([['PE']]);
    expect(codesIn('versicherung dänemark')).toEqual([['DK']]);
    expect(codesIn('alquiler coche noruega')).toEqual([['NO']]);
    expect(codesIn("cacao Côte d'Ivoire")).toEqual([['CI']]);
    expect(findIn('győr hotel')).toMatchObject([
      { text: 'gyor', kind: 'city', countries: [{ code: 'HU' }] },
    ]);
  });

  it('reads a large city by its names in other languages, as the city the data holds', () => {
    const [own] = findIn('hotel poznan');
    for (const term of ['hotel posen', 'apartamenty poznań']) {
      expect(findIn(term), term).toMatchObject([
        { kind: 'city', countries: [{ code: 'PL', population: own!.countries[0]!.population }] },
      ]);
    }
    expect(codesIn('flug nach mailand')).toEqual([['IT']]);
    expect(codesIn('hotel genf see')).toEqual([['CH']]);
    expect(codesIn('lemberg altstadt')).toEqual([['UA']]);
  });

  it('lists every country of a shared city name, largest first', () => {
    const [norwich] = findIn('locksmith norwich');
    expect(norwich?.kind).toBe('city');
    expect(norwich?.countries[0]?.code).toBe('GB');
    const [alexandria] = findIn('alexandria');
    expect(alexandria?.countries.map((country) => country.code).slice(0, 2)).toEqual(['EG', 'US']);
    expect(alexandria?.countries[0]!.population).toBeGreaterThan(
      alexandria!.countries[1]!.population,
    );
    expect(findIn('coventry')[0]?.countries[0]?.code).toBe('GB');
  });

  it('puts the country or region a name is before a city of the same name', () => {
    expect(codesIn('georgia')).toEqual([['GE', 'US']]);
    expect(codesIn('lebanon')).toEqual([['LB', 'US']]);
    // Yukon is also an Oklahoman city of 25,000.
    expect(codesIn('yukon')).toEqual([['CA', 'US']]);
    expect(findIn('yukon')[0]?.kind).toBe('region');
  });

  it('does not read ordinary words as places', () => {
    for (const term of [
      'green tea leaves',
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
    expect(findIn('norway')).toMatchObject([{ isCommonWord: false }]);
  });

  it('accepts no two-letter code but "uk", and the dotted forms', () => {
    expect(findIn('us in it de no be me is at la ca tv et')).toEqual([]);
    expect(codesIn('garden sheds uk')).toEqual([['GB']]);
    expect(codesIn('u.s.a shipping')).toEqual([['US']]);
    expect(codesIn('shipping to the U.S.')).toEqual([['US']]);
    expect(codesIn('jobs uae')).toEqual([['AE']]);
  });

  it('drops a foreign country name that is an English word', () => {
    // German and Danish call a northern country "Island"; Norwegian calls an island of the Irish
    // Sea "Man".
    expect(findIn('island kitchen')).toEqual([]);
    expect(findIn('man with van')).toEqual([]);
  });

  it('leaves out towns below the population threshold', () => {
    // Wrexham has 66,000 people.
    expect(findIn('wrexham')).not.toEqual([]);
    expect(createPlaceFinder({ minCityPopulation: 100_000 }).find(['wrexham'])).toEqual([]);
  });

  it('folds tokens that reach it unnormalised', () => {
    expect(finder.find(['Perú'])).toMatchObject([{ text: 'peru', countries: [{ code: 'PE' }] }]);
  });

  it('gives each country of a city name where its largest city of that name is', () => {
    const [mention] = findIn('locksmith sheffield');
    expect(mention!.countries[0]).toMatchObject({ code: 'GB' });
    expect(mention!.countries[0]!.latitude).toBeCloseTo(53.38, 1);
    expect(mention!.countries[0]!.longitude).toBeCloseTo(-1.47, 1);
  });

  it('reads the everyday short forms of country names', () => {
    expect(codesIn('bike shop britain')).toEqual([['GB']]);
  });
});
