// What decided a search term, and the flags a run puts on its terms, in the words a PPC
// specialist reads in the Search terms tab (filters, the decision's details, the run's summary).
// The enums come from the contract; these are their one set of labels.
import type { components } from '../generated/schema.js';

type SearchTermSignal = components['schemas']['SearchTermSignal'];
type SearchTermFlag = components['schemas']['SearchTermFlag'];

export const SEARCH_TERM_SIGNAL_LABELS: Readonly<Record<SearchTermSignal, string>> = {
  example: 'An example of the brief',
  own_brand: 'Your brand',
  competitor: 'A competitor',
  comparison: 'A comparison',
  job_seeker: 'Job seekers',
  free_or_pirated: 'Looking for free or pirated',
  diy_how_to: 'Do it yourself, how-to',
  information: 'Looking for information',
  other_company_support: "Another company's login or support",
  used_or_fake: 'Used or fake goods',
  wrong_audience: 'Wrong audience',
  wrong_location: 'Outside your market',
  not_sold: 'Not something you sell',
  unrelated: 'Unrelated to your offer',
  relevant: 'Matches your offer',
  model: 'The AI model',
};

export const SEARCH_TERM_FLAG_LABELS: Readonly<Record<SearchTermFlag, string>> = {
  needsReview: 'Left for you to review',
  changedByExamples: 'Changed by your examples',
  modelDisagrees: 'AI model overruled the rules',
  changedSincePrevious: 'Decided differently last run',
};

/** Which path settled a term, as the run's summary counts them (spec: examples, rules, model). */
export function decisionPathOf(signal: SearchTermSignal): 'examples' | 'rules' | 'model' {
  if (signal === 'example') return 'examples';
  if (signal === 'model') return 'model';
  return 'rules';
}
