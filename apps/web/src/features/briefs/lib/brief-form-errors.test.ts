import { ACTION_REQUIRED, OVERVIEW_TOO_SHORT, PRODUCT_DESCRIPTION_TOO_LONG } from '@utmost/ads-sdk';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { BriefFormValues } from './brief-form-values';
import { findFirstMessage, findTabsWithErrors, hasRequiredFieldMissing } from './brief-form-errors';

describe('brief form errors', () => {
  it('finds the tabs with messages, nested ones included, in the tabs’ order', () => {
    const errors = {
      products: [
        undefined,
        { description: { type: 'too_big', message: PRODUCT_DESCRIPTION_TOO_LONG } },
      ],
      shortDescription: { type: 'too_small', message: OVERVIEW_TOO_SHORT },
    } as unknown as FieldErrors<BriefFormValues>;
    expect(findTabsWithErrors(errors)).toEqual(['overview', 'products']);
    expect(hasRequiredFieldMissing(errors)).toBe(false);
  });

  it('finds a list’s first message, its own or an entry’s', () => {
    const errors = {
      search_terms: [
        undefined,
        { searchTerm: { type: 'server', message: 'Search term is required' } },
      ],
    } as unknown as FieldErrors<BriefFormValues>;
    expect(findFirstMessage(errors, 'search_terms')).toBe('Search term is required');
    expect(findFirstMessage(errors, 'products')).toBeUndefined();
  });

  it('tells a required field’s message from a limit’s', () => {
    const errors = {
      competitorsList: { type: 'custom', message: ACTION_REQUIRED },
    } as FieldErrors<BriefFormValues>;
    expect(hasRequiredFieldMissing(errors)).toBe(true);
    expect(findTabsWithErrors({})).toEqual([]);
  });
});
