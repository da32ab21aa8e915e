import type { SearchTermRow, TermDecision } from '../classifier/classifier-types.js';
import type { HybridModel } from '../classifier/hybrid/hybrid-classifier.js';
import type { ModelUsage } from '../classifier/openai/openai-classifier.js';
import type { LabelledTerm } from './dev-set.js';

/**
 * A stand-in for the hybrid's model that answers every term it is asked exactly as the labels
 * do, so an evaluation judges the routing apart from any model: its figures are the ceiling a
 * perfect model could reach with the terms the hybrid chose to ask. The hybrid still sees a label
 * only as the answer to a term it asked about.
 */
export interface LabelOracle extends HybridModel {
  /** Terms answered so far, every opinion counted. */
  answeredTerms(): number;
}

/** Terms per call, as the OpenAI-compatible classifier's default, so batching runs as it would. */
const ORACLE_BATCH_SIZE = 50;

const NO_USAGE: ModelUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };

export function createLabelOracle(terms: readonly LabelledTerm[]): LabelOracle {
  const labels = new Map(terms.map(({ row, label }) => [row.searchTerm, label]));
  let answered = 0;
  let usage = NO_USAGE;
  return {
    batchSize: ORACLE_BATCH_SIZE,
    lastUsage: () => ({ ...usage }),
    answeredTerms: () => answered,
    classify: async (rows: readonly SearchTermRow[]) => {
      usage = NO_USAGE;
      const decisions = rows.map(({ searchTerm }): TermDecision => {
        const label = labels.get(searchTerm);
        if (!label) throw new Error(`the oracle has no label for "${searchTerm}"`);
        return {
          searchTerm,
          isExclude: label.isExclude,
          category: label.category,
          reason: `The label: ${label.reason}`,
          confidence: 1,
          signal: 'model',
        };
      });
      answered += rows.length;
      usage = { ...NO_USAGE, calls: 1 };
      return decisions;
    },
  };
}
