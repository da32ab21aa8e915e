import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_FLAG_VALUES, SEARCH_TERM_SIGNAL_VALUES } from '../generated/enums.js';
import {
  SEARCH_TERM_FLAG_LABELS,
  SEARCH_TERM_SIGNAL_LABELS,
  decisionPathOf,
} from './search-term-signals.js';

describe('search-term signal labels', () => {
  it('labels every signal and flag of the contract, each differently', () => {
    expect(Object.keys(SEARCH_TERM_SIGNAL_LABELS).sort()).toEqual(
      [...SEARCH_TERM_SIGNAL_VALUES].sort(),
    );
    expect(Object.keys(SEARCH_TERM_FLAG_LABELS).sort()).toEqual(
      [...SEARCH_TERM_FLAG_VALUES].sort(),
    );
    const labels = Object.values(SEARCH_TERM_SIGNAL_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('counts examples, the model and every other signal as the rules', () => {
    expect(decisionPathOf('example')).toBe('examples');
    expect(decisionPathOf('model')).toBe('model');
    expect(decisionPathOf('wrong_location')).toBe('rules');
    expect(decisionPathOf('relevant')).toBe('rules');
  });
});
