import { describe, expect, it } from 'vitest';

import { countryOfMarket } from './market-countries.js';

describe('countryOfMarket', () => {
  it('reads a short form as its country, and New South Wales as AU though it holds Wales', () => {
    expect(countryOfMarket('Great Britain only')).toEqual(['GB']);
    expect(countryOfMarket('We insure homes in New South Wales')).toEqual(['AU']);
    expect(countryOfMarket('Wales only, not New South Wales')).toEqual(['GB', 'AU']);
  });

  it('reads a capitalised "US" as the country, never the pronoun', () => {
    expect(countryOfMarket('We ship within the US only')).toEqual(['US']);
    expect(countryOfMarket('Fast shipping across the US')).toEqual(['US']);
    expect(countryOfMarket('Contact us for a quote')).toEqual([]);
    expect(countryOfMarket('CONTACT US')).toEqual([]);
  });

  it('reads regions as their country and names in other languages', () => {
    expect(countryOfMarket('Serving Tennessee and Nevada')).toEqual(['US']);
    expect(countryOfMarket('Envíos a todo el Perú')).toEqual(['PE']);
  });

  it('reads derived demonyms', () => {
    expect(countryOfMarket('For Irish homeowners')).toEqual(['IE']);
    expect(countryOfMarket('American and Canadian customers')).toEqual(['US', 'CA']);
    expect(countryOfMarket('British households')).toEqual(['GB']);
    expect(countryOfMarket('Serving British Columbia')).toEqual(['CA']);
  });

  it('reads a demonym that names a language as no market', () => {
    expect(countryOfMarket('Estonian searches are welcome')).toEqual([]);
    expect(countryOfMarket('Bilingual Maltese/Latvian advisers')).toEqual([]);
    expect(countryOfMarket('Estonian customers are welcome')).toEqual(['EE']);
  });

  it('leaves cities out', () => {
    expect(countryOfMarket('Our office is in Coventry')).toEqual([]);
  });
});
