import type { SiteSnapshot } from '../site/site-snapshot.js';

/**
 * A drafted brief, as the magic button hands it to the editor (spec §3 "Generated content" and
 * "Suggestion response", in the package's own camelCase; the API maps it to the contract's
 * snake_case). Nothing here is saved: the user reviews and saves.
 */
export interface BriefElementsDraft {
  brandName: string;
  brandWebsite: string;
  /** Empty when the drafter cannot know (a website does not name its competitors). */
  competitors: string[];
  /** 50–1000 characters (spec §5 company overview). */
  shortDescription: string;
  /** At most 15; each description at most 150 characters. */
  products: BriefProductDraft[];
}

export interface BriefProductDraft {
  name: string;
  description: string;
  /** The page the drafter found it on, for the user to check; absent when it cannot tell. */
  sourceUrl?: string;
}

export type SearchTermCategory = 'product' | 'brand';

export interface SuggestedSearchTerm {
  searchTerm: string;
  category: SearchTermCategory;
  /** The page of the product the search was built from; absent for the site's general phrases. */
  sourceUrl?: string;
}

export interface BriefRulesDraft {
  /** AI rules, each at most 500 characters (spec §5). */
  generalRules: string[];
  /** Searches that waste money for this advertiser (spec §3: isExclude true). */
  excludedSearchTerms: SuggestedSearchTerm[];
  /** Searches the advertiser wants (spec §3: isExclude false). */
  perfectSearchTerms: SuggestedSearchTerm[];
}

/**
 * One way of drafting a brief: `local` (extractive, offline) or `openai` (any compatible model).
 * Both throw `BriefDraftError` (with a reason code) and never return a partial draft.
 */
export interface BriefDrafter {
  readonly provider: 'local' | 'openai';
  draftElements(input: {
    /** What the user typed as the company name; empty lets the drafter read it from the site. */
    brandName: string;
    website: string;
    site: SiteSnapshot;
    signal?: AbortSignal;
  }): Promise<BriefElementsDraft>;
  draftRules(input: {
    /** The elements as the user reviewed them (competitors may have been added by hand). */
    elements: BriefElementsDraft;
    /** The same snapshot, when still at hand: it tells the drafter more about the business. */
    site?: SiteSnapshot;
    signal?: AbortSignal;
  }): Promise<BriefRulesDraft>;
}
