import type { NgramSize } from '@utmost/ads-sdk';
import { NGRAM_STOP_WORDS, foldWords, lemmaOf } from './gram-words.js';
import { NumberIndex } from './number-index.js';

// The sums of every gram of a run, one typed array a figure, keyed by numbers rather than
// strings: each word (as written, and its lemma) gets an id once, and a gram's key is its ids
// packed into one number. A million terms make millions of grams, most seen once, and one string
// or object per gram is what would cost the time (issue 28 item 6: ≤ 3 s on one core). A gram's
// words are spelled out again only for the grams a page shows.

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

/** Ids below 2^26, so two of them packed (`a * 2^26 + b`) stay a whole number JavaScript holds. */
const ID_SPAN = 2 ** 26;

/** Words and pairs of ids, each given an id once; a pair packs the first two words of a 3-gram. */
class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  readonly pairs: number[] = [];
  private readonly pairIds = new NumberIndex();

  idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      if (id >= ID_SPAN) throw new RangeError('Too many distinct words for n-grams');
      this.ids.set(word, id);
      this.words.push(word);
    }
    return id;
  }

  pairIdOf(first: number, second: number): number {
    const key = first * ID_SPAN + second;
    let id = this.pairIds.get(key);
    if (id === -1) {
      id = this.pairs.length;
      this.pairIds.add(key, id);
      this.pairs.push(key);
    }
    return id;
  }

  /** The key of a gram of these ids (one to three). */
  keyOf(ids: readonly number[], start: number, size: NgramSize): number {
    if (size === 1) return ids[start]!;
    if (size === 2) return ids[start]! * ID_SPAN + ids[start + 1]!;
    return this.pairIdOf(ids[start]!, ids[start + 1]!) * ID_SPAN + ids[start + 2]!;
  }

  /** The words of a key made by `keyOf`. */
  spell(key: number, size: NgramSize): string {
    if (size === 1) return this.words[key]!;
    const last = this.words[key % ID_SPAN]!;
    const head = Math.floor(key / ID_SPAN);
    if (size === 2) return `${this.words[head]!} ${last}`;
    return `${this.spell(this.pairs[head]!, 2)} ${last}`;
  }
}

export class GramTable {
  /** Lemmas (a gram's key) and surface words (how a term wrote it), each with its own ids. */
  private readonly lemmaWords = new Vocabulary();
  private readonly surfaceWords = new Vocabulary();
  /** Per surface word id: its lemma's id, and whether it is a stop word. */
  private lemmaIdOfSurface = new Int32Array(1024);
  private isStopSurface = new Uint8Array(1024);
  /** Gram key → gram index, one map per size (keys of different sizes may be equal). */
  private readonly indexByKey = [new NumberIndex(), new NumberIndex(), new NumberIndex()];
  private keys = new Float64Array(1024);
  count = 0;
  sizes = new Uint8Array(1024);
  // A literal with fixed fields: the engine reads them as fast fields.
  sums: Record<GramSum, Float64Array> = {
    termCount: new Float64Array(1024),
    excludedTermCount: new Float64Array(1024),
    impressions: new Float64Array(1024),
    clicks: new Float64Array(1024),
    costMicros: new Float64Array(1024),
    conversions: new Float64Array(1024),
    excludedCostMicros: new Float64Array(1024),
  };
  /** The first way a gram was written (a surface key), and how many terms wrote it so. */
  private firstForms = new Float64Array(1024);
  private firstFormCounts = new Float64Array(1024);
  /** Other ways it was written (plural, singular, accented), only for grams that have them. */
  private readonly otherForms = new Map<number, Map<number, number>>();
  /** Reused per term and size: the keys it already gave, when a word repeats in it. */
  private readonly given: number[] = [];

  /** Adds a term's figures to each gram of `sizes` words it holds (each gram once). */
  addTerm(searchTerm: string, sizes: readonly NgramSize[], figures: GramFigures): void {
    const words = foldWords(searchTerm);
    const length = words.length;
    if (length === 0) return;
    const surfaces: number[] = new Array<number>(length);
    const lemmas: number[] = new Array<number>(length);
    let repeats = false;
    for (let position = 0; position < length; position += 1) {
      const surface = this.surfaceIdOf(words[position]!);
      surfaces[position] = surface;
      lemmas[position] = this.lemmaIdOfSurface[surface]!;
      for (let earlier = 0; earlier < position && !repeats; earlier += 1) {
        repeats = lemmas[earlier] === lemmas[position];
      }
    }
    for (const size of sizes) {
      this.given.length = 0;
      for (let start = 0; start + size <= length; start += 1) {
        if (
          this.isStopSurface[surfaces[start]!] ||
          this.isStopSurface[surfaces[start + size - 1]!]
        ) {
          continue;
        }
        const key = this.lemmaWords.keyOf(lemmas, start, size);
        if (repeats) {
          if (this.given.includes(key)) continue;
          this.given.push(key);
        }
        this.addGram(key, size, this.surfaceWords.keyOf(surfaces, start, size), figures);
      }
    }
  }

  lemmaOf(index: number): string {
    return this.lemmaWords.spell(this.keys[index]!, this.sizes[index] as NgramSize);
  }

  /** The ways a gram was written, the most frequent first (ties: the first seen). */
  formsOf(index: number): string[] {
    const size = this.sizes[index] as NgramSize;
    const first: [number, number] = [this.firstForms[index]!, this.firstFormCounts[index]!];
    const others = this.otherForms.get(index);
    const forms = others === undefined ? [first] : [first, ...others];
    return forms
      .map((entry, order) => ({ form: entry[0], count: entry[1], order }))
      .sort((left, right) => right.count - left.count || left.order - right.order)
      .map((entry) => this.surfaceWords.spell(entry.form, size));
  }

  /** The way a gram was written most often (the first seen on a tie). */
  displayFormOf(index: number): string {
    if (this.otherForms.has(index)) return this.formsOf(index)[0]!;
    return this.surfaceWords.spell(this.firstForms[index]!, this.sizes[index] as NgramSize);
  }

  private surfaceIdOf(word: string): number {
    const before = this.surfaceWords.words.length;
    const id = this.surfaceWords.idOf(word);
    if (id === before) {
      if (id === this.lemmaIdOfSurface.length) {
        this.lemmaIdOfSurface = grow(this.lemmaIdOfSurface, Int32Array);
        this.isStopSurface = grow(this.isStopSurface, Uint8Array);
      }
      this.lemmaIdOfSurface[id] = this.lemmaWords.idOf(lemmaOf(word));
      this.isStopSurface[id] = NGRAM_STOP_WORDS.has(word) ? 1 : 0;
    }
    return id;
  }

  private addGram(key: number, size: NgramSize, form: number, figures: GramFigures): void {
    const indexes = this.indexByKey[size - 1]!;
    let index = indexes.get(key);
    if (index === -1) {
      index = this.count;
      if (index === this.sizes.length) this.growAll();
      indexes.add(key, index);
      this.count += 1;
      this.keys[index] = key;
      this.sizes[index] = size;
      this.firstForms[index] = form;
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

  private growAll(): void {
    this.sizes = grow(this.sizes, Uint8Array);
    this.keys = grow(this.keys, Float64Array);
    this.firstForms = grow(this.firstForms, Float64Array);
    this.firstFormCounts = grow(this.firstFormCounts, Float64Array);
    for (const sum of SUMS) this.sums[sum] = grow(this.sums[sum], Float64Array);
  }
}

type TypedArray = Float64Array | Int32Array | Uint8Array;

function grow<T extends TypedArray>(array: T, Kind: new (length: number) => T): T {
  const grown = new Kind(array.length * 2);
  grown.set(array as never);
  return grown;
}
