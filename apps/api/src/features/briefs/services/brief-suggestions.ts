import {
  WEBSITE_NOT_REACHABLE,
  type GeneratedBriefContent,
  type SuggestedBriefRules,
  type components,
} from '@utmost/ads-sdk';
import { websiteSchema } from '@utmost/ads-sdk/schemas';
import type {
  BriefElementsDraft,
  SuggestedSearchTerm as SuggestedSearchTermDraft,
} from '@utmost/search-terms';
import { AppError, isAppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import {
  authorizeOrganization,
  enforceRateLimit,
  type Caller,
  type RateLimitRule,
} from '../../identity/index.js';
import type { BriefHandlerDependencies } from '../handlers/brief-handlers.js';
import { z } from 'zod';

// The magic button (spec §2, §4): drafts a brief's content from its website, then its rules and
// example search terms. Nothing is saved here; the editor shows the draft and the user saves.

/**
 * Each suggestion reads up to five pages of someone's site or spends model tokens: plenty for
 * people writing briefs, too few to use Utmost as a crawler or to run up a model bill.
 */
export const BRIEF_SUGGESTIONS_LIMIT: RateLimitRule = {
  name: 'brief-suggestions:organization',
  limit: 60,
  windowSeconds: 15 * 60,
};

/**
 * The same allowance per person (or API key), smaller, so that one member cannot spend the whole
 * organization's and leave the others without the button.
 */
export const BRIEF_SUGGESTIONS_PER_CALLER_LIMIT: RateLimitRule = {
  name: 'brief-suggestions:caller',
  limit: 20,
  windowSeconds: BRIEF_SUGGESTIONS_LIMIT.windowSeconds,
};

type SuggestBrandAiRulesInput = components['schemas']['SuggestBrandAiRulesInput'];
type SuggestedSearchTerm = components['schemas']['SuggestedSearchTerm'];

const elementsInputSchema = z.object({
  brand_name: z.string().trim(),
  brand_website: websiteSchema,
});

/** The caller's own allowance first, so that a person past theirs spends none of the organization's. */
async function enforceSuggestionLimits(
  deps: BriefHandlerDependencies,
  caller: Caller,
  organizationId: string,
): Promise<void> {
  const callerId = caller.kind === 'user' ? caller.userId : caller.apiKeyId;
  await enforceRateLimit(deps, BRIEF_SUGGESTIONS_PER_CALLER_LIMIT, callerId);
  await enforceRateLimit(deps, BRIEF_SUGGESTIONS_LIMIT, organizationId);
}

function websiteNotReachable(cause: unknown): AppError {
  return new AppError('BAD_REQUEST', undefined, {
    fieldErrors: { brand_website: WEBSITE_NOT_REACHABLE },
    cause,
  });
}

export async function suggestBriefElements(
  deps: BriefHandlerDependencies,
  caller: Caller,
  organizationId: string,
  input: { brand_name: string; brand_website: string },
): Promise<GeneratedBriefContent> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  const { brand_name: brandName, brand_website: website } = parseInput(elementsInputSchema, input);
  await enforceSuggestionLimits(deps, caller, scope.organizationId);
  let draft: BriefElementsDraft;
  try {
    draft = await deps.assistant.draftElements({ brandName, website });
  } catch (error) {
    if (isAppError(error)) throw error;
    // A site that cannot be read and a model that cannot answer read the same to the user
    // (spec §8); the log keeps which it was.
    throw websiteNotReachable(error);
  }
  if (draft.brandWebsite.trim() === '') throw websiteNotReachable(undefined);
  return {
    brand_name: draft.brandName,
    brand_website: draft.brandWebsite,
    brand_competitors_list: draft.competitors,
    brand_short_description: draft.shortDescription,
    products: draft.products.map(({ name, description, sourceUrl }) => ({
      name,
      description,
      ...(sourceUrl !== undefined && { source_url: sourceUrl }),
    })),
  };
}

export async function suggestBriefRules(
  deps: BriefHandlerDependencies,
  caller: Caller,
  organizationId: string,
  input: SuggestBrandAiRulesInput,
): Promise<SuggestedBriefRules> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  await enforceSuggestionLimits(deps, caller, scope.organizationId);
  const elements: BriefElementsDraft = {
    brandName: input.brand_name.trim(),
    brandWebsite: input.brand_website.trim(),
    competitors: input.brand_competitors_list ?? [],
    shortDescription: input.brand_short_description,
    products: input.products.map(({ name, description, source_url }) => ({
      name,
      description,
      ...(source_url !== undefined && { sourceUrl: source_url }),
    })),
  };
  let rules;
  try {
    rules = await deps.assistant.draftRules({ elements });
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The AI assistant could not draft rules. Please try again.',
      {
        cause: error,
      },
    );
  }
  return {
    general_rules: rules.generalRules.map((description) => ({ description })),
    excluded_search_terms: rules.excludedSearchTerms.map(toSuggestedSearchTerm),
    perfect_search_terms: rules.perfectSearchTerms.map(toSuggestedSearchTerm),
  };
}

function toSuggestedSearchTerm(term: SuggestedSearchTermDraft): SuggestedSearchTerm {
  return {
    search_term: term.searchTerm,
    category: term.category,
    ...(term.sourceUrl !== undefined && { source_url: term.sourceUrl }),
  };
}
