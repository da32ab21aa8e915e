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
      ['Memphis', 'US', 'Tennessee'],
      ['Wichita', 'US', 'Kansas'],
      ['Wollongong', 'AU', 'New South Wales'],
      ['Alice Springs', 'AU', 'Northern Territory'],
      ['Prince Albert', 'CA', 'Saskatchewan'],
      ['Lethbridge', 'CA', 'Alberta'],
      ['Llanelli', 'GB', 'Wales'],
    ];
    for (const [city, country, region] of cities) {
      const named = findRegionNamed(tokenizePlaceText(region).join(' '));
      expect(named, region).toEqual({ country, adminCode: regionOfCity(city, country) });
    }
  });

  it('are described by their first listed name', () => {
    expect(describeRegion({ country: 'CA', adminCode: '05' })).toBe('Newfoundland and Labrador');
    expect(describeRegion({ country: 'US', adminCode: 'TN' })).toBe('Tennessee');
  });

  it('are read from a brief sentence, leaving countries and cities out', () => {
    expect(regionsOfMarket('We only take cases in Tennessee and South Dakota.')).toEqual([
      { country: 'US', adminCode: 'TN' },
      { country: 'US', adminCode: 'SD' },
    ]);
    expect(regionsOfMarket('We deliver across Wales only.')).toEqual([
      { country: 'GB', adminCode: 'WLS' },
    ]);
    expect(regionsOfMarket('We ship within Hungary only, from Győr.')).toEqual([]);
  });

  it('leave out where the business sits or ships from', () => {
    expect(regionsOfMarket('We only ship from our warehouse in Iowa.')).toEqual([]);
    expect(regionsOfMarket('We only ship from Iowa.')).toEqual([]);
    expect(regionsOfMarket('With offices in Iowa and Kansas, we serve Nebraska only.')).toEqual([
      { country: 'US', adminCode: 'NE' },
    ]);
    expect(regionsOfMarket('Based in Iowa, we only serve clients from Nebraska.')).toEqual([
      { country: 'US', adminCode: 'NE' },
    ]);
  });
});
