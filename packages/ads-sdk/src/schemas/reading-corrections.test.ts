import { describe, expect, it } from 'vitest';
import {
  NO_READING_CORRECTIONS,
  READING_CORRECTION_REQUIRED,
  READING_CORRECTION_TOO_LONG,
  TOO_MANY_READING_CORRECTIONS,
} from '../rules/brief-reading.js';
import { createBriefSchema, readingCorrectionsSchema } from './brief.js';
import { toFieldErrors } from './field-errors.js';

function errorsOf(input: unknown): Record<string, string> {
  const result = readingCorrectionsSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('readingCorrectionsSchema', () => {
  it('stores entries trimmed and once regardless of case', () => {
    expect(
      readingCorrectionsSchema.parse({
        ...NO_READING_CORRECTIONS,
        servedPlaces: [' Lincoln', 'lincoln ', 'Hereford'],
      }).servedPlaces,
    ).toEqual(['Lincoln', 'Hereford']);
  });

  it('refuses blank and long entries and more than 50 of a kind, with its messages', () => {
    expect(
      errorsOf({
        ...NO_READING_CORRECTIONS,
        notPlaces: ['Memphis', ' '],
        ignoredExclusions: ['x'.repeat(101)],
        competitorsInContext: Array.from({ length: 51 }, (_, index) => `Rival ${String(index)}`),
      }),
    ).toEqual({
      'notPlaces.1': READING_CORRECTION_REQUIRED,
      'ignoredExclusions.0': READING_CORRECTION_TOO_LONG,
      competitorsInContext: TOO_MANY_READING_CORRECTIONS,
    });
    const fifty = Array.from({ length: 50 }, (_, index) => `Town ${String(index)}`);
    expect(errorsOf({ ...NO_READING_CORRECTIONS, servedPlaces: fifty })).toEqual({});
    // 51 entries that are 50 once repeats are dropped are fine.
    expect(errorsOf({ ...NO_READING_CORRECTIONS, servedPlaces: [...fifty, 'town 0'] })).toEqual({});
    expect(errorsOf({ servedPlaces: [] })).not.toEqual({});
  });

  it('is optional in a brief, and checked there under its path', () => {
    const brief = {
      briefName: 'Pottery',
      name: 'Fernwick Pottery',
      website: 'fernwick.example',
      shortDescription:
        'Fernwick Pottery runs pottery classes and sells handmade stoneware from Norwich.',
      competitorsList: ['One', 'Two', 'Three', 'Four', 'Five'],
      products: [{ name: 'Pottery classes', description: '' }],
    };
    const schema = createBriefSchema({ otherBriefNames: [] });
    expect(schema.safeParse(brief).success).toBe(true);
    const result = schema.safeParse({
      ...brief,
      readingCorrections: { ...NO_READING_CORRECTIONS, servedPlaces: [''] },
    });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      'readingCorrections.servedPlaces.0': READING_CORRECTION_REQUIRED,
    });
  });
});
