import type { ClassifierBrief } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { findAiRules } from '../repositories/ai-rules-repository.js';
import { findBrief } from '../repositories/brief-repository.js';

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
    // The brief's own examples first: where a learned decision and an edited example disagree,
    // what the user wrote into the brief wins.
    examples: [
      ...(rules?.searchTerms ?? []).filter((example) => example.inUse),
      ...[...(rules?.learnedExamples ?? [])].reverse(),
    ].map((example) => ({
      searchTerm: example.searchTerm,
      isExclude: example.isExclude,
      category: example.category,
    })),
    corrections: brief.readingCorrections,
  };
}
