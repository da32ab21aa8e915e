import type { NgramSize } from '@utmost/ads-sdk';

// The sums of every gram of a run, sum by sum in typed arrays that grow as grams appear: a
// million terms make millions of grams, most seen once, and one object per gram is what would
// cost the time (issue 28 item 6: a million terms in at most 3 s on one core).

const SUMS = [
  'termCount',
  'excludedTermCount',
  'impressions',
  'clicks',
  'costMicros',
  'conversions',
  'excludedCostMicros',
] as const;
export type GramSum = (typeof SUMS)[number];

/** One term's figures, added to each gram it holds. */
export interface GramFigures {
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  isExclude: boolean;
}

export class GramTable {
  readonly indexByLemma = new Map<string, number>();
  lemmas: string[] = [];
  sizes = new Uint8Array(1024);
  // A literal with fixed fields, not built from SUMS: the engine reads its fields as fast fields.
  sums: Record<GramSum, Float64Array> = {
    termCount: new Float64Array(1024),
    excludedTermCount: new Float64Array(1024),
    impressions: new Float64Array(1024),
    clicks: new Float64Array(1024),
    costMicros: new Float64Array(1024),
    conversions: new Float64Array(1024),
    excludedCostMicros: new Float64Array(1024),
  };
  /** The first way a gram was written, and how many terms wrote it so. */
  firstForms: string[] = [];
  firstFormCounts: number[] = [];
  /** Other ways it was written (plural, singular, accented), only for grams that have them. */
  otherForms = new Map<number, Map<string, number>>();

  get count(): number {
    return this.lemmas.length;
  }

  /** Adds a term's figures to the gram `lemma`, written `form` in that term. */
  add(lemma: string, size: NgramSize, form: string, figures: GramFigures): void {
    let index = this.indexByLemma.get(lemma);
    if (index === undefined) {
      index = this.lemmas.length;
      if (index === this.sizes.length) this.grow();
      this.indexByLemma.set(lemma, index);
      this.lemmas.push(lemma);
      this.sizes[index] = size;
      this.firstForms.push(form);
      this.firstFormCounts.push(0);
    }
    const { sums } = this;
    sums.termCount[index]! += 1;
    sums.impressions[index]! += figures.impressions;
    sums.clicks[index]! += figures.clicks;
    sums.costMicros[index]! += figures.costMicros;
    sums.conversions[index]! += figures.conversions;
    if (figures.isExclude) {
      sums.excludedTermCount[index]! += 1;
      sums.excludedCostMicros[index]! += figures.costMicros;
    }
    if (this.firstForms[index] === form) {
      this.firstFormCounts[index]! += 1;
      return;
    }
    let forms = this.otherForms.get(index);
    if (forms === undefined) {
      forms = new Map();
      this.otherForms.set(index, forms);
    }
    forms.set(form, (forms.get(form) ?? 0) + 1);
  }

  /** The ways a gram was written, the most frequent first (ties: the first seen). */
  formsOf(index: number): string[] {
    const first: [string, number] = [this.firstForms[index]!, this.firstFormCounts[index]!];
    const others = this.otherForms.get(index);
    if (others === undefined) return [first[0]];
    return [first, ...others]
      .map((entry, order) => ({ form: entry[0], count: entry[1], order }))
      .sort((left, right) => right.count - left.count || left.order - right.order)
      .map((entry) => entry.form);
  }

  /** The way a gram was written most often (the first seen on a tie). */
  displayFormOf(index: number): string {
    return this.otherForms.has(index) ? this.formsOf(index)[0]! : this.firstForms[index]!;
  }

  private grow(): void {
    const capacity = this.sizes.length * 2;
    const sizes = new Uint8Array(capacity);
    sizes.set(this.sizes);
    this.sizes = sizes;
    for (const sum of SUMS) {
      const grown = new Float64Array(capacity);
      grown.set(this.sums[sum]);
      this.sums[sum] = grown;
    }
  }
}
