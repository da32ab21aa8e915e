export type {
  BriefDrafter,
  BriefElementsDraft,
  BriefProductDraft,
  BriefRulesDraft,
  SearchTermCategory,
  SuggestedSearchTerm,
} from './brief-draft.js';
export { BriefDraftError, type BriefDraftErrorReason } from './brief-draft-error.js';
export {
  BRIEF_LIMITS,
  capSuggestedSearchTerms,
  clampAtSentence,
  clampAtWord,
  normaliseWhitespace,
  splitSentences,
} from './brief-limits.js';
export {
  GENERATED_ELEMENTS_JSON_SCHEMA,
  parseGeneratedElements,
  parseSuggestionResponse,
  SUGGESTION_RESPONSE_JSON_SCHEMA,
} from './parse-model-answer.js';
export {
  buildElementsPrompt,
  buildRulesPrompt,
  DEFAULT_SITE_TEXT_BUDGET,
  renderSiteText,
  type ChatPromptMessage,
} from './prompts.js';
