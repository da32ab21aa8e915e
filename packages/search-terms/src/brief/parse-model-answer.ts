import { z } from 'zod';

import type { BriefElementsDraft, BriefRulesDraft, SuggestedSearchTerm } from './brief-draft.js';
import { BriefDraftError } from './brief-draft-error.js';
import {
  BRIEF_LIMITS,
  capSuggestedSearchTerms,
  clampAtSentence,
  normaliseWhitespace,
} from './brief-limits.js';

/**
 * What a model must answer, in the contract's snake_case (spec §3 "Generated content" and
 * "Suggestion response"). The limits are not in the schemas on purpose: lengths and list sizes
 * that can be repaired (clamped, cut) are repaired below instead of costing another request.
 */
const generatedElementsSchema = z.object({
  brand_name: z.string(),
  brand_website: z.string(),
  brand_competitors_list: z.array(z.string()),
  brand_short_description: z.string(),
  products: z.array(z.object({ name: z.string(), description: z.string() })),
});

const suggestedTermSchema = z.object({
  search_term: z.string(),
  category: z.enum(['product', 'brand']),
});

const suggestionResponseSchema = z.object({
  general_rules: z.array(z.string()),
  excluded_search_terms: z.array(suggestedTermSchema),
  perfect_search_terms: z.array(suggestedTermSchema),
});

/** JSON Schema for `response_format: json_schema` with `strict: true` (closed objects, all required). */
function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return jsonSchema;
}

export const GENERATED_ELEMENTS_JSON_SCHEMA = toStrictJsonSchema(generatedElementsSchema);
export const SUGGESTION_RESPONSE_JSON_SCHEMA = toStrictJsonSchema(suggestionResponseSchema);

/**
 * Parses the model's answer for the brief's elements. Clamps product descriptions to 150
 * characters, cuts products and competitors to 15 and drops empty entries; an overview outside
 * 50–1000 characters is refused ('limit_breach') because cutting it would hand the user a
 * half-sentence overview and padding it would invent text.
 */
export function parseGeneratedElements(content: string | null | undefined): BriefElementsDraft {
  const answer = parseJsonAnswer(content, generatedElementsSchema);
  const shortDescription = normaliseWhitespace(answer.brand_short_description);
  if (
    shortDescription.length < BRIEF_LIMITS.overviewMinLength ||
    shortDescription.length > BRIEF_LIMITS.overviewMaxLength
  ) {
    throw new BriefDraftError(
      'limit_breach',
      `The model's company overview has ${shortDescription.length} characters; it must have ${BRIEF_LIMITS.overviewMinLength}–${BRIEF_LIMITS.overviewMaxLength}`,
    );
  }
  const products = uniqueBy(
    answer.products
      .map((product) => ({
        name: normaliseWhitespace(product.name),
        description: clampAtSentence(product.description, BRIEF_LIMITS.productDescriptionMaxLength),
      }))
      .filter((product) => product.name.length > 0),
    (product) => product.name,
  ).slice(0, BRIEF_LIMITS.maxProducts);
  return {
    brandName: normaliseWhitespace(answer.brand_name),
    brandWebsite: answer.brand_website.trim(),
    competitors: uniqueBy(cleanTexts(answer.brand_competitors_list), (name) => name).slice(
      0,
      BRIEF_LIMITS.maxCompetitors,
    ),
    shortDescription,
    products,
  };
}

/**
 * Parses the model's suggested rules and search terms: each rule clamped to 500 characters at a
 * sentence boundary, empty and repeated entries dropped, examples cut to 50 in total.
 */
export function parseSuggestionResponse(content: string | null | undefined): BriefRulesDraft {
  const answer = parseJsonAnswer(content, suggestionResponseSchema);
  const toTerms = (terms: z.infer<typeof suggestedTermSchema>[]): SuggestedSearchTerm[] =>
    uniqueBy(
      terms
        .map((term) => ({
          searchTerm: normaliseWhitespace(term.search_term),
          category: term.category,
        }))
        .filter((term) => term.searchTerm.length > 0),
      (term) => term.searchTerm,
    );
  const capped = capSuggestedSearchTerms(
    toTerms(answer.excluded_search_terms),
    toTerms(answer.perfect_search_terms),
  );
  return {
    generalRules: uniqueBy(
      cleanTexts(answer.general_rules).map((rule) =>
        clampAtSentence(rule, BRIEF_LIMITS.ruleDescriptionMaxLength),
      ),
      (rule) => rule,
    ),
    excludedSearchTerms: capped.excluded,
    perfectSearchTerms: capped.perfect,
  };
}

function parseJsonAnswer<T>(content: string | null | undefined, schema: z.ZodType<T>): T {
  if (!content?.trim())
    throw new BriefDraftError('malformed_answer', 'The model gave an empty answer');
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(content));
  } catch (error) {
    throw new BriefDraftError('malformed_answer', 'The model did not answer in JSON', {
      cause: error,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new BriefDraftError(
      'malformed_answer',
      `The model's JSON does not have the requested shape: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** Local servers without structured output (older Ollama, llama.cpp) often fence their JSON. */
function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}

function cleanTexts(texts: string[]): string[] {
  return texts.map(normaliseWhitespace).filter((text) => text.length > 0);
}

/** First occurrence wins; keys compare case-insensitively ("Acme" and "acme" are one entry). */
function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
