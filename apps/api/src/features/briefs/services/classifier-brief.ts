import type { ClassifierBrief } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { findAiRules } from '../repositories/ai-rules-repository.js';
import { findBrief } from '../repositories/brief-repository.js';

/**
 * A brief as the search-term classifier reads it: its content, its AI rules and the extra
 * examples in use (spec §3: an example switched off is kept but not read). Null when the
 * organization has no such brief (any more).
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
    examples: (rules?.searchTerms ?? [])
      .filter((example) => example.inUse)
      .map((example) => ({
        searchTerm: example.searchTerm,
        isExclude: example.isExclude,
        category: example.category,
      })),
  };
}
