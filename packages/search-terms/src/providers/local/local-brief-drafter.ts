import type { BriefDrafter, BriefElementsDraft, BriefRulesDraft } from '../../brief/brief-draft.js';
import { BriefDraftError } from '../../brief/brief-draft-error.js';
import { BRIEF_LIMITS, clampAtSentence } from '../../brief/brief-limits.js';
import { readBusinessProfile } from './business-profile.js';
import { findCompanyName } from './company-name.js';
import { draftOverview } from './overview.js';
import { findProducts } from './products.js';
import { suggestSearchTerms } from './suggested-search-terms.js';
import { WASTE_INTENTS } from './waste-intent-catalogue.js';

/**
 * The default drafter: offline, deterministic (same site, same draft) and extractive: the
 * overview and product descriptions are the site's own sentences, the rules come from a
 * catalogue of common waste intents chosen by what the site says about the business.
 */
export function createLocalBriefDrafter(): BriefDrafter {
  return {
    provider: 'local',
    async draftElements({ brandName, website, site, signal }): Promise<BriefElementsDraft> {
      throwIfAborted(signal);
      const companyName = findCompanyName(site, brandName);
      const products = findProducts(site, companyName);
      return {
        brandName: companyName,
        brandWebsite: website.trim() || site.finalUrl,
        // A website does not say who its competitors are; the editor asks the user for them.
        competitors: [],
        shortDescription: draftOverview({
          site,
          brandName: companyName,
          productNames: products.map((p) => p.name),
        }),
        products,
      };
    },
    async draftRules({ elements, site, signal }): Promise<BriefRulesDraft> {
      throwIfAborted(signal);
      const profile = readBusinessProfile(elements, site);
      const generalRules = WASTE_INTENTS.filter((intent) => intent.applies(profile)).map((intent) =>
        clampAtSentence(intent.describeRule(profile), BRIEF_LIMITS.ruleDescriptionMaxLength),
      );
      const { excluded, perfect } = suggestSearchTerms(profile);
      return { generalRules, excludedSearchTerms: excluded, perfectSearchTerms: perfect };
    },
  };
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted)
    throw new BriefDraftError('aborted', 'Brief drafting was cancelled', { cause: signal.reason });
}
