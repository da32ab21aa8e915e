import { describe, expect, it } from 'vitest';
import { getDefaultPlaceFinder } from '../places/index.js';
import { readExcludedPlaces, readMarketRegions } from './market-reading.js';

const places = getDefaultPlaceFinder();

function marketRegionsOf(scope: string[], exclusions: string[] = []) {
  const excluded = readExcludedPlaces(exclusions, places);
  const regions = readMarketRegions(
    scope,
    excluded.marketNamedByExclusions.regions,
    excluded.excludedRegions,
  );
  return Object.fromEntries([...regions].map(([country, codes]) => [country, [...codes]]));
}

describe('the market regions', () => {
  it('are the regions a scope sentence names', () => {
    expect(marketRegionsOf(['We only take cases in Texas.'])).toEqual({ US: ['TX'] });
    expect(marketRegionsOf(['We serve homeowners across Ontario and Manitoba only.'])).toEqual({
      CA: ['08', '03'],
    });
  });

  it('include the region an exclusion names as the market', () => {
    expect(marketRegionsOf([], ['Exclude searches from anywhere outside Queensland.'])).toEqual({
      AU: ['04'],
    });
  });

  it('take the region before the cue of "only X, not Y" as served and Y as excluded', () => {
    const sentence = 'We only take cases in Texas, not Louisiana.';
    expect(marketRegionsOf([sentence], [sentence])).toEqual({ US: ['TX'] });
    const excluded = readExcludedPlaces([sentence], places);
    expect([...excluded.excludedRegions.get('US')!]).toEqual(['LA']);
    expect(excluded.excludedCountries.size).toBe(0);
  });

  it('read a country before the cue of "X only, not Y" as the market too', () => {
    const excluded = readExcludedPlaces(
      ['Republic of Ireland only, not Northern Ireland.'],
      places,
    );
    expect([...excluded.marketNamedByExclusions.countries]).toEqual(['IE']);
    expect(excluded.excludedCountries.size).toBe(0);
    expect([...excluded.excludedRegions.get('GB')!]).toEqual(['NIR']);
  });

  it('leave a country whole when a sentence names it or says nationwide', () => {
    expect(marketRegionsOf(['Based in Austin, Texas, we serve clients nationwide.'])).toEqual({});
    expect(marketRegionsOf(['We serve Texas and the rest of the US.'])).toEqual({});
    expect(marketRegionsOf(['We ship within the United States only.', 'We serve Texas.'])).toEqual(
      {},
    );
  });

  it('exclude a region without excluding its country', () => {
    const excluded = readExcludedPlaces(['We do not ship to Hawaii or Alaska.'], places);
    expect(excluded.excludedCountries.size).toBe(0);
    expect([...excluded.excludedRegions.get('US')!]).toEqual(['HI', 'AK']);
    expect([...excluded.excludedPlaceNames]).toEqual(['hawaii', 'alaska']);
  });
});
