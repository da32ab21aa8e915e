import type {
  ClassifierBrief,
  SearchTermClassifier,
  SearchTermRow,
  TermDecision,
} from '../classifier-types.js';
import { keepWhatConverted } from '../review-decisions.js';
import { tokenize } from '../text/fold-text.js';
import { EXAMPLE_CONFIDENCE, ExampleIndex, toExample, type Example } from './example-index.js';

// Examples taught as a whole phrase, over a classifier that follows the others. The local
// classifier's own reading of the brief looks examples up by close variant only; this layer gives
// the terms no example covered to the first phrase they contain, below the closer matches as
// example-index.ts orders them. A phrase match is never the user's decision on that very term,
// so a term that converted is kept for review rather than excluded, and it never excludes the
// advertiser's own brand.

/** The classifier, with the brief's phrase examples deciding the terms no closer example did. */
export function followExamplePhrases(
  brief: ClassifierBrief,
  classifier: SearchTermClassifier,
): SearchTermClassifier {
  const phrases = brief.examples.filter((example) => example.matchScope === 'phrase');
  if (phrases.length === 0) return classifier;
  const index = new ExampleIndex(brief.examples.map(toExample));
  return {
    provider: classifier.provider,
    classify: async (rows) => {
      const decisions = await classifier.classify(rows);
      return decisions.map((decided, position) => {
        const row = rows[position];
        if (decided.signal === 'example' || row === undefined) return decided;
        const phrase = index.findPhrase(tokenize(row.searchTerm));
        if (phrase === undefined || isOwnBrandKept(decided, phrase)) return decided;
        return followPhrase(decided, phrase, row);
      });
    },
  };
}

/**
 * A phrase is a broad rule, as the brief's are: it never excludes a search for the advertiser's
 * own brand ("acme contents cover" when the phrase is "contents cover"); the term's own decision
 * or a close variant's still does.
 */
export function isOwnBrandKept(
  decided: { isExclude: boolean; signal?: TermDecision['signal'] },
  phrase: Pick<Example, 'isExclude'>,
): boolean {
  return phrase.isExclude && !decided.isExclude && decided.signal === 'own_brand';
}

function followPhrase(decided: TermDecision, phrase: Example, row: SearchTermRow): TermDecision {
  const followed = keepWhatConverted(
    {
      searchTerm: decided.searchTerm,
      isExclude: phrase.isExclude,
      category: phrase.category,
      signal: 'example',
      confidence: EXAMPLE_CONFIDENCE,
      reason: `Contains "${phrase.text}", a phrase the brief ${phrase.isExclude ? 'excludes' : 'keeps'}.`,
    },
    row,
  );
  // What the term would have been without its examples, where the phrase changed it: the rules'
  // decision (kept for review when it converted, as the classifier already said). A converted
  // term the phrase would exclude stays kept, so the phrase changed nothing there.
  const { isExclude, category, reason, confidence, signal } = decided;
  return isExclude === followed.isExclude && category === followed.category
    ? followed
    : { ...followed, rules: { isExclude, category, reason, confidence, signal } };
}
