// The AI brief body and its AI rules with the spec §5 rules and messages. The name's uniqueness
// needs the organization's other briefs, which the editor and the API pass in the same way.
import { z } from 'zod';
import type { components } from '../generated/schema.js';
import { LEARNED_EXAMPLES_MAX } from '../rules/learned-examples.js';
import {
  ACTION_REQUIRED,
  AI_RULE_MAX_LENGTH,
  AI_RULE_REQUIRED,
  AI_RULE_TOO_LONG,
  BRIEF_NAME_MAX_LENGTH,
  BRIEF_NAME_NOT_UNIQUE,
  BRIEF_NAME_REQUIRED,
  BRIEF_NAME_TOO_LONG,
  COMPANY_NAME_MIN_LENGTH,
  COMPANY_NAME_REQUIRED,
  COMPANY_NAME_TOO_SHORT,
  COMPETITORS_MAX,
  COMPETITORS_MIN,
  COMPETITORS_TOO_FEW,
  COMPETITORS_TOO_MANY,
  EXAMPLES_MAX,
  OVERVIEW_MAX_LENGTH,
  OVERVIEW_MIN_LENGTH,
  OVERVIEW_REQUIRED,
  OVERVIEW_TOO_LONG,
  OVERVIEW_TOO_SHORT,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_DESCRIPTION_TOO_LONG,
  PRODUCT_NAME_REQUIRED,
  PRODUCTS_MAX,
  PRODUCTS_TOO_MANY,
  SEARCH_TERM_REQUIRED,
  TOO_MANY_EXAMPLES,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
  isSameBriefName,
  normalizeWebsite,
} from '../rules/briefs.js';
import {
  READING_CORRECTION_MAX_LENGTH,
  READING_CORRECTION_REQUIRED,
  READING_CORRECTION_TOO_LONG,
  READING_CORRECTIONS_MAX,
  TOO_MANY_READING_CORRECTIONS,
} from '../rules/brief-reading.js';
import { describeMaxLength } from '../rules/validation-messages.js';
import { BRAND_TYPE_VALUES, EXAMPLE_SOURCE_VALUES } from '../generated/enums.js';

type BriefInput = components['schemas']['BriefInput'];
type AiRulesInput = components['schemas']['AiRulesInput'];
type BriefReadingCorrections = components['schemas']['BriefReadingCorrections'];

export interface BriefSchemaContext {
  /** The organization's other briefs' names (the one being edited excluded). */
  otherBriefNames: readonly string[];
}

/** Company and product names: long enough for any real one, short enough for a table cell. */
const NAME_MAX_LENGTH = 200;
const COMPETITOR_MAX_LENGTH = 200;

/** A required text: missing, not a string or blank all read as the field's "required" message. */
function requiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
}

export const websiteSchema = requiredText(WEBSITE_REQUIRED).transform((value, context) => {
  const website = normalizeWebsite(value);
  if (website === null) {
    context.addIssue({ code: 'custom', message: WEBSITE_INVALID });
    return z.NEVER;
  }
  return website;
});

const productSchema = z.strictObject({
  name: requiredText(PRODUCT_NAME_REQUIRED).max(
    NAME_MAX_LENGTH,
    describeMaxLength(NAME_MAX_LENGTH),
  ),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_DESCRIPTION_TOO_LONG),
});

/** Competitor names, trimmed, blanks dropped and repeats (regardless of case) kept once. */
const competitorsSchema = z
  .array(z.string().max(COMPETITOR_MAX_LENGTH, describeMaxLength(COMPETITOR_MAX_LENGTH)), {
    error: ACTION_REQUIRED,
  })
  .transform((names) => {
    const seen = new Set<string>();
    return names
      .map((name) => name.trim())
      .filter((name) => {
        const key = name.toLowerCase();
        if (name === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .superRefine((names, context) => {
    if (names.length === 0) context.addIssue({ code: 'custom', message: ACTION_REQUIRED });
    else if (names.length < COMPETITORS_MIN)
      context.addIssue({ code: 'custom', message: COMPETITORS_TOO_FEW });
    else if (names.length > COMPETITORS_MAX)
      context.addIssue({ code: 'custom', message: COMPETITORS_TOO_MANY });
  });

const productsSchema = z
  .array(productSchema, { error: ACTION_REQUIRED })
  .superRefine((products, context) => {
    if (products.length === 0) context.addIssue({ code: 'custom', message: ACTION_REQUIRED });
    else if (products.length > PRODUCTS_MAX)
      context.addIssue({ code: 'custom', message: PRODUCTS_TOO_MANY });
  });

/** One list of corrections: entries trimmed and kept once regardless of case, at most 50. */
const correctionListSchema = z
  .array(
    requiredText(READING_CORRECTION_REQUIRED).max(
      READING_CORRECTION_MAX_LENGTH,
      READING_CORRECTION_TOO_LONG,
    ),
  )
  .transform((entries) => {
    const seen = new Set<string>();
    return entries.filter((entry) => {
      const key = entry.toLowerCase();
      return !seen.has(key) && Boolean(seen.add(key));
    });
  })
  .refine((entries) => entries.length <= READING_CORRECTIONS_MAX, TOO_MANY_READING_CORRECTIONS);

/**
 * The user's corrections to how Utmost reads a brief: places served, words that are not places
 * here, exclusions to ignore, competitors found only as a company. Each list is sent whole.
 */
export const readingCorrectionsSchema = z.strictObject({
  servedPlaces: correctionListSchema,
  notPlaces: correctionListSchema,
  ignoredExclusions: correctionListSchema,
  competitorsInContext: correctionListSchema,
}) satisfies z.ZodType<BriefReadingCorrections, unknown>;

/** Spec §5 brief: every field with its message; the website is stored normalised. */
export function createBriefSchema(context: BriefSchemaContext) {
  return z.strictObject({
    briefName: requiredText(BRIEF_NAME_REQUIRED)
      .max(BRIEF_NAME_MAX_LENGTH, BRIEF_NAME_TOO_LONG)
      .refine(
        (name) => !context.otherBriefNames.some((other) => isSameBriefName(other, name)),
        BRIEF_NAME_NOT_UNIQUE,
      ),
    name: requiredText(COMPANY_NAME_REQUIRED)
      .min(COMPANY_NAME_MIN_LENGTH, COMPANY_NAME_TOO_SHORT)
      .max(NAME_MAX_LENGTH, describeMaxLength(NAME_MAX_LENGTH)),
    website: websiteSchema,
    shortDescription: requiredText(OVERVIEW_REQUIRED)
      .min(OVERVIEW_MIN_LENGTH, OVERVIEW_TOO_SHORT)
      .max(OVERVIEW_MAX_LENGTH, OVERVIEW_TOO_LONG),
    competitorsList: competitorsSchema,
    products: productsSchema,
    readingCorrections: readingCorrectionsSchema.optional(),
  }) satisfies z.ZodType<BriefInput, unknown>;
}

export type ValidBrief = z.output<ReturnType<typeof createBriefSchema>>;

const aiRuleSchema = z.strictObject({
  description: requiredText(AI_RULE_REQUIRED).max(AI_RULE_MAX_LENGTH, AI_RULE_TOO_LONG),
});

const exampleSchema = z.strictObject({
  id: z.string().max(100).optional(),
  searchTerm: requiredText(SEARCH_TERM_REQUIRED).max(500, describeMaxLength(500)),
  isExclude: z.boolean(),
  category: z.enum(BRAND_TYPE_VALUES),
  source: z.enum(EXAMPLE_SOURCE_VALUES),
  inUse: z.boolean(),
});

const learnedExampleSchema = z.strictObject({
  searchTerm: requiredText(SEARCH_TERM_REQUIRED).max(500, describeMaxLength(500)),
  isExclude: z.boolean(),
  category: z.enum(BRAND_TYPE_VALUES),
  inUse: z.boolean(),
});

/**
 * A brief's AI rules and extra examples (spec §5: rules ≤ 500 characters, ≤ 50 examples), and
 * what the editor changed among its learned examples (not counted in the 50).
 */
export const aiRulesSchema = z.strictObject({
  general_rules: z.array(aiRuleSchema),
  search_terms: z.array(exampleSchema).max(EXAMPLES_MAX, TOO_MANY_EXAMPLES),
  learned_changes: z
    .strictObject({
      removed: z.array(z.string().max(500)).max(LEARNED_EXAMPLES_MAX),
      changed: z.array(learnedExampleSchema).max(LEARNED_EXAMPLES_MAX),
    })
    .optional(),
}) satisfies z.ZodType<AiRulesInput, unknown>;

export type ValidAiRules = z.output<typeof aiRulesSchema>;
