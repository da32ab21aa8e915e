import type { ClassifierBrief } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { findAiRules } from '../repositories/ai-rules-repository.js';
import { findBrief } from '../repositories/brief-repository.js';
import { mergeLearnedExamples } from '../repositories/learned-example-repository.js';
import type { LearnedExample, StoredExample } from '../schema.js';

/**
 * A brief as the search-term classifier reads it: its content, its AI rules, the extra examples
 * in use (spec §3: an example switched off is kept but not read), the decisions it learned
 * from the Search terms tab, newest first, and the user's corrections to its reading (rules the
 * classifier follows above the brief's text). Null when the organization has no such brief.
 */
export async function loadClassifierBrief(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
): Promise<(ClassifierBrief & { briefName: string }) | null> {
  const brief = await findBrief(db, scope, brandId);
  if (!brief) return null;
  const rules = await findAiRules(db, scope, brandId);
  return {
    briefName: brief.briefName,
    name: brief.companyName,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitorsList: brief.competitors,
    products: brief.products,
    rules: (rules?.generalRules ?? []).map((description) => ({ description })),
    examples: orderClassifierExamples(rules?.searchTerms ?? [], rules?.learnedExamples ?? []),
    corrections: brief.readingCorrections,
  };
}

/**
 * The examples in the order they take precedence: the brief's own in use first (where a learned
 * decision and an edited example disagree, what the user wrote into the brief wins), then the
 * learned ones in use, newest first (one switched off in the brief editor is kept, not read).
 */
export function orderClassifierExamples(
  own: readonly StoredExample[],
  learned: readonly LearnedExample[],
): ClassifierBrief['examples'] {
  return [
    ...own
      .filter((example) => example.inUse)
      .map(({ searchTerm, isExclude, category }) => ({ searchTerm, isExclude, category })),
    ...[...learned]
      .reverse()
      .filter((example) => example.inUse !== false)
      .map(({ searchTerm, isExclude, category, matchScope }) => ({
        searchTerm,
        isExclude,
        category,
        ...(matchScope !== undefined && { matchScope }),
      })),
  ];
}

/**
 * The brief's examples as the classifier would read them once it learned `decisions`
 * (the preview of a decision before it is saved).
 */
export async function readExamplesAfterLearning(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
  decisions: readonly Omit<LearnedExample, 'learnedAt'>[],
  now: Date,
): Promise<ClassifierBrief['examples']> {
  const rules = await findAiRules(db, scope, brandId);
  return orderClassifierExamples(
    rules?.searchTerms ?? [],
    mergeLearnedExamples(rules?.learnedExamples ?? [], decisions, now),
  );
}
