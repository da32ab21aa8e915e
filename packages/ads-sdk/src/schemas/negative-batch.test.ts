import { describe, expect, it } from 'vitest';
import { APPLY_NEGATIVES_MESSAGES } from '../rules/negative-keywords.js';
import { toFieldErrors } from './field-errors.js';
import { applyNegativeKeywordsSchema } from './negative-batch.js';

const negatives = [{ text: 'free lanterns', matchType: 'PHRASE' as const }];

function errorsOf(input: unknown) {
  const parsed = applyNegativeKeywordsSchema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

describe('applyNegativeKeywordsSchema', () => {
  it('takes each level with the fields it needs', () => {
    for (const input of [
      { adAccountId: '1', level: 'account', negatives },
      {
        adAccountId: '1',
        level: 'sharedList',
        sharedListName: 'Waste',
        campaignIds: ['11'],
        negatives,
      },
      { adAccountId: '1', level: 'sharedList', sharedListId: '555', negatives },
      { adAccountId: '1', level: 'campaign', campaignIds: ['11'], negatives },
      {
        adAccountId: '1',
        level: 'adGroup',
        adGroups: [{ campaignId: '11', adGroupId: '22' }],
        negatives,
      },
    ]) {
      expect(errorsOf(input)).toEqual({});
    }
  });

  it('names what a level misses or does not take', () => {
    expect(errorsOf({ adAccountId: '1', level: 'sharedList', negatives })).toEqual({
      sharedListName: APPLY_NEGATIVES_MESSAGES.sharedListRequired,
    });
    expect(errorsOf({ adAccountId: '1', level: 'campaign', negatives })).toEqual({
      campaignIds: APPLY_NEGATIVES_MESSAGES.campaignsRequired,
    });
    expect(errorsOf({ adAccountId: '1', level: 'adGroup', negatives })).toEqual({
      adGroups: APPLY_NEGATIVES_MESSAGES.adGroupsRequired,
    });
    expect(errorsOf({ adAccountId: '1', level: 'account', sharedListId: '5', negatives })).toEqual({
      sharedListId: APPLY_NEGATIVES_MESSAGES.notForLevel,
    });
  });

  it('refuses a list name over 255 bytes of UTF-8, counting bytes not characters', () => {
    const input = (name: string) => ({
      adAccountId: '1',
      level: 'sharedList',
      sharedListName: name,
      negatives,
    });
    expect(errorsOf(input('é'.repeat(127)))).toEqual({});
    expect(errorsOf(input('é'.repeat(128)))).toEqual({
      sharedListName: APPLY_NEGATIVES_MESSAGES.sharedListNameTooLong,
    });
  });

  it('refuses one negative twice (case does not make two) and an override of nothing sent', () => {
    expect(
      errorsOf({
        adAccountId: '1',
        level: 'account',
        negatives: [...negatives, { text: 'Free  Lanterns', matchType: 'PHRASE' }],
        overrides: ['cheap lanterns'],
      }),
    ).toEqual({
      'negatives.1.text': '“Free  Lanterns” (PHRASE) is listed twice.',
      'overrides.0': 'Overrides name “cheap lanterns”, which is not among the negatives sent.',
    });
  });
});
