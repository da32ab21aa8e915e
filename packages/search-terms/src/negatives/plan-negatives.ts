import { keywordKey } from './keyword-text.js';
import type { NegativeContext } from './negative-context.js';
import { NegativeFile } from './negative-file.js';
import { compileNegative, negativeCovers, type CompiledNegative } from './negative-match.js';
import {
  fillTemplate,
  NEGATIVE_ISSUE_CODES,
  negativeIssue,
  PLANNER_REASONS,
  type NegativeIssue,
} from './negative-messages.js';
import {
  findReach,
  reachFromPositions,
  scopeFilters,
  type ReachPositions,
  type TermTotals,
} from './negative-reach.js';
import { scopeContains } from './negative-scope.js';
import type {
  HistoricalTerm,
  NegativeKeyword,
  NegativeMatchType,
  NegativeScope,
} from './negative-types.js';
import {
  isTooBareToSuggest,
  monthlySaving,
  noConversionThreshold,
  PLANNER_RULES,
} from './planner-rules.js';
import { validateNegativeText } from './validate-negative.js';
import { pluralVariantOf } from './word-variants.js';

/**
 * The negative keyword planner (issue 28 item 2): suggestions from a validation's excluded terms
 * and from n-grams that spent without converting, each with its reason, the terms it blocks in the
 * period, their cost and conversions, and the monthly saving. Nothing here applies anything.
 */

/** A term the validation excluded, with the classifier's one-sentence reason. */
export interface ExcludedTermInput {
  text: string;
  reason: string;
}

/** An n-gram as the planner reads it (the n-gram helper's output is adapted to this). */
export interface GramInput {
  text: string;
  /** How many words the gram has (1–3). */
  words: number;
  cost: number;
  clicks: number;
  conversions: number;
  /** How many of the period's terms hold the gram. */
  termCount: number;
}

export interface PlanNegativesInput {
  excluded: readonly ExcludedTermInput[];
  grams?: readonly GramInput[];
  /** The account's target CPA, else the campaign's CPA over the period (for gram suggestions). */
  cpa: { targetCpa?: number | null; campaignCpa?: number | null };
  /** Length of the period the terms' metrics cover. */
  periodDays: number;
  /** Where the negatives would land (default: the account-level list). */
  scope?: NegativeScope;
  /** PHRASE (default) or EXACT; BROAD only when the user asks for it. */
  matchType?: NegativeMatchType;
  /** The account's existing negatives: a suggestion one of them already covers is left out. */
  existing?: readonly NegativeKeyword[];
  /** The account's currency (ISO 4217), so the reasons say what the money is. */
  currencyCode?: string | null;
}

export interface NegativeSuggestion {
  negative: NegativeKeyword;
  source: 'excludedTerms' | 'gram';
  /** One sentence: why this negative. */
  reason: string;
  /** The excluded terms it stands for (their texts), empty for a gram. */
  replacesTerms: string[];
  /** The period's terms it blocks at its scope, most costly first. */
  terms: HistoricalTerm[];
  totals: TermTotals;
  monthlySaving: number;
  pluralVariant: string | null;
}

export interface SkippedTerm {
  text: string;
  issue: NegativeIssue;
}

export interface NegativePlan {
  suggestions: NegativeSuggestion[];
  /** Excluded terms no negative can be suggested for, each with why. */
  skipped: SkippedTerm[];
  /** Suggestions left out because an existing negative reaching their scope blocks all they would. */
  alreadyCovered: { negative: NegativeKeyword; by: NegativeKeyword }[];
  /** The no-conversion threshold used for grams, or null without a CPA. */
  threshold: number | null;
  notices: NegativeIssue[];
}

interface Entry {
  text: string;
  key: string;
  words: string[];
  reason: string;
  covered: boolean;
}

/** An amount as the reasons write it: with the account's currency when it is known. */
function formatMoney(value: number, currencyCode: string | null | undefined): string {
  const rounded = Math.round(value * 100) / 100;
  if (!currencyCode) return rounded.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
      rounded,
    );
  } catch {
    // A code Intl does not know is still the account's: written before the amount.
    return `${currencyCode} ${rounded.toFixed(2)}`;
  }
}

export function planNegatives(context: NegativeContext, input: PlanNegativesInput): NegativePlan {
  const scope: NegativeScope = input.scope ?? { level: 'account' };
  const matchType = input.matchType ?? 'PHRASE';
  const { keywords, terms } = context;
  const { keyword: keywordInScope, term: termInScope } = scopeFilters(context, scope);
  const blocksAKeyword = (compiled: CompiledNegative) =>
    keywords.someBlocked(compiled, () => true, keywordInScope);
  const converted = (position: number) => terms.items[position]!.conversions > 0;

  const skipped: SkippedTerm[] = [];
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const excluded of input.excluded) {
    const key = keywordKey(excluded.text);
    if (seen.has(key)) continue;
    seen.add(key);
    if (isTooBareToSuggest(excluded.text)) {
      skipped.push({ text: excluded.text, issue: tooBare(excluded.text) });
      continue;
    }
    entries.push({
      text: excluded.text,
      key,
      words: key.split(' '),
      reason: excluded.reason,
      covered: false,
    });
  }
  /** Per term position: the validation excluded it (and it did not convert). */
  const excludedTerm = new Uint8Array(terms.items.length);
  for (const entry of entries) {
    for (const position of terms.positionsOfText(entry.key)) excludedTerm[position] = 1;
  }

  const suggestions: NegativeSuggestion[] = [];
  const suggest = (
    compiled: CompiledNegative,
    source: NegativeSuggestion['source'],
    reason: string,
    replacesTerms: string[],
    positions: ReachPositions = findReach(context, scope, compiled),
  ) => {
    const negative: NegativeKeyword = {
      text: compiled.words.join(' '),
      matchType: compiled.matchType,
      scope,
    };
    const reach = reachFromPositions(context, positions);
    suggestions.push({
      negative,
      source,
      reason,
      replacesTerms,
      terms: reach.terms,
      totals: reach.totals,
      monthlySaving: monthlySaving(reach.totals.cost, input.periodDays),
      pluralVariant: pluralVariantOf(negative.text, context.isKnownWord),
    });
  };

  // 1. One negative for many excluded terms, where it blocks nothing else: no keyword, no term the
  //    validation kept, no term that converted (exact negatives cannot stand for several terms).
  if (matchType !== 'EXACT') {
    for (const { run, holders } of mergeCandidates(entries, matchType)) {
      const open = holders.filter((entry) => !entry.covered);
      if (open.length < 2) continue;
      const compiled = compileNegative(run, matchType);
      if (validateNegativeText(run).length > 0 || blocksAKeyword(compiled)) continue;
      const blocksOther = terms.someBlocked(
        compiled,
        (position) => excludedTerm[position] === 0 || converted(position),
        termInScope,
      );
      if (blocksOther) continue;
      // Its holders are the excluded terms holding the run (for broad, its words in that order;
      // others it blocks reordered are dropped later as covered by it).
      const replaced = open;
      for (const entry of replaced) entry.covered = true;
      const example = replaced[0]!;
      suggest(
        compiled,
        'excludedTerms',
        fillTemplate(PLANNER_REASONS.merged, {
          count: replaced.length,
          example: example.text,
          reason: example.reason,
        }),
        replaced.map((entry) => entry.text),
      );
    }
  }

  // 2. The other excluded terms one by one: the chosen match type, else exact when that blocks a
  //    keyword or a converting term, else skipped with the reason.
  for (const entry of entries) {
    if (entry.covered) continue;
    const issues = validateNegativeText(entry.text);
    if (issues.length > 0) {
      skipped.push({ text: entry.text, issue: issues[0]! });
      continue;
    }
    let chosen: CompiledNegative | undefined;
    let refusal: NegativeIssue | undefined;
    for (const type of matchType === 'EXACT'
      ? (['EXACT'] as const)
      : ([matchType, 'EXACT'] as const)) {
      const compiled = compileNegative(entry.key, type);
      const keywordPosition = keywords.blockedBy(compiled, keywordInScope)[0];
      if (keywordPosition !== undefined) {
        const keyword = keywords.items[keywordPosition]!;
        refusal = negativeIssue(NEGATIVE_ISSUE_CODES.blocksKeyword, {
          text: entry.text,
          keyword: keyword.text,
          adGroup: keyword.adGroupName ?? keyword.adGroupId,
          campaign: keyword.campaignName ?? keyword.campaignId,
        });
        continue;
      }
      const convertingPosition = terms.blockedBy(compiled, termInScope).find(converted);
      if (convertingPosition !== undefined) {
        const term = terms.items[convertingPosition]!;
        refusal = negativeIssue(NEGATIVE_ISSUE_CODES.blocksConvertingTerm, {
          text: entry.text,
          count: 1,
          term: term.text,
          conversions: term.conversions,
        });
        continue;
      }
      chosen = compiled;
      break;
    }
    if (!chosen) {
      skipped.push({ text: entry.text, issue: refusal! });
      continue;
    }
    entry.covered = true;
    suggest(chosen, 'excludedTerms', fillTemplate(PLANNER_REASONS.term, { reason: entry.reason }), [
      entry.text,
    ]);
  }

  // 3. Grams that spent past the threshold without a conversion, counted again on the terms the
  //    negative really blocks (a gram of lemmas also counts plurals, which a negative does not).
  const threshold = noConversionThreshold(input.cpa);
  const notices: NegativeIssue[] = [];
  if (threshold === null && (input.grams?.length ?? 0) > 0) {
    notices.push(negativeIssue(NEGATIVE_ISSUE_CODES.noCpaThreshold));
  }
  if (threshold !== null) {
    const gramType = matchType === 'BROAD' ? 'BROAD' : 'PHRASE';
    for (const gram of input.grams ?? []) {
      if (gram.conversions > 0 || gram.cost < threshold || isTooBareToSuggest(gram.text)) continue;
      if (validateNegativeText(gram.text).length > 0) continue;
      const compiled = compileNegative(gram.text, gramType);
      if (blocksAKeyword(compiled)) continue;
      const termPositions = terms.blockedBy(compiled, termInScope);
      let cost = 0;
      let conversions = 0;
      for (const position of termPositions) {
        cost += terms.items[position]!.cost;
        conversions += terms.items[position]!.conversions;
      }
      if (conversions > 0 || cost < threshold) continue;
      suggest(
        compiled,
        'gram',
        fillTemplate(PLANNER_REASONS.gram, {
          gram: compiled.words.join(' '),
          cost: formatMoney(cost, input.currencyCode),
          multiple: PLANNER_RULES.cpaMultiple,
          threshold: formatMoney(threshold, input.currencyCode),
        }),
        [],
        { keywordPositions: [], termPositions },
      );
    }
  }

  const kept = dropCovered(suggestions);
  if (kept.length === 0 && input.excluded.length === 0) {
    notices.push(negativeIssue(NEGATIVE_ISSUE_CODES.noExcludedTerms));
  }
  const existing = new NegativeFile<NegativeKeyword>();
  for (const negative of input.existing ?? []) {
    if (scopeContains(negative.scope, scope)) {
      existing.add(compileNegative(negative.text, negative.matchType), negative);
    }
  }
  const alreadyCovered: NegativePlan['alreadyCovered'] = [];
  const suggested = kept.filter((suggestion) => {
    const compiled = compileNegative(suggestion.negative.text, suggestion.negative.matchType);
    for (const other of existing.candidatesFor(compiled)) {
      if (negativeCovers(other.compiled, compiled)) {
        alreadyCovered.push({ negative: suggestion.negative, by: other.value });
        return false;
      }
    }
    return true;
  });
  return { suggestions: suggested, skipped, alreadyCovered, threshold, notices };
}

const tooBare = (text: string) => negativeIssue(NEGATIVE_ISSUE_CODES.tooBare, { text });

/**
 * Runs of words (up to `maxMergeWords`) that two or more excluded terms share, most shared first,
 * then longest (the narrower negative when counts tie). For broad negatives a run is its set of
 * words, so "zorbel jobs" and "jobs zorbel" share one.
 */
function mergeCandidates(
  entries: readonly Entry[],
  matchType: NegativeMatchType,
): { run: string; holders: Entry[]; size: number }[] {
  const holders = new Map<string, Entry[]>();
  for (const entry of entries) {
    const runs = new Set<string>();
    const longest = Math.min(PLANNER_RULES.maxMergeWords, entry.words.length);
    for (let size = 1; size <= longest; size += 1) {
      for (let start = 0; start + size <= entry.words.length; start += 1) {
        const run = entry.words.slice(start, start + size);
        runs.add(matchType === 'BROAD' ? [...new Set(run)].sort().join(' ') : run.join(' '));
      }
    }
    for (const run of runs) {
      const list = holders.get(run);
      if (list) list.push(entry);
      else holders.set(run, [entry]);
    }
  }
  return [...holders]
    .filter(([run, list]) => list.length >= 2 && !isTooBareToSuggest(run))
    .map(([run, list]) => ({ run, holders: list, size: run.split(' ').length }))
    .sort(
      (left, right) =>
        right.holders.length - left.holders.length ||
        right.size - left.size ||
        (left.run < right.run ? -1 : 1),
    );
}

/**
 * Drops a suggestion another one already covers (a gram's phrase that blocks every term an
 * excluded term's negative blocks), keeping the one that saves most; most saving first.
 */
function dropCovered(suggestions: NegativeSuggestion[]): NegativeSuggestion[] {
  // A wider negative blocks at least what a narrower one does, so it comes first.
  const ordered = suggestions
    .map((suggestion) => ({
      suggestion,
      compiled: compileNegative(suggestion.negative.text, suggestion.negative.matchType),
    }))
    .sort(
      (left, right) =>
        right.suggestion.monthlySaving - left.suggestion.monthlySaving ||
        right.suggestion.terms.length - left.suggestion.terms.length ||
        left.compiled.words.length - right.compiled.words.length,
    );
  const file = new NegativeFile<NegativeSuggestion>();
  const kept: NegativeSuggestion[] = [];
  for (const { suggestion, compiled } of ordered) {
    let wider: NegativeSuggestion | undefined;
    for (const other of file.candidatesFor(compiled)) {
      if (negativeCovers(other.compiled, compiled)) {
        wider = other.value;
        break;
      }
    }
    if (wider) {
      // The wider negative stands for the excluded terms the dropped one stood for.
      for (const text of suggestion.replacesTerms) {
        if (!wider.replacesTerms.includes(text)) wider.replacesTerms.push(text);
      }
      continue;
    }
    kept.push(suggestion);
    file.add(compiled, suggestion);
  }
  return kept;
}
