import {
  GENERATED_FIELDS,
  toSuggestedExamples,
  type GeneratedBriefContent,
  type GeneratedField,
  type SuggestedBriefRules,
} from '@utmost/ads-sdk';
import { findFilledGeneratedFields, type BriefFormValues } from './brief-form-values';

/**
 * The fields generation writes (spec §4): every empty one, and of those with content only the ones
 * the user chose to overwrite.
 */
export function findFieldsToFill(
  values: BriefFormValues,
  chosen: readonly GeneratedField[],
): Set<GeneratedField> {
  const filled = new Set(findFilledGeneratedFields(values, GENERATED_FIELDS));
  return new Set(GENERATED_FIELDS.filter((field) => !filled.has(field) || chosen.includes(field)));
}

/**
 * The first step's content for the fields to fill. Competitors only when the provider named some:
 * the local one reads only the website, which cannot say who they are, so the list stays as it is.
 */
export function mergeBrandElements(
  toFill: ReadonlySet<GeneratedField>,
  content: GeneratedBriefContent,
): Partial<Pick<BriefFormValues, 'shortDescription' | 'competitorsList' | 'products'>> {
  return {
    ...(toFill.has('shortDescription')
      ? { shortDescription: content.brand_short_description }
      : {}),
    ...(toFill.has('competitorsList') && content.brand_competitors_list.length > 0
      ? { competitorsList: [...content.brand_competitors_list] }
      : {}),
    ...(toFill.has('products')
      ? {
          products: content.products.map(({ name, description, source_url }) => ({
            name,
            description,
            ...(source_url !== undefined && { sourceUrl: source_url }),
          })),
        }
      : {}),
  };
}

/** The second step's rules and example searches for the fields to fill (spec §3 mapping). */
export function mergeSuggestedRules(
  toFill: ReadonlySet<GeneratedField>,
  suggestion: SuggestedBriefRules,
  createId: () => string,
  now: Date,
): Partial<Pick<BriefFormValues, 'general_rules' | 'search_terms'>> {
  return {
    ...(toFill.has('rules')
      ? { general_rules: suggestion.general_rules.map(({ description }) => ({ description })) }
      : {}),
    ...(toFill.has('searchTerms')
      ? { search_terms: toSuggestedExamples(suggestion, createId, now) }
      : {}),
  };
}
