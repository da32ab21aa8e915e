import { FUNCTION_WORDS } from '../classifier/text/fold-text.js';
import { keywordWords } from './keyword-text.js';

/**
 * The planner's rules of thumb from the account's own numbers (issue 28 item 3): a gram is worth
 * a negative once it has spent about three times the target CPA (or the campaign's CPA where no
 * target is set) without a conversion. Savings are the period's cost scaled to 30 days.
 */
export const PLANNER_RULES = {
  cpaMultiple: 3,
  daysPerMonth: 30,
  /** Longest shared run of words the planner tries when merging terms into one negative. */
  maxMergeWords: 4,
} as const;

/**
 * Never suggested alone: each is a fine negative in one account and a buyer's word in another
 * ("cheap" flights, a clinic "near me"), and a bare one blocks too much to suggest from numbers.
 */
export const NEVER_SUGGESTED_ALONE: readonly string[] = ['free', 'cheap', 'near me', 'how to'];

const neverAlone = new Set(NEVER_SUGGESTED_ALONE);

/**
 * Whether a negative's words are too bare to suggest: one of the words above alone, or words that
 * carry no topic ("for the", "near me").
 */
export function isTooBareToSuggest(text: string): boolean {
  const words = keywordWords(text);
  return (
    words.length === 0 ||
    neverAlone.has(words.join(' ')) ||
    words.every((word) => FUNCTION_WORDS.has(word))
  );
}

/** The cost after which no conversion makes a gram a negative, or null when no CPA is known. */
export function noConversionThreshold(cpa: {
  targetCpa?: number | null;
  campaignCpa?: number | null;
}): number | null {
  const base = cpa.targetCpa && cpa.targetCpa > 0 ? cpa.targetCpa : cpa.campaignCpa;
  return base && base > 0 ? base * PLANNER_RULES.cpaMultiple : null;
}

/** A period's cost as a monthly figure. */
export function monthlySaving(periodCost: number, periodDays: number): number {
  return periodDays > 0 ? (periodCost * PLANNER_RULES.daysPerMonth) / periodDays : 0;
}
