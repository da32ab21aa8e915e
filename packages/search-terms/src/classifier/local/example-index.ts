import { distance } from 'fastest-levenshtein';

// The brief's examples, looked up per term: the same words (in any order) or one typo away
// (two in a long term). A brief keeps up to 5,000 learned decisions beside its own 50, and a run
// reads up to 100,000 terms, so the lookup goes by hash and by first letter and length instead
// of comparing every term with every example. The first example in the brief's order wins, as
// its own examples come before the learned ones (newest first).

export interface Example {
  folded: string;
  sortedTokens: string;
  isExclude: boolean;
  category: 'product' | 'brand';
  text: string;
}

/** Typos allowed between a term and an example of this many characters (none under 8). */
function allowedEdits(length: number): number {
  if (length < 8) return 0;
  return length >= 16 ? 2 : 1;
}

export class ExampleIndex {
  private readonly byFolded = new Map<string, number>();
  private readonly bySortedTokens = new Map<string, number>();
  /** `<first letter><length>` → positions, in the brief's order. */
  private readonly byInitialAndLength = new Map<string, number[]>();
  /** Which characters each example holds, to rule most out before measuring the edits. */
  private readonly characterMasks: number[];

  constructor(readonly examples: readonly Example[]) {
    this.characterMasks = examples.map((example) => characterMask(example.folded));
    examples.forEach((example, position) => {
      if (!this.byFolded.has(example.folded)) this.byFolded.set(example.folded, position);
      if (!this.bySortedTokens.has(example.sortedTokens)) {
        this.bySortedTokens.set(example.sortedTokens, position);
      }
      const key = `${example.folded[0] ?? ''}${example.folded.length}`;
      const positions = this.byInitialAndLength.get(key);
      if (positions) positions.push(position);
      else this.byInitialAndLength.set(key, [position]);
    });
  }

  get size(): number {
    return this.examples.length;
  }

  /** The first example with the term's words, in any order, or within its typos. */
  find(tokens: readonly string[]): Example | undefined {
    if (this.examples.length === 0) return undefined;
    const folded = tokens.join(' ');
    const sorted = [...new Set(tokens)].sort().join(' ');
    let best = Math.min(
      this.byFolded.get(folded) ?? Number.POSITIVE_INFINITY,
      this.bySortedTokens.get(sorted) ?? Number.POSITIVE_INFINITY,
    );
    const edits = allowedEdits(folded.length);
    const mask = edits > 0 ? characterMask(folded) : 0;
    for (
      let length = folded.length - edits;
      edits > 0 && length <= folded.length + edits;
      length += 1
    ) {
      for (const position of this.byInitialAndLength.get(`${folded[0]}${length}`) ?? []) {
        if (position >= best) break;
        // Each edit adds or removes at most one character kind on each side.
        if (countBits(mask ^ this.characterMasks[position]!) > 2 * edits) continue;
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

function countBits(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function digitsOf(text: string): string {
  return text.replace(/\D+/g, ' ').trim();
}
