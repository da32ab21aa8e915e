import type {
  BriefDrafter,
  BriefElementsDraft,
  BriefRulesDraft,
  FetchPage,
} from '@utmost/search-terms';
import { readWebsite } from '@utmost/search-terms';
import type { Logger } from '../../../core/logging/logger.js';

// The magic button's work behind one interface: read the advertiser's site (through the SSRF
// guard the caller hands in), then let the configured drafter (local or a model) write the brief.

/** Pages read per site: the home page and a few it links to (products, services, pricing, about). */
const MAX_PAGES = 5;

export interface BriefAssistant {
  readonly provider: BriefDrafter['provider'];
  draftElements(input: {
    brandName: string;
    website: string;
    signal?: AbortSignal;
  }): Promise<BriefElementsDraft>;
  draftRules(input: {
    elements: BriefElementsDraft;
    signal?: AbortSignal;
  }): Promise<BriefRulesDraft>;
}

export function createBriefAssistant(options: {
  drafter: BriefDrafter;
  fetchPage: FetchPage;
  logger: Logger;
}): BriefAssistant {
  const { drafter, fetchPage, logger } = options;
  return {
    provider: drafter.provider,
    draftElements: async ({ brandName, website, signal }) => {
      const site = await readWebsite(website, { fetchPage, maxPages: MAX_PAGES, signal });
      logger.info(
        { pages: site.pages.length, provider: drafter.provider },
        'Read a website for a brief',
      );
      return drafter.draftElements({ brandName, website: site.finalUrl, site, signal });
    },
    draftRules: ({ elements, signal }) => drafter.draftRules({ elements, signal }),
  };
}
