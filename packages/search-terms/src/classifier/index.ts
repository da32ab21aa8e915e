export type {
  ClassifierBrief,
  DecisionSignal,
  SearchTermClassifier,
  SearchTermRow,
  TermCategory,
  TermDecision,
} from './classifier-types.js';
export { createLocalClassifier, type LocalClassifierOptions } from './local/local-classifier.js';
export {
  aggregateSearchTerms,
  summarizeDecisions,
  type DailySearchTermRow,
  type DecisionSummary,
} from './aggregate-search-terms.js';
