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
    expect(marketRegionsOf(['We only take cases in Tennessee.'])).toEqual({ US: ['TN'] });
    expect(marketRegionsOf(['We serve homeowners across Saskatchewan and Manitoba only.'])).toEqual(
      {
        CA: ['11', '03'],
      },
    );
  });

  it('include the region an exclusion names as the market', () => {
    expect(
      marketRegionsOf([], ['Exclude searches from anywhere outside the Northern Territory.']),
    ).toEqual({
      AU: ['03'],
    });
  });

  it('take the region before the cue of "only X, not Y" as served and Y as excluded', () => {
    const sentence = 'We only take cases in Tennessee, not Mississippi.';
    expect(marketRegionsOf([sentence], [sentence])).toEqual({ US: ['TN'] });
    const excluded = readExcludedPlaces([sentence], places);
    expect([...excluded.excludedRegions.get('US')!]).toEqual(['MS']);
    expect(excluded.excludedCountries.size).toBe(0);
  });

  it('read a country before the cue of "X only, not Y" as the market too', () => {
    // The region left out is another country's.
    const excluded = readExcludedPlaces(['Norway only, not Wales.'], places);
    expect([...excluded.marketNamedByExclusions.countries]).toEqual(['NO']);
    expect(excluded.excludedCountries.size).toBe(0);
    expect([...excluded.excludedRegions.get('GB')!]).toEqual(['WLS']);
  });

  it('leave a country whole when a sentence names it or says nationwide', () => {
    expect(marketRegionsOf(['Based in Memphis, Tennessee, we serve clients nationwide.'])).toEqual(
      {},
    );
    expect(marketRegionsOf(['We serve Tennessee and the rest of the US.'])).toEqual({});
    expect(
      marketRegionsOf(['We ship within the United States only.', 'We serve Tennessee.']),
    ).toEqual({});
  });

  it('exclude a region without excluding its country', () => {
    const excluded = readExcludedPlaces(['We do not ship to Nevada or Utah.'], places);
    expect(excluded.excludedCountries.size).toBe(0);
    expect([...excluded.excludedRegions.get('US')!]).toEqual(['NV', 'UT']);
    expect([...excluded.excludedPlaceNames]).toEqual(['nevada', 'utah']);
  });
});

describe('the excluded places', () => {
  it('read a capitalised "US" in prose as the country, and the pronoun as nothing', () => {
    const excluded = readExcludedPlaces(
      ["We don't ship to the US, Chile or anywhere else."],
      places,
    );
    expect([...excluded.excludedCountries].sort()).toEqual(['CL', 'US']);
    expect([
      ...readExcludedPlaces(["Suppliers who don't pay us are not welcome."], places)
        .excludedCountries,
    ]).toEqual([]);
  });
});

describe('the excluded places of a cue after the list', () => {
  it('are the places listed before it, and "anywhere else in <country>" keeps the country', () => {
    const excluded = readExcludedPlaces(['Chile, Peru and Bolivia are out.'], places);
    expect([...excluded.excludedCountries].sort()).toEqual(['BO', 'CL', 'PE']);
    const local = readExcludedPlaces(['Anywhere else in Argentina is out.'], places);
    expect([...local.excludedCountries]).toEqual([]);
    expect([...local.marketNamedByExclusions.countries]).toEqual(['AR']);
  });
});
