import { describe, expect, it } from 'vitest';
import {
  NO_READING_CORRECTIONS,
  addReadingCorrection,
  hasReadingCorrection,
  removeReadingCorrection,
} from './brief-reading.js';

describe('reading corrections', () => {
  it('adds a correction once, trimmed, whatever its case', () => {
    const once = addReadingCorrection(NO_READING_CORRECTIONS, 'servedPlaces', ' Lincoln ');
    expect(once.servedPlaces).toEqual(['Lincoln']);
    expect(addReadingCorrection(once, 'servedPlaces', 'lincoln')).toBe(once);
    expect(addReadingCorrection(once, 'servedPlaces', '  ')).toBe(once);
    expect(hasReadingCorrection(once, 'servedPlaces', 'LINCOLN')).toBe(true);
    // Kinds stay apart: a place served is not a word that is not a place.
    expect(hasReadingCorrection(once, 'notPlaces', 'Lincoln')).toBe(false);
    expect(NO_READING_CORRECTIONS.servedPlaces).toEqual([]);
  });

  it('removes a correction regardless of case, leaving the other kinds', () => {
    const corrections = {
      ...NO_READING_CORRECTIONS,
      ignoredExclusions: ['kiln repairs', 'courses'],
      competitorsInContext: ['Glaze'],
    };
    expect(removeReadingCorrection(corrections, 'ignoredExclusions', 'Kiln Repairs')).toEqual({
      ...corrections,
      ignoredExclusions: ['courses'],
    });
  });
});
