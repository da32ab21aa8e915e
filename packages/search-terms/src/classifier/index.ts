export type {
  BriefCorrections,
  ClassifierBrief,
  DecisionSignal,
  ExampleMatchScope,
  SearchTermClassifier,
  SearchTermRow,
  TermCategory,
  TermDecision,
} from './classifier-types.js';
export type { LocalClassifierOptions } from './local/local-classifier.js';
export { createLocalClassifier } from './local/create-local-classifier.js';
export {
  previewTaughtDecisions,
  type PreviewedTerm,
  type TaughtDecisionsPreview,
} from './local/preview-taught-decisions.js';
export { readBrief, type BriefReading, type BriefReadingItem } from './local/read-brief.js';
export {
  aggregateSearchTerms,
  summarizeDecisions,
  type DailySearchTermRow,
  type DecisionSummary,
} from './aggregate-search-terms.js';
export {
  createOpenAiClassifier,
  type ClassifierLogger,
  type ClassifyWithModelOptions,
  type ModelUsage,
  type OpenAiClassifier,
  type OpenAiClassifierOptions,
} from './openai/openai-classifier.js';
export {
  ClassifierModelError,
  type ClassifierModelErrorReason,
} from './openai/classifier-model-error.js';
export type { CachedModelAnswer, ClassifierCache } from './openai/classifier-cache.js';
export {
  createHybridClassifier,
  type HybridBudget,
  type HybridClassifier,
  type HybridClassifierOptions,
  type HybridModel,
  type HybridRunReport,
} from './hybrid/hybrid-classifier.js';
export type { RouteReason } from './hybrid/route-terms.js';
export { areCloseVariants } from './hybrid/close-variants.js';
