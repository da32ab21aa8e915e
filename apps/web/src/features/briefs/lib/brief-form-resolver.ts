import type { AiRulesInput, BriefInput } from '@utmost/ads-sdk';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { loadFormValidation } from '../../../lib/lazy-zod-resolver';
import { toProductInput, type BriefFormValues } from './brief-form-values';

/** What a valid form saves (spec §4): the brief, then its AI rules. */
export interface SaveBriefInput {
  brief: BriefInput;
  rules: AiRulesInput;
}

export type BriefForm = UseFormReturn<BriefFormValues, unknown, SaveBriefInput>;

function toBriefPart(values: BriefFormValues): BriefInput {
  const { briefName, name, website, shortDescription, competitorsList, products } = values;
  return {
    briefName,
    name,
    website,
    shortDescription,
    competitorsList,
    products: products.map(toProductInput),
  };
}

/** The rules as the contract takes them: an example's modified date is the server's to set. */
function toRulesPart(values: BriefFormValues): AiRulesInput {
  return {
    general_rules: values.general_rules,
    search_terms: values.search_terms.map(
      ({ id, searchTerm, isExclude, category, source, inUse }) => ({
        id,
        searchTerm,
        isExclude,
        category,
        source,
        inUse,
      }),
    ),
  };
}

/**
 * Checks the form with the SDK's two schemas, the brief's (its name unique among
 * `otherBriefNames`) and the AI rules', so every message is the spec §5 one the API gives too.
 * Both answer under the form's own paths, which are the contract's.
 */
export function createBriefFormResolver(
  otherBriefNames: readonly string[],
): Resolver<BriefFormValues, unknown, SaveBriefInput> {
  return async (values, context, options) => {
    const [schemas, { zodResolver }] = await loadFormValidation();
    const [brief, rules] = await Promise.all([
      zodResolver(schemas.createBriefSchema({ otherBriefNames }))(
        toBriefPart(values),
        context,
        options as never,
      ),
      zodResolver(schemas.aiRulesSchema)(toRulesPart(values), context, options as never),
    ]);
    const errors = { ...brief.errors, ...rules.errors } as FieldErrors<BriefFormValues>;
    if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
    return {
      values: { brief: brief.values as BriefInput, rules: rules.values as AiRulesInput },
      errors: {},
    };
  };
}
