import type {
  AiRules,
  Brief,
  GeneratedField,
  LearnedExample,
  SearchTermRule,
} from '@utmost/ads-sdk';

/**
 * The brief editor's values: the brief and its AI rules in one form (spec §3), with the fields
 * named as the contract names them so that a 400's `errors` land on them as they are.
 */
export interface BriefFormValues {
  briefName: string;
  name: string;
  website: string;
  shortDescription: string;
  competitorsList: string[];
  /** `sourceUrl`: the website page a drafted product came from, shown to check it; never saved. */
  products: Array<{ name: string; description: string; sourceUrl?: string }>;
  general_rules: Array<{ description: string }>;
  search_terms: SearchTermRule[];
  /** The decisions learned in the Search terms tab, shown among the extra examples. */
  learned_examples: LearnedExample[];
}

/** A product as the contract takes it: a drafted one's page stays in the editor. */
export function toProductInput({ name, description }: BriefFormValues['products'][number]) {
  return { name, description };
}

export const EMPTY_BRIEF_VALUES: BriefFormValues = {
  briefName: '',
  name: '',
  website: '',
  shortDescription: '',
  competitorsList: [],
  products: [],
  general_rules: [],
  search_terms: [],
  learned_examples: [],
};

export function toBriefFormValues(brief: Brief, rules: AiRules): BriefFormValues {
  return {
    briefName: brief.briefName,
    name: brief.name,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitorsList: [...brief.competitorsList],
    products: brief.products.map(({ name, description }) => ({ name, description })),
    general_rules: rules.general_rules.map(({ description }) => ({ description })),
    search_terms: rules.search_terms.map((example) => ({ ...example })),
    learned_examples: (rules.learned_examples ?? []).map((example) => ({ ...example })),
  };
}

/** The form fields each field of the magic button's popup stands for. */
const FORM_FIELD_BY_GENERATED_FIELD = {
  shortDescription: 'shortDescription',
  competitorsList: 'competitorsList',
  products: 'products',
  rules: 'general_rules',
  searchTerms: 'search_terms',
} as const satisfies Record<GeneratedField, keyof BriefFormValues>;

function hasContent(value: BriefFormValues[keyof BriefFormValues]): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value.length > 0;
}

/** The generated fields that already hold something: generation asks before overwriting those. */
export function findFilledGeneratedFields(
  values: BriefFormValues,
  fields: readonly GeneratedField[],
): GeneratedField[] {
  return fields.filter((field) => hasContent(values[FORM_FIELD_BY_GENERATED_FIELD[field]]));
}
