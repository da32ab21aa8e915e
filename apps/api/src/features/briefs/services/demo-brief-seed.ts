import type { SandboxDemoBrief } from '@utmost/sandbox';
import type { Caller } from '../../identity/index.js';
import { createBriefAiRules } from './ai-rules-service.js';
import { createBrief, type BriefsDependencies, type BriefListing } from './brief-service.js';

// Embedded mode: the demo organization starts with one AI brief, for the sandbox's search-term
// advertiser, with its AI rules and extra examples. Saved through the services the API uses.

/** Creates the brief and its rules; answers the brief (its id is assigned to the account next). */
export async function seedDemoBrief(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  brief: SandboxDemoBrief,
): Promise<BriefListing> {
  const { rules, searchTermsExcludeExamples, ...input } = brief;
  const saved = await createBrief(deps, caller, { organizationId, workspaceId: undefined }, input);
  await createBriefAiRules(deps, caller, organizationId, {
    brandId: saved.id,
    general_rules: rules,
    search_terms: searchTermsExcludeExamples.map((example) => ({
      ...example,
      source: 'User',
      inUse: true,
    })),
  });
  return saved;
}
