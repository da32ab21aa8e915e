import { randomUUID } from 'node:crypto';
import type { AiRulesInput } from '@utmost/ads-sdk';
import { aiRulesSchema, type ValidAiRules } from '@utmost/ads-sdk/schemas';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import {
  findAiRules,
  insertAiRules,
  listAiRules,
  upsertAiRules,
  type AiRulesContent,
  type AiRulesRow,
} from '../repositories/ai-rules-repository.js';
import { findBrief } from '../repositories/brief-repository.js';
import { changeLearnedExamples } from '../repositories/learned-example-repository.js';
import type { LearnedExample, StoredExample } from '../schema.js';
import { BRIEF_NOT_FOUND, type BriefsDependencies } from './brief-service.js';

// A brief's AI rules and extra examples (spec §3 AI rules). Saved examples keep their id, and their
// "modified" date while what they say is unchanged; a suggestion's temporary id is replaced.

export const AI_RULES_ALREADY_SAVED = 'This AI brief already has AI rules; replace them instead.';

/** A brief's rules as answered: a brief that has none yet answers empty lists. */
export interface AiRulesView {
  brandId: string;
  organizationId: string;
  generalRules: string[];
  searchTerms: StoredExample[];
  /** The decisions it learned in the Search terms tab: one brief's rules only, not the list's. */
  learnedExamples?: LearnedExample[];
  updatedAt: Date | null;
}

function toView(row: AiRulesRow): AiRulesView {
  const { brandId, organizationId, generalRules, searchTerms, learnedExamples, updatedAt } = row;
  return { brandId, organizationId, generalRules, searchTerms, learnedExamples, updatedAt };
}

async function requireBrief(
  deps: BriefsDependencies,
  scope: OrganizationScope,
  brandId: string,
): Promise<void> {
  if (!(await findBrief(deps.db, scope, brandId))) throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
}

function toContent(
  rules: ValidAiRules,
  stored: readonly StoredExample[],
  now: Date,
): AiRulesContent {
  const storedById = new Map(stored.map((example) => [example.id, example]));
  return {
    generalRules: rules.general_rules.map((rule) => rule.description),
    searchTerms: rules.search_terms.map((example) => {
      const previous = example.id === undefined ? undefined : storedById.get(example.id);
      const isUnchanged =
        previous !== undefined &&
        previous.searchTerm === example.searchTerm &&
        previous.isExclude === example.isExclude &&
        previous.category === example.category;
      return {
        id: previous?.id ?? randomUUID(),
        searchTerm: example.searchTerm,
        isExclude: example.isExclude,
        category: example.category,
        source: example.source,
        inUse: example.inUse,
        updatedAt: isUnchanged ? previous.updatedAt : now.toISOString(),
      };
    }),
  };
}

export async function getBriefAiRules(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  brandId: string,
): Promise<AiRulesView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:view');
  await requireBrief(deps, scope, brandId);
  const row = await findAiRules(deps.db, scope, brandId);
  return row
    ? toView(row)
    : {
        brandId,
        organizationId,
        generalRules: [],
        searchTerms: [],
        learnedExamples: [],
        updatedAt: null,
      };
}

export async function listOrganizationAiRules(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
): Promise<AiRulesView[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:view');
  return (await listAiRules(deps.db, scope)).map((row) => {
    // A list of briefs answers their rules without the thousands of decisions each may learn.
    const { learnedExamples: _learned, ...view } = toView(row);
    return view;
  });
}

/** First save of a brief's rules; 409 when it has some already. */
export async function createBriefAiRules(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  input: AiRulesInput & { brandId: string },
): Promise<AiRulesView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  await requireBrief(deps, scope, input.brandId);
  const rules = parseInput(aiRulesSchema, {
    general_rules: input.general_rules,
    search_terms: input.search_terms,
  });
  const now = deps.now();
  const row = await insertAiRules(deps.db, scope, input.brandId, toContent(rules, [], now), now);
  if (!row) throw new AppError('CONFLICT', AI_RULES_ALREADY_SAVED);
  return toView(row);
}

/**
 * Replaces a brief's rules (created when it had none). Its learned examples stay, but for the
 * editor's `learned_changes`: those removed are no longer followed, those changed take effect.
 */
export async function replaceBriefAiRules(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  brandId: string,
  input: AiRulesInput,
): Promise<AiRulesView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:edit');
  await requireBrief(deps, scope, brandId);
  const rules = parseInput(aiRulesSchema, input);
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const stored = await findAiRules(transaction, scope, brandId);
    const content = toContent(rules, stored?.searchTerms ?? [], now);
    const view = toView(await upsertAiRules(transaction, scope, brandId, content, now));
    if (rules.learned_changes === undefined) return view;
    const learnedExamples = await changeLearnedExamples(
      transaction,
      scope,
      brandId,
      rules.learned_changes,
      now,
    );
    return { ...view, learnedExamples };
  });
}
