import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import type { BriefReadingCorrections } from '../rules/brief-reading.js';
import type { AiRulesInput, Brief, BriefInput } from '../rules/briefs.js';
import type { QueryTag } from './query-keys.js';
import { queryKeys } from './query-keys.js';

type Schemas = components['schemas'];

/** What saving or deleting a brief changes: briefs, their rules, and the accounts that show them. */
export const BRIEF_TAGS = ['brand', 'ai-rules', 'adAccount'] as const satisfies readonly QueryTag[];

export interface BriefParams {
  organizationId: string;
  brandId: string;
}

/** The organization's briefs (`GET /searchTerms/brands`), newest first, with their ad accounts. */
export function briefsQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.brand.all, 'list', { organizationId }] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/searchTerms/brands', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** One brief (`GET /searchTerms/brands/{id}`). */
export function briefQueryOptions(client: UtmostClient, params: BriefParams) {
  return queryOptions({
    queryKey: [...queryKeys.brand.all, 'detail', params] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/searchTerms/brands/{id}', {
        params: { path: { id: params.brandId }, query: { organization_id: params.organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * How Utmost reads a saved brief (`GET /searchTerms/brands/{id}/reading`): in the `brand` family,
 * so saving the brief or a correction refetches it.
 */
export function briefReadingQueryOptions(client: UtmostClient, params: BriefParams) {
  return queryOptions({
    queryKey: [...queryKeys.brand.all, 'reading', params] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/searchTerms/brands/{id}/reading', {
        params: { path: { id: params.brandId }, query: { organization_id: params.organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

export interface SaveReadingCorrectionsVariables {
  brandId: string;
  readingCorrections: BriefReadingCorrections;
}

/**
 * Saves a brief's corrections to its reading (`PATCH /searchTerms/brands/{id}` with the four lists
 * alone): the rest of the brief stays as saved. Answers the saved brief.
 */
export function saveReadingCorrectionsMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async ({
      brandId,
      readingCorrections,
    }: SaveReadingCorrectionsVariables): Promise<Brief> => {
      const result = await client.PATCH('/api/v1/searchTerms/brands/{id}', {
        params: { path: { id: brandId }, query: { organization_id: organizationId } },
        body: { readingCorrections },
      });
      return unwrap(result).content;
    },
  });
}

/** A brief's AI rules and extra examples (`GET /searchTerms/ai-rules/{brandId}`). */
export function aiRulesQueryOptions(client: UtmostClient, params: BriefParams) {
  return queryOptions({
    queryKey: [...queryKeys['ai-rules'].all, 'detail', params] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/searchTerms/ai-rules/{brandId}', {
        params: {
          path: { brandId: params.brandId },
          query: { organization_id: params.organizationId },
        },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * A new brief was saved but its rules were not (the second call of the save failed): the caller
 * keeps `brief.id`, so that saving again replaces the rules of that brief instead of creating a
 * second one under the same name.
 */
export class BriefRulesNotSavedError extends Error {
  constructor(
    readonly brief: Brief,
    options: { cause: unknown },
  ) {
    super('The AI brief was saved, but its AI rules were not', options);
    this.name = 'BriefRulesNotSavedError';
  }
}

export interface SaveBriefVariables {
  /** null for a new brief. */
  brandId: string | null;
  brief: BriefInput;
  rules: AiRulesInput;
}

/**
 * Saves a brief the way the editor does (spec §4): the brief first, then its rules (a new brief's
 * rules are created, an existing one's replaced), so a rule is never saved for a brief that failed.
 * Answers the saved brief; the caller then goes to its edit route. When a new brief's rules fail,
 * throws `BriefRulesNotSavedError` carrying the brief that was created.
 */
export function saveBriefMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async ({ brandId, brief, rules }: SaveBriefVariables): Promise<Brief> => {
      const query = { organization_id: organizationId };
      const saved =
        brandId === null
          ? unwrap(
              await client.POST('/api/v1/searchTerms/brands', { params: { query }, body: brief }),
            ).content
          : unwrap(
              await client.PUT('/api/v1/searchTerms/brands/{id}', {
                params: { path: { id: brandId }, query },
                body: brief,
              }),
            ).content;
      if (brandId === null) {
        try {
          unwrap(
            await client.POST('/api/v1/searchTerms/ai-rules', {
              params: { query },
              body: { brandId: saved.id, ...rules },
            }),
          );
        } catch (error) {
          throw new BriefRulesNotSavedError(saved, { cause: error });
        }
      } else {
        unwrap(
          await client.PUT('/api/v1/searchTerms/ai-rules/{brandId}', {
            params: { path: { brandId }, query },
            body: rules,
          }),
        );
      }
      return saved;
    },
  });
}

/**
 * Deletes briefs (`DELETE /searchTerms/brands`). Without `confirmInUse`, a brief assigned to ad
 * accounts answers 409 and nothing is deleted; with it, the accounts lose their brief.
 */
export function deleteBriefsMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (input: { brandIds: string[]; confirmInUse?: boolean }) => {
      const result = await client.DELETE('/api/v1/searchTerms/brands', {
        params: { query: { organization_id: organizationId } },
        body: input,
      });
      return unwrap(result).content;
    },
  });
}

export type SuggestBrandElementsVariables = Pick<
  Schemas['SuggestBrandElementsInput'],
  'brand_name' | 'brand_website'
>;

/** The magic button's first step: the brief's content drafted from the website (nothing saved). */
export function suggestBrandElementsMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (input: SuggestBrandElementsVariables) => {
      const result = await client.POST('/api/v1/searchTerms/brands/suggest-brand-elements', {
        params: { query: { organization_id: organizationId } },
        body: { ...input, organization_id: organizationId },
      });
      return unwrap(result).content;
    },
  });
}

export type SuggestBrandAiRulesVariables = Omit<
  Schemas['SuggestBrandAiRulesInput'],
  'organization_id'
>;

/** The magic button's second step: AI rules and example search terms for the content. */
export function suggestBrandAiRulesMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (input: SuggestBrandAiRulesVariables) => {
      const result = await client.POST('/api/v1/searchTerms/brands/suggest-brand-ai-rules', {
        params: { query: { organization_id: organizationId } },
        body: { ...input, organization_id: organizationId },
      });
      return unwrap(result).content;
    },
  });
}
