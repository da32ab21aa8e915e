import { keywordKey } from './keyword-text.js';
import { NegativeFile } from './negative-file.js';
import type { NegativeContext } from './negative-context.js';
import { compileNegative, negativeCovers, sameNegative } from './negative-match.js';
import { NEGATIVE_ISSUE_CODES, negativeIssue, type NegativeIssue } from './negative-messages.js';
import {
  findReach,
  reachFromPositions,
  scopeFilters,
  type NegativeReach,
} from './negative-reach.js';
import { sameScope, scopeContains } from './negative-scope.js';
import type { HistoricalTerm, NegativeKeyword, PositiveKeyword } from './negative-types.js';
import { validateNegativeText } from './validate-negative.js';
import { pluralVariantOf } from './word-variants.js';

/**
 * The gate in money at the scope where each proposed negative lands (issue 28 item 3): what it
 * would have blocked in the period, the keywords it blocks, whether it already exists or another
 * negative makes it redundant, and why it is refused. A negative that blocks an enabled keyword
 * or a term that converted is refused unless the user overrides it by name (its text).
 */
export interface NegativeCheck extends NegativeReach {
  negative: NegativeKeyword;
  /** Text Google would refuse (length, words, characters). */
  textIssues: NegativeIssue[];
  /** Already a negative at this very scope (an existing one, or the same proposal twice). */
  alreadyExists: boolean;
  /** Another negative (existing, or proposed before this one) that blocks all this one would. */
  redundantWith?: NegativeKeyword;
  /** What Google may block besides if it reads a one-letter slip as the word. */
  mayAlsoBlock: { keywords: PositiveKeyword[]; terms: HistoricalTerm[] };
  /** The singular / plural form of the last word, which a negative does not cover itself. */
  pluralVariant: string | null;
  /** Why it is refused: each blocked keyword, and the terms that converted. */
  refusals: NegativeIssue[];
  /** Everything else to show beside it (exists, redundant, misspellings). */
  notices: NegativeIssue[];
  overridden: boolean;
  /** Valid text, not refused (or overridden), not already there. */
  canApply: boolean;
}

export interface CheckNegativesInput {
  proposed: readonly NegativeKeyword[];
  /** The account's existing negatives at every level. */
  existing: readonly NegativeKeyword[];
  /** Texts of the negatives the user overrode by name. */
  overrides?: readonly string[];
}

export function checkNegatives(
  context: NegativeContext,
  input: CheckNegativesInput,
): NegativeCheck[] {
  const overrides = new Set((input.overrides ?? []).map(keywordKey));
  const existing = new NegativeFile<NegativeKeyword>();
  for (const negative of input.existing) {
    existing.add(compileNegative(negative.text, negative.matchType), negative);
  }
  const earlier = new NegativeFile<NegativeKeyword>();
  return input.proposed.map((negative) => {
    const compiled = compileNegative(negative.text, negative.matchType);
    const positions = findReach(context, negative.scope, compiled);
    const reach = reachFromPositions(context, positions);
    const filters = scopeFilters(context, negative.scope);
    const textIssues = validateNegativeText(negative.text);
    const notices: NegativeIssue[] = [];

    let alreadyExists = false;
    let redundantWith: NegativeKeyword | undefined;
    for (const [file, isExisting] of [
      [existing, true],
      [earlier, false],
    ] as const) {
      for (const other of file.candidatesFor(compiled)) {
        if (
          sameNegative(other.compiled, compiled) &&
          sameScope(other.value.scope, negative.scope)
        ) {
          alreadyExists = true;
        } else if (
          !redundantWith &&
          negativeCovers(other.compiled, compiled) &&
          scopeContains(other.value.scope, negative.scope)
        ) {
          redundantWith = other.value;
        }
      }
      if (alreadyExists && isExisting) break;
    }
    if (alreadyExists) {
      notices.push(negativeIssue(NEGATIVE_ISSUE_CODES.alreadyExists, { text: negative.text }));
    } else if (redundantWith) {
      notices.push(
        negativeIssue(NEGATIVE_ISSUE_CODES.redundant, {
          text: negative.text,
          other: describeNegative(redundantWith),
        }),
      );
    }

    const { keywords, terms } = context;
    const mayAlsoBlock = {
      keywords: keywords
        .blockedThroughMisspellings(
          compiled,
          context.misspellingsOf,
          filters.keyword,
          positions.keywordPositions,
        )
        .map((position) => keywords.items[position]!),
      terms: terms
        .blockedThroughMisspellings(
          compiled,
          context.misspellingsOf,
          filters.term,
          positions.termPositions,
        )
        .map((position) => terms.items[position]!),
    };
    const firstSlip = mayAlsoBlock.keywords[0]?.text ?? mayAlsoBlock.terms[0]?.text;
    if (firstSlip !== undefined) {
      notices.push(
        negativeIssue(NEGATIVE_ISSUE_CODES.mayBlockMisspellings, {
          text: negative.text,
          variant: firstSlip,
        }),
      );
    }

    const refusals = reach.keywords.map((keyword) =>
      negativeIssue(NEGATIVE_ISSUE_CODES.blocksKeyword, {
        text: negative.text,
        keyword: keyword.text,
        adGroup: keyword.adGroupName ?? keyword.adGroupId,
        campaign: keyword.campaignName ?? keyword.campaignId,
      }),
    );
    const converting = reach.terms.filter((term) => term.conversions > 0);
    if (converting.length > 0) {
      const top = converting.reduce((best, term) =>
        term.conversions > best.conversions ? term : best,
      );
      refusals.push(
        negativeIssue(NEGATIVE_ISSUE_CODES.blocksConvertingTerm, {
          text: negative.text,
          count: converting.length,
          term: top.text,
          conversions: roundForMessage(top.conversions),
        }),
      );
    }
    const overridden = refusals.length > 0 && overrides.has(compiled.words.join(' '));
    const canApply =
      textIssues.length === 0 && (refusals.length === 0 || overridden) && !alreadyExists;
    // Only a proposal that can be applied makes a later one redundant.
    if (canApply) earlier.add(compiled, negative);
    return {
      negative,
      ...reach,
      textIssues,
      alreadyExists,
      ...(redundantWith ? { redundantWith } : {}),
      mayAlsoBlock,
      pluralVariant: pluralVariantOf(negative.text, context.isKnownWord),
      refusals,
      notices,
      overridden,
      canApply,
    };
  });
}

/** A negative as a PPC specialist writes it: word, "phrase" or [exact]. */
export function describeNegative(negative: Pick<NegativeKeyword, 'text' | 'matchType'>): string {
  switch (negative.matchType) {
    case 'BROAD':
      return negative.text;
    case 'PHRASE':
      return `"${negative.text}"`;
    case 'EXACT':
      return `[${negative.text}]`;
  }
}

const roundForMessage = (value: number) => Math.round(value * 100) / 100;
