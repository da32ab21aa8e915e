import { describe, expect, it } from 'vitest';

import { describeRegion, findRegionNamed, regionsOfMarket } from './market-regions.js';
import { getDefaultPlaceFinder } from './place-finder.js';
import { tokenizePlaceText } from './place-text.js';

function regionOfCity(name: string, country: string): string | undefined {
  const [mention] = getDefaultPlaceFinder().find(tokenizePlaceText(name));
  return mention?.countries.find((place) => place.code === country)?.regions?.[0]?.adminCode;
}

describe('sub-national regions', () => {
  it('carry the admin1 codes the city data gives their cities', () => {
    const cities: [string, string, string][] = [
      ['Houston', 'US', 'Texas'],
      ['Miami', 'US', 'Florida'],
      ['Sydney', 'AU', 'New South Wales'],
      ['Brisbane', 'AU', 'Queensland'],
      ['Toronto', 'CA', 'Ontario'],
      ['Calgary', 'CA', 'Alberta'],
      ['Glasgow', 'GB', 'Scotland'],
      ['Cardiff', 'GB', 'Wales'],
    ];
    for (const [city, country, region] of cities) {
      const named = findRegionNamed(tokenizePlaceText(region).join(' '));
      expect(named, region).toEqual({ country, adminCode: regionOfCity(city, country) });
    }
  });

  it('are described by their first listed name', () => {
    expect(describeRegion({ country: 'CA', adminCode: '05' })).toBe('Newfoundland and Labrador');
    expect(describeRegion({ country: 'US', adminCode: 'TX' })).toBe('Texas');
  });

  it('are read from a brief sentence, leaving countries and cities out', () => {
    expect(regionsOfMarket('We only take cases in Texas and New Mexico.')).toEqual([
      { country: 'US', adminCode: 'TX' },
      { country: 'US', adminCode: 'NM' },
    ]);
    expect(regionsOfMarket('We deliver across Scotland only.')).toEqual([
      { country: 'GB', adminCode: 'SCT' },
    ]);
    expect(regionsOfMarket('We ship within Canada only, from Toronto.')).toEqual([]);
  });

  it('leave out where the business sits or ships from', () => {
    expect(regionsOfMarket('We only ship from our warehouse in Ohio.')).toEqual([]);
    expect(regionsOfMarket('We only ship from Ohio.')).toEqual([]);
    expect(regionsOfMarket('With offices in Ohio and Indiana, we serve Kentucky only.')).toEqual([
      { country: 'US', adminCode: 'KY' },
    ]);
    expect(regionsOfMarket('Based in Ohio, we only serve clients from Kentucky.')).toEqual([
      { country: 'US', adminCode: 'KY' },
    ]);
  });
});
