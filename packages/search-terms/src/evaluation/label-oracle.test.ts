import { describe, expect, it } from 'vitest';

import type { SearchTermClassifier, TermDecision } from '../classifier/classifier-types.js';
import { createHybridClassifier } from '../classifier/hybrid/hybrid-classifier.js';
import { QUILLFERN_BRIEF } from '../classifier/openai/classifier-test-brief.js';
import type { LabelledTerm } from './dev-set.js';
import { createLabelOracle } from './label-oracle.js';

/** Invented labelled terms of Quillfern's account. */
const labelled = (
  searchTerm: string,
  isExclude: boolean,
  costMicros: number,
  category: 'product' | 'brand' = 'product',
): LabelledTerm => ({
  row: { searchTerm, costMicros },
  label: { isExclude, category, reason: `Labelled for "${searchTerm}".`, difficulty: 'easy' },
});

const TERMS = [
  labelled('pen nib sizes', true, 200_000),
  labelled('paperloft notebooks', true, 300_000, 'brand'),
  labelled('gold nib fountain pen', false, 5_000_000),
];

describe('createLabelOracle', () => {
  it('answers each term it is asked as its label does, and counts what it answered', async () => {
    const oracle = createLabelOracle(TERMS);

    const decisions = await oracle.classify([
      { searchTerm: 'paperloft notebooks' },
      { searchTerm: 'pen nib sizes' },
    ]);

    expect(decisions).toEqual([
      {
        searchTerm: 'paperloft notebooks',
        isExclude: true,
        category: 'brand',
        reason: 'The label: Labelled for "paperloft notebooks".',
        confidence: 1,
        signal: 'model',
      },
      expect.objectContaining({ searchTerm: 'pen nib sizes', isExclude: true }),
    ]);
    expect(oracle.answeredTerms()).toBe(2);
    expect(oracle.lastUsage()).toEqual({ calls: 1, promptTokens: 0, completionTokens: 0 });
    expect(oracle.batchSize).toBe(50);
  });

  it('refuses a term it has no label for', async () => {
    await expect(createLabelOracle(TERMS).classify([{ searchTerm: 'ink' }])).rejects.toThrow(
      'the oracle has no label for "ink"',
    );
  });

  it('stands in for the hybrid’s model: only the terms the hybrid routes get their label', async () => {
    // The local stand-in keeps everything, unsure only of the nib sizes; the sample is off.
    const local: SearchTermClassifier = {
      provider: 'local',
      classify: async (rows) =>
        rows.map((row): TermDecision => ({
          searchTerm: row.searchTerm,
          isExclude: false,
          category: 'product',
          reason: 'Kept by the local reading.',
          confidence: row.searchTerm === 'pen nib sizes' ? 0.5 : 0.9,
          signal: 'relevant',
        })),
    };
    const oracle = createLabelOracle(TERMS);
    const hybrid = createHybridClassifier(QUILLFERN_BRIEF, {
      local,
      model: oracle,
      confidentKeepSample: 0,
    });

    const { decisions, report } = await hybrid.classifyWithReport(TERMS.map(({ row }) => row));

    expect(decisions.map((decision) => decision.isExclude)).toEqual([true, false, false]);
    expect(oracle.answeredTerms()).toBe(report.asked.first + report.asked.second);
    expect(report.asked).toEqual({ first: 1, second: 0 });
  });
});
