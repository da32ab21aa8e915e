import { describe, expect, it } from 'vitest';
import type { ClassifierBrief } from '../classifier-types.js';
import { previewTaughtDecisions, type PreviewedTerm } from './preview-taught-decisions.js';

const RUN: PreviewedTerm[] = [
  { searchTerm: 'glimmerton socks', isExclude: false, category: 'brand' },
  { searchTerm: 'glimmerton sock', isExclude: false, category: 'brand' },
  { searchTerm: 'socks glimmerton', isExclude: true, category: 'brand' },
  { searchTerm: 'glimmerton socks outlet', isExclude: false, category: 'brand' },
  { searchTerm: 'glimmerton socks sale', isExclude: false, category: 'brand', conversions: 3 },
  { searchTerm: 'wool hiking socks', isExclude: false, category: 'product' },
  {
    searchTerm: 'quellmoor glimmerton socks',
    isExclude: false,
    category: 'brand',
    signal: 'own_brand',
  },
];

const REJECTED: ClassifierBrief['examples'][number] = {
  searchTerm: 'glimmerton socks',
  isExclude: true,
  category: 'brand',
};

describe('previewTaughtDecisions', () => {
  it('counts the other terms of the run a decision would change, close variants only', () => {
    const preview = previewTaughtDecisions([REJECTED], ['glimmerton socks'], RUN);
    // "socks glimmerton" is already excluded; the taught term itself is not another term.
    expect(preview).toEqual({
      changed: 1,
      terms: [{ searchTerm: 'glimmerton sock', isExclude: true, category: 'brand' }],
    });
  });

  it('counts every term with the phrase, but not one that converted', () => {
    const preview = previewTaughtDecisions(
      [{ ...REJECTED, matchScope: 'phrase' }],
      ['glimmerton socks'],
      RUN,
    );
    expect(preview.changed).toBe(2);
    expect(preview.terms.map((term) => term.searchTerm)).toEqual([
      'glimmerton sock',
      'glimmerton socks outlet',
    ]);
  });

  it('leaves out terms an example before it decides, and shows at most the limit', () => {
    const preview = previewTaughtDecisions(
      [
        { searchTerm: 'glimmerton sock', isExclude: false, category: 'brand' },
        { ...REJECTED, matchScope: 'phrase' },
      ],
      ['glimmerton socks'],
      RUN,
      0,
    );
    // The brief's own "glimmerton sock" covers "glimmerton socks" too, so the taught decision
    // decides nothing by close variant; its phrase still reaches the outlet.
    expect(preview).toEqual({ changed: 1, terms: [] });
  });
});
