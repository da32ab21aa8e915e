import { describe, expect, it } from 'vitest';
import { tokenize } from '../../classifier/text/fold-text.js';
import { findWasteIntent } from '../../classifier/local/waste-intents.js';
import type { BusinessProfile } from './business-profile.js';
import { WASTE_INTENTS } from './waste-intent-catalogue.js';

// One catalogue (issue 24 item 7): the rules the drafter writes list the very words the
// classifier finds each intent by, so a drafted brief and the classifier never disagree.

const PROFILE: BusinessProfile = {
  brandName: 'Quillmere',
  productNames: ['Fountain pens', 'Ink bottles'],
  competitors: [],
  categoryPhrases: ['fountain pens'],
  freeOffers: [],
  freeFromPhrases: [],
  areasServed: [],
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

/** The words a rule lists in its first parentheses, or after "Exclude searches for". */
function listedWords(rule: string): string[] {
  const listed =
    /\(([^)]+)\)/.exec(rule)?.[1] ??
    /Exclude (?:searches for )?(.+?) (?:and bulk )?(?:searches|fountain)/.exec(rule)?.[1] ??
    '';
  return listed
    .split(/,\s*/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

describe('the waste-intent catalogue', () => {
  const classified = [
    'job-seekers',
    'do-it-yourself',
    'definitions',
    'used-or-fake',
    'trade-buyers',
  ];

  it.each(classified)('writes the %s rule with words the classifier finds as that intent', (id) => {
    const entry = WASTE_INTENTS.find((intent) => intent.id === id)!;
    expect(entry.applies(PROFILE)).toBe(true);
    const words = listedWords(entry.describeRule(PROFILE));
    expect(words.length).toBeGreaterThan(3);
    for (const word of words) {
      expect(findWasteIntent(tokenize(`fountain pens ${word}`))?.intent.id, word).toBe(id);
    }
  });

  it('names the pirated words of software from the same catalogue', () => {
    const entry = WASTE_INTENTS.find((intent) => intent.id === 'free-or-pirated')!;
    const words = listedWords(entry.describeRule({ ...PROFILE, isSoftware: true }));
    for (const word of words) {
      expect(findWasteIntent(tokenize(`pen app ${word}`))?.intent.id, word).toBe('free-or-pirated');
    }
  });
});

describe('the subject the rules name', () => {
  const definitionsRule = (profile: BusinessProfile) =>
    WASTE_INTENTS.find((intent) => intent.id === 'definitions')!.describeRule(profile);

  it('is the category phrase that shares a word with a product, else the first product', () => {
    expect(
      definitionsRule({ ...PROFILE, categoryPhrases: ['wrist pain', 'fountain ink'] }),
    ).toContain('general knowledge about fountain ink');
    expect(definitionsRule({ ...PROFILE, categoryPhrases: ['wrist pain'] })).toContain(
      'general knowledge about fountain pens',
    );
    expect(
      definitionsRule({ ...PROFILE, productNames: [], categoryPhrases: ['wrist pain'] }),
    ).toContain('general knowledge about wrist pain');
  });
});

describe('the brand in the rules', () => {
  it('takes a bare apostrophe after a final s', () => {
    const rule = WASTE_INTENTS.find((intent) => intent.id === 'definitions')!.describeRule({
      ...PROFILE,
      brandName: 'Quillmere Pens',
    });
    expect(rule).toContain("buyers of Quillmere Pens' products");
  });
});
