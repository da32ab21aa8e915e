import { z } from 'zod';
import type {
  ClassifierBrief,
  SearchTermRow,
  TermCategory,
} from '../classifier/classifier-types.js';

/**
 * The labelled development set's file format (`test-data/search-terms-dev/README.md`): a brief,
 * the account currency and term rows, each with its ground-truth `label`. Parsing splits every
 * row from its label at once, so what reaches a classifier is built from an explicit list of
 * fields and can never carry the label (or any field a future file adds).
 */

const categorySchema = z.enum(['product', 'brand']);

const labelSchema = z.object({
  isExclude: z.boolean(),
  category: categorySchema,
  reason: z.string(),
  difficulty: z.enum(['easy', 'hard']),
});

const devSetFileSchema = z.object({
  brief: z.object({
    briefName: z.string().optional(),
    name: z.string(),
    website: z.string().default(''),
    shortDescription: z.string().default(''),
    competitorsList: z.array(z.string()).default([]),
    products: z
      .array(z.object({ name: z.string(), description: z.string().default('') }))
      .default([]),
    rules: z.array(z.object({ description: z.string() })).default([]),
    searchTermsExcludeExamples: z
      .array(z.object({ searchTerm: z.string(), isExclude: z.boolean(), category: categorySchema }))
      .default([]),
  }),
  currency: z.string().optional(),
  terms: z.array(
    z.object({
      searchTerm: z.string(),
      matchedKeyword: z.string().nullish(),
      matchType: z.string().nullish(),
      campaign: z.string().nullish(),
      adGroup: z.string().nullish(),
      impressions: z.number().optional(),
      clicks: z.number().optional(),
      costMicros: z.number().optional(),
      conversions: z.number().optional(),
      label: labelSchema,
    }),
  ),
});

type DevSetFileJson = z.infer<typeof devSetFileSchema>;
type DevSetTermJson = DevSetFileJson['terms'][number];

/** The ground truth of one term: what a careful PPC specialist decided from the brief alone. */
export type TermLabel = z.infer<typeof labelSchema>;

export interface LabelledTerm {
  /** What the classifier may see. */
  row: SearchTermRow;
  /** What it is scored against, read only after classifying. */
  label: TermLabel;
}

export interface DevSet {
  briefName: string;
  brief: ClassifierBrief;
  currency: string | undefined;
  terms: LabelledTerm[];
}

/** Reads one development-set file's text; `source` names the file in error messages. */
export function parseDevSetFile(text: string, source: string): DevSet {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = devSetFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${source}: not in the development set's format\n${z.prettifyError(parsed.error)}`,
    );
  }
  const file = parsed.data;
  return {
    briefName: file.brief.briefName ?? file.brief.name,
    brief: toClassifierBrief(file.brief),
    currency: file.currency,
    terms: file.terms.map((term) => ({ row: toSearchTermRow(term), label: term.label })),
  };
}

/** The file's brief as the classifier reads it: the extra examples become `examples`. */
export function toClassifierBrief(brief: DevSetFileJson['brief']): ClassifierBrief {
  return {
    name: brief.name,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitorsList: [...brief.competitorsList],
    products: brief.products.map(({ name, description }) => ({ name, description })),
    rules: brief.rules.map(({ description }) => ({ description })),
    examples: brief.searchTermsExcludeExamples.map(({ searchTerm, isExclude, category }) => ({
      searchTerm,
      isExclude,
      category: category satisfies TermCategory,
    })),
  };
}

/** A term row built field by field, never by copying the object, so `label` cannot leak through. */
export function toSearchTermRow(term: DevSetTermJson): SearchTermRow {
  return {
    searchTerm: term.searchTerm,
    matchedKeyword: term.matchedKeyword ?? null,
    matchType: term.matchType ?? null,
    campaign: term.campaign ?? null,
    adGroup: term.adGroup ?? null,
    impressions: term.impressions ?? 0,
    clicks: term.clicks ?? 0,
    costMicros: term.costMicros ?? 0,
    conversions: term.conversions ?? 0,
  };
}
