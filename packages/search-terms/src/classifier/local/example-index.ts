import { distance } from 'fastest-levenshtein';
import type { ClassifierBrief, ExampleMatchScope } from '../classifier-types.js';
import { meaningStems, variantKey } from '../hybrid/close-variants.js';
import { findRun, foldText } from '../text/fold-text.js';

// The brief's examples, looked up per term. An example covers its close variants: the same
// words in any order, plurals and other forms of its words, function words ("for", "the") left
// out, or one typo away (two in a long term). One the user taught as a whole phrase also covers
// every term holding its words in that order ("acme protein" covers "acme protein discount
// code"). A brief keeps up to 5,000 learned decisions beside its own 50, and a run reads up to
// 100,000 terms, so the lookup goes by hash, by first letter and length and by a phrase's first
// word instead of comparing every term with every example.
//
// Precedence (DESIGN §7), tested in example-index.test.ts: the closer match wins, so the term's
// own decision and its close variants come before a phrase it contains; among matches of one
// kind, the first example in the brief's order wins: its own examples, then the learned ones,
// newest first.

export interface Example {
  folded: string;
  sortedTokens: string;
  isExclude: boolean;
  category: 'product' | 'brand';
  text: string;
  /** Close variants when absent. */
  matchScope?: ExampleMatchScope;
}

/** How sure a decision that follows one of the brief's examples is (the one confidence table). */
export { EXAMPLE_CONFIDENCE } from './confidence-table.js';

/** A brief's example as the index reads it. */
export function toExample(example: ClassifierBrief['examples'][number]): Example {
  const folded = foldText(example.searchTerm);
  return {
    folded,
    sortedTokens: [...new Set(folded.split(' '))].sort().join(' '),
    isExclude: example.isExclude,
    category: example.category,
    text: example.searchTerm,
    ...(example.matchScope === undefined ? {} : { matchScope: example.matchScope }),
  };
}

/** The shortest term allowed one typo, and two. */
const ONE_EDIT_LENGTH = 8;
const TWO_EDITS_LENGTH = 16;

/** Typos allowed between a term and an example of this many characters (none under 8). */
function allowedEdits(length: number): number {
  if (length < ONE_EDIT_LENGTH) return 0;
  return length >= TWO_EDITS_LENGTH ? 2 : 1;
}

/** The texts one deleted character away ("lantern" → "antern", "ltern", …). */
function deletionsOf(text: string): string[] {
  const deletions: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    deletions.push(text.slice(0, index) + text.slice(index + 1));
  }
  return deletions;
}

export class ExampleIndex {
  private readonly byFolded = new Map<string, number>();
  private readonly bySortedTokens = new Map<string, number>();
  private readonly byVariantKey = new Map<string, number>();
  /** Phrase examples by the first stem of their words, in the brief's order. */
  private readonly phrasesByFirstStem = new Map<string, { position: number; stems: string[] }[]>();
  /** `<first letter><length>` → positions, in the brief's order. */
  private readonly byInitialAndLength = new Map<string, number[]>();
  /** Which characters each example holds, to rule most out before measuring the edits. */
  private readonly characterMasks: number[];
  /** How many of each character kind each example holds: a finer filter for two typos. */
  private readonly characterCounts: Uint8Array[];
  /**
   * Each example long enough for one typo, under its text and every text one deletion from it:
   * two texts one edit apart share such a key, so a term finds its one-typo examples by hash.
   */
  private readonly byDeletion = new Map<string, number[]>();

  constructor(readonly examples: readonly Example[]) {
    this.characterMasks = examples.map((example) => characterMask(example.folded));
    this.characterCounts = examples.map((example) => characterCounts(example.folded));
    examples.forEach((example, position) => {
      if (!this.byFolded.has(example.folded)) this.byFolded.set(example.folded, position);
      if (!this.bySortedTokens.has(example.sortedTokens)) {
        this.bySortedTokens.set(example.sortedTokens, position);
      }
      const tokens = example.folded === '' ? [] : example.folded.split(' ');
      const key = variantKey(tokens);
      if (key !== '' && !this.byVariantKey.has(key)) this.byVariantKey.set(key, position);
      if (example.matchScope === 'phrase') {
        const stems = meaningStems(tokens);
        const first = stems[0];
        if (first !== undefined) {
          const phrases = this.phrasesByFirstStem.get(first);
          if (phrases) phrases.push({ position, stems });
          else this.phrasesByFirstStem.set(first, [{ position, stems }]);
        }
      }
      // A term of ONE_EDIT_LENGTH letters or more (one typo) may be one letter shorter.
      if (example.folded.length >= ONE_EDIT_LENGTH - 1) {
        for (const key of new Set([example.folded, ...deletionsOf(example.folded)])) {
          const positions = this.byDeletion.get(key);
          if (positions) positions.push(position);
          else this.byDeletion.set(key, [position]);
        }
      }
      const initialAndLength = `${example.folded[0] ?? ''}${example.folded.length}`;
      const positions = this.byInitialAndLength.get(initialAndLength);
      if (positions) positions.push(position);
      else this.byInitialAndLength.set(initialAndLength, [position]);
    });
  }

  get size(): number {
    return this.examples.length;
  }

  /** The example that decides a term: of which the term is a close variant, or else a phrase. */
  find(tokens: readonly string[]): Example | undefined {
    return this.findCloseVariant(tokens) ?? this.findPhrase(tokens);
  }

  /** The first example with the term's words, in any order or form, or within its typos. */
  findCloseVariant(tokens: readonly string[]): Example | undefined {
    if (this.examples.length === 0) return undefined;
    const folded = tokens.join(' ');
    // One word sorts to itself; most terms are a few words, each sort is of those few.
    const sorted = tokens.length < 2 ? folded : [...new Set(tokens)].sort().join(' ');
    let best = Math.min(
      this.byFolded.get(folded) ?? Number.POSITIVE_INFINITY,
      this.bySortedTokens.get(sorted) ?? Number.POSITIVE_INFINITY,
    );
    // The exact text or word set at the top of the brief cannot be beaten by a looser match.
    if (best > 0) {
      best = Math.min(best, this.byVariantKey.get(variantKey(tokens)) ?? Number.POSITIVE_INFINITY);
    }
    const edits = allowedEdits(folded.length);
    if (edits === 1) return this.examples[this.findOneTypo(folded, best)] ?? undefined;
    const mask = edits > 0 ? characterMask(folded) : 0;
    const counts = edits > 0 ? characterCounts(folded) : undefined;
    for (
      let length = folded.length - edits;
      edits > 0 && length <= folded.length + edits;
      length += 1
    ) {
      for (const position of this.byInitialAndLength.get(`${folded[0]}${length}`) ?? []) {
        if (position >= best) break;
        // Each edit adds or removes at most one character kind on each side.
        if (countBits(mask ^ this.characterMasks[position]!) > 2 * edits) continue;
        // Each edit changes at most two counts by one.
        if (countsApart(counts!, this.characterCounts[position]!, 2 * edits)) continue;
        const example = this.examples[position]!.folded;
        // "for 3 employees" and "for 20 employees" differ in what they ask, not by a typo.
        if (distance(example, folded) <= edits && digitsOf(example) === digitsOf(folded)) {
          best = position;
          break;
        }
      }
    }
    return Number.isFinite(best) ? this.examples[best] : undefined;
  }

  /**
   * The first example (before `best`) one typo from the term, starting with its letter and with
   * the same numbers; `best` when there is none. The same answer as measuring every example of
   * that letter and length, found through the deletion keys.
   */
  private findOneTypo(folded: string, best: number): number {
    let found = best;
    const digits = digitsOf(folded);
    for (const key of new Set([folded, ...deletionsOf(folded)])) {
      for (const position of this.byDeletion.get(key) ?? []) {
        if (position >= found) break;
        const example = this.examples[position]!.folded;
        if (
          example[0] === folded[0] &&
          Math.abs(example.length - folded.length) <= 1 &&
          distance(example, folded) <= 1 &&
          digitsOf(example) === digits
        ) {
          found = position;
          break;
        }
      }
    }
    return found;
  }

  /** The first example taught as a phrase whose words the term holds in order. */
  findPhrase(tokens: readonly string[]): Example | undefined {
    if (this.phrasesByFirstStem.size === 0) return undefined;
    const stems = meaningStems(tokens);
    let best = Number.POSITIVE_INFINITY;
    for (const stem of new Set(stems)) {
      for (const phrase of this.phrasesByFirstStem.get(stem) ?? []) {
        if (phrase.position >= best) break;
        if (findRun(stems, phrase.stems) >= 0) {
          best = phrase.position;
          break;
        }
      }
    }
    return Number.isFinite(best) ? this.examples[best] : undefined;
  }
}

/**
 * One bit per kind of character present: a letter each, the digits five bits between them, all
 * else one. Any such mapping works as a filter, as an edit still flips at most two bits.
 */
function characterMask(text: string): number {
  let mask = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) % 5));
    else if (code !== 32) mask |= 1 << 31;
  }
  return mask;
}

/** How many of each character kind a text holds, in the kinds `characterMask` uses. */
function characterCounts(text: string): Uint8Array {
  const counts = new Uint8Array(32);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    let kind = 31;
    if (code >= 97 && code <= 122) kind = code - 97;
    else if (code >= 48 && code <= 57) kind = 26 + ((code - 48) % 5);
    else if (code === 32) continue;
    counts[kind] = Math.min(255, counts[kind]! + 1);
  }
  return counts;
}

/** Whether two texts' counts differ by more than `limit` in all (so more edits apart). */
function countsApart(left: Uint8Array, right: Uint8Array, limit: number): boolean {
  let apart = 0;
  for (let kind = 0; kind < 32; kind += 1) {
    apart += Math.abs(left[kind]! - right[kind]!);
    if (apart > limit) return true;
  }
  return false;
}

function countBits(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function digitsOf(text: string): string {
  return text.replace(/\D+/g, ' ').trim();
}
