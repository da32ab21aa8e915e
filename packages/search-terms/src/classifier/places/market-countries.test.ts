import { describe, expect, it } from 'vitest';

import { countryOfMarket } from './market-countries.js';

describe('countryOfMarket', () => {
  it('reads the Republic of Ireland as IE and Northern Ireland as GB', () => {
    expect(countryOfMarket('Republic of Ireland only')).toEqual(['IE']);
    expect(countryOfMarket('We insure homes in Northern Ireland')).toEqual(['GB']);
    expect(countryOfMarket('Ireland only, not Northern Ireland')).toEqual(['IE', 'GB']);
  });

  it('reads a capitalised "US" as the country, never the pronoun', () => {
    expect(countryOfMarket('We ship within the US only')).toEqual(['US']);
    expect(countryOfMarket('Fast delivery across the US')).toEqual(['US']);
    expect(countryOfMarket('Contact us for a quote')).toEqual([]);
    expect(countryOfMarket('CONTACT US')).toEqual([]);
  });

  it('reads regions as their country and names in other languages', () => {
    expect(countryOfMarket('Serving Texas and California')).toEqual(['US']);
    expect(countryOfMarket('Envíos a toda España')).toEqual(['ES']);
  });

  it('reads derived demonyms', () => {
    expect(countryOfMarket('For Irish homeowners')).toEqual(['IE']);
    expect(countryOfMarket('American and Canadian customers')).toEqual(['US', 'CA']);
    expect(countryOfMarket('British households')).toEqual(['GB']);
    expect(countryOfMarket('Serving British Columbia')).toEqual(['CA']);
  });

  it('leaves cities out', () => {
    expect(countryOfMarket('Our office is in London')).toEqual([]);
  });
});
