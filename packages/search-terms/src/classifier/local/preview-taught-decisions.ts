import type { ClassifierBrief, DecisionSignal, TermCategory } from '../classifier-types.js';
import { isOwnBrandKept } from './example-phrases.js';
import { foldText, tokenize } from '../text/fold-text.js';
import { ExampleIndex, toExample, type Example } from './example-index.js';

// Before a decision is saved (issue 24): which other terms of the shown run it would change.
// The same lookup the classifier runs, over the brief's examples as they would be after learning,
// so the preview cannot promise what the next validation will not do.

/** A term of the shown run, as it was decided. */
export interface PreviewedTerm {
  searchTerm: string;
  isExclude: boolean;
  category: TermCategory;
  /** What decided it in the run: a phrase never excludes a term kept as the own brand. */
  signal?: DecisionSignal;
  conversions?: number;
}

export interface TaughtDecisionsPreview {
  /** Other terms of the run whose decision would change. */
  changed: number;
  /** The first of them, in the run's order, with the decision they would take. */
  terms: { searchTerm: string; isExclude: boolean; category: TermCategory }[];
}

/**
 * What learning decisions would change in a run: each term not itself taught, looked up among
 * the brief's examples as they would be (`examples`, in precedence order, the taught ones
 * included); a term a taught decision would decide, differently from the run, counts. A term that
 * converted is never excluded automatically, so one a taught exclusion reaches stays kept; nor is
 * one the run kept as the own brand by a phrase.
 */
export function previewTaughtDecisions(
  examples: ClassifierBrief['examples'],
  taughtTerms: readonly string[],
  terms: readonly PreviewedTerm[],
  limit = 5,
): TaughtDecisionsPreview {
  const taught = new Set(taughtTerms.map(foldText));
  const read = examples.map(toExample);
  const taughtExamples = new Set<Example>(read.filter((example) => taught.has(example.folded)));
  const index = new ExampleIndex(read);
  const preview: TaughtDecisionsPreview = { changed: 0, terms: [] };
  for (const term of terms) {
    if (taught.has(foldText(term.searchTerm))) continue;
    const tokens = tokenize(term.searchTerm);
    const closeVariant = index.findCloseVariant(tokens);
    const example = closeVariant ?? index.findPhrase(tokens);
    if (example === undefined || !taughtExamples.has(example)) continue;
    if (closeVariant === undefined && isOwnBrandKept(term, example)) continue;
    const isExclude = example.isExclude && (term.conversions ?? 0) <= 0;
    if (isExclude === term.isExclude && example.category === term.category) continue;
    preview.changed += 1;
    if (preview.terms.length < limit) {
      preview.terms.push({ searchTerm: term.searchTerm, isExclude, category: example.category });
    }
  }
  return preview;
}
