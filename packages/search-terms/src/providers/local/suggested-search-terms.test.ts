import { beforeAll, describe, expect, it } from 'vitest';

import type { BusinessProfile } from './business-profile.js';
import { suggestSearchTerms } from './suggested-search-terms.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

const PROFILE: BusinessProfile = {
  brandName: 'Kitewell',
  productNames: ['Box kites', 'Nova Scotia', 'Click & Collect', 'Kitewell Club'],
  competitors: [],
  categoryPhrases: ['stunt kites', 'online booking'],
  freeOffers: [],
  freeFromPhrases: [],
  areasServed: ['Canada'],
  isSoftware: false,
  sellsGoods: true,
  sellsFood: false,
  sellsSecondHand: false,
  hasCustomerLogin: false,
  hasCareersPage: false,
  teachingOffers: [],
  sellsToBusinesses: false,
  sellsWholesale: false,
};

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe('suggestSearchTerms', () => {
  it('never suggests a bare place, feature or plan, alone or with the brand', () => {
    const { perfect } = suggestSearchTerms(PROFILE);
    const terms = perfect.map((term) => term.searchTerm);

    expect(terms).toEqual(
      expect.arrayContaining(['box kites', 'stunt kites', 'kitewell box kites']),
    );
    for (const term of terms) {
      expect(term).not.toMatch(/nova scotia|click & collect|club|online booking/);
    }
  });

  it('gives a search naming a product the page the product was found on', () => {
    const { perfect } = suggestSearchTerms({
      ...PROFILE,
      productPages: { 'box kites': 'https://www.kitewell.example/shop' },
    });
    const pageOf = (searchTerm: string) =>
      perfect.find((term) => term.searchTerm === searchTerm)?.sourceUrl;

    expect(pageOf('box kites')).toBe('https://www.kitewell.example/shop');
    expect(pageOf('kitewell box kites')).toBe('https://www.kitewell.example/shop');
    expect(pageOf('stunt kites')).toBeUndefined();
  });
});
