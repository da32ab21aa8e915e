import type { components } from '@utmost/ads-sdk';
import type { BriefReading, BriefReadingItem } from '@utmost/search-terms';
import type { LearnedExample } from '../schema.js';
import type { AiRulesView } from '../services/ai-rules-service.js';
import type { BriefListing } from '../services/brief-service.js';

type Schemas = components['schemas'];

/** Spec §3 AI brief, with the ad accounts it is assigned to. */
export function presentBrief(brief: BriefListing): Schemas['Brief'] {
  return {
    id: brief.id,
    briefName: brief.briefName,
    name: brief.companyName,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitorsList: brief.competitors,
    products: brief.products,
    readingCorrections: brief.readingCorrections,
    adAccounts: brief.adAccounts,
    organizationId: brief.organizationId,
    createdAt: brief.createdAt.toISOString(),
    updatedAt: brief.updatedAt.toISOString(),
  };
}

/** Spec §3 AI rules: the rules as `{ description }`, the examples as saved. */
export function presentAiRules(rules: AiRulesView): Schemas['AiRules'] {
  return {
    brandId: rules.brandId,
    organizationId: rules.organizationId,
    general_rules: rules.generalRules.map((description) => ({ description })),
    search_terms: rules.searchTerms,
    ...(rules.learnedExamples !== undefined && {
      learned_examples: rules.learnedExamples.map(presentLearnedExample),
    }),
    updatedAt: rules.updatedAt?.toISOString() ?? null,
  };
}

/** A learned decision as the brief's extra examples show it (source User). */
function presentLearnedExample(example: LearnedExample): Schemas['LearnedExample'] {
  return {
    searchTerm: example.searchTerm,
    isExclude: example.isExclude,
    category: example.category,
    matchScope: example.matchScope ?? 'closeVariants',
    inUse: example.inUse !== false,
    learnedAt: example.learnedAt,
  };
}

/** An item without a sentence leaves the field out (the contract has no null for it). */
function presentReadingItem(item: BriefReadingItem): Schemas['BriefReadingItem'] {
  return item.sentence === undefined
    ? { text: item.text }
    : { text: item.text, sentence: item.sentence };
}

/** "How Utmost reads this brief", as the local classifier read it. */
export function presentBriefReading(reading: BriefReading): Schemas['BriefReading'] {
  return {
    ownBrand: reading.ownBrand,
    competitors: reading.competitors,
    offer: reading.offer,
    market: reading.market,
    excluded: {
      places: reading.excluded.places.map(presentReadingItem),
      countries: reading.excluded.countries,
      regions: reading.excluded.regions,
      topics: reading.excluded.topics.map(presentReadingItem),
    },
    kept: reading.kept.map(presentReadingItem),
    notes: reading.notes,
  };
}
