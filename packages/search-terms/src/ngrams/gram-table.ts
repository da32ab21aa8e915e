import type { NgramSize } from '@utmost/ads-sdk';
import { NGRAM_STOP_WORDS, foldWords, lemmaOf } from './gram-words.js';
import { NumberIndex } from './number-index.js';

// The sums of every gram of a run, keyed by numbers rather than strings: each word (as written,
// and its lemma) gets an id once, and a gram's key is its ids packed into one number. A million
// terms make millions of grams, most seen once, and one string or object per gram is what would
// cost the time (issue 28 item 6: ≤ 3 s on one core). A gram's sums sit side by side in one
// typed array (a record of eight numbers, one cache line), so adding a term to a gram touches
// the index and that record, not a separate array per figure. A gram's words are spelled out
// again only for the grams a page shows.

export type GramSum =
  | 'termCount'
  | 'excludedTermCount'
  | 'impressions'
  | 'clicks'
  | 'costMicros'
  | 'conversions'
  | 'excludedCostMicros';

/** Where each figure sits in a gram's record. */
const FIELD: Readonly<Record<GramSum, number>> = {
  termCount: 0,
  excludedTermCount: 1,
  impressions: 2,
  clicks: 3,
  costMicros: 4,
  conversions: 5,
  excludedCostMicros: 6,
};
/** The record's last number: the first way the gram was written (a surface key). */
const FIRST_FORM = 7;
const STRIDE = 8;

/** One term's figures, added to each gram it holds. */
export interface GramFigures {
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  isExclude: boolean;
}

const SPACE = 32;
/** FNV-1a's offset basis, as a signed 32-bit number. */
const HASH_SEED = 0x811c9dc5 | 0;

/** Ids below 2^26, so two of them packed (`a * 2^26 + b`) stay a whole number JavaScript holds. */
const ID_SPAN = 2 ** 26;
/** Three ids below 2^17 pack into one number below 2^51 without a pair id. */
const TRIPLE_SPAN = 2 ** 17;
/** 3-gram keys made of a pair id and an id start here, above every directly packed one. */
const PAIRED_BASE = 2 ** 52;

/** Words and pairs of ids, each given an id once; a pair packs the first two words of a 3-gram. */
class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly pairs: number[] = [];
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

  private pairIdOf(first: number, second: number): number {
    const pairKey = ID_SPAN * first + second;
    let id = this.pairIds.get(pairKey);
    if (id === -1) {
      id = this.pairs.length;
      if (id >= ID_SPAN) throw new RangeError('Too many distinct word pairs for n-grams');
      this.pairIds.add(pairKey, id);
      this.pairs.push(pairKey);
    }
    return id;
  }

  /**
   * The key of a gram of these ids (one to three). Three ids all below 2^17 (every word of all
   * but the largest runs) are packed directly; otherwise the first two are given a pair id.
   */
  keyOf(ids: Int32Array, start: number, size: NgramSize): number {
    if (size === 1) return ids[start]!;
    if (size === 2) return ids[start]! * ID_SPAN + ids[start + 1]!;
    const first = ids[start]!;
    const second = ids[start + 1]!;
    const third = ids[start + 2]!;
    if ((first | second | third) < TRIPLE_SPAN) {
      return (first * TRIPLE_SPAN + second) * TRIPLE_SPAN + third;
    }
    return PAIRED_BASE + this.pairIdOf(first, second) * ID_SPAN + third;
  }

  /** The words of a key made by `keyOf`. */
  spell(key: number, size: NgramSize): string {
    if (size === 1) return this.words[key]!;
    if (size === 2) {
      return `${this.words[Math.floor(key / ID_SPAN)]!} ${this.words[key % ID_SPAN]!}`;
    }
    if (key < PAIRED_BASE) {
      const head = Math.floor(key / TRIPLE_SPAN);
      const first = this.words[Math.floor(head / TRIPLE_SPAN)]!;
      return `${first} ${this.words[head % TRIPLE_SPAN]!} ${this.words[key % TRIPLE_SPAN]!}`;
    }
    const paired = key - PAIRED_BASE;
    const pair = this.pairs[Math.floor(paired / ID_SPAN)]!;
    return `${this.spell(pair, 2)} ${this.words[paired % ID_SPAN]!}`;
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
  private readonly indexByKey: NumberIndex[];
  private keys: Float64Array;
  count = 0;
  sizes: Uint8Array;
  /** Gram `i`'s figures at `i * STRIDE + FIELD[figure]`, its first form at `+ FIRST_FORM`. */
  private records: Float64Array;
  /**
   * Other ways a gram was written (plural, singular, accented) and how many terms wrote each, as
   * a list per gram in the order first seen: `otherHeads[gram]` is its first node (0: none), a
   * node `n` holds a surface key, its count and the next node. Typed arrays, not a Map a gram:
   * hundreds of thousands of grams have two forms. The first form's count is the rest of the
   * gram's term count.
   */
  private otherHeads: Int32Array;
  private nodeForms = new Float64Array(1024);
  private nodeCounts = new Float64Array(1024);
  private nodeNexts = new Int32Array(1024);
  private nodeCount = 1;
  /**
   * The surface ids of the plain words read so far, by a hash of their characters: slot `s`
   * holds an id + 1 (0: free) and `plainHashes[s]` that word's hash.
   */
  private plainSlots = new Int32Array(4096);
  private plainHashes = new Int32Array(4096);
  private plainWordCount = 0;
  /** Reused per term: its words' surface and lemma ids. */
  private surfaces = new Int32Array(32);
  private lemmas = new Int32Array(32);
  /** Reused per term: its grams' keys, sizes and first words (three sizes a word at most). */
  private gramKeys = new Float64Array(96);
  private gramSizes = new Uint8Array(96);
  private gramStarts = new Int32Array(96);
  /** What the reads ahead of the sums found; kept so the engine does not drop the reads. */
  touched = 0;
  /** Reused per term and size: the keys it already gave, when a word repeats in it. */
  private readonly given: number[] = [];

  /**
   * `expectedTerms`, when known, sizes the arrays for about four grams a term (a million terms of
   * everyday words give 3.3 million grams): growing copies every figure, and an array's pages
   * cost memory only once written. The 1-word index stays small (a run has far fewer words than
   * terms) so that it stays in the cache.
   */
  constructor(expectedTerms = 0) {
    const capacity = Math.max(1024, expectedTerms * 4);
    this.indexByKey = [
      new NumberIndex(),
      new NumberIndex(expectedTerms * 2),
      new NumberIndex(expectedTerms * 2),
    ];
    this.keys = new Float64Array(capacity);
    this.sizes = new Uint8Array(capacity);
    this.records = new Float64Array(capacity * STRIDE);
    this.otherHeads = new Int32Array(capacity);
  }

  /** Adds a term's figures to each gram of `sizes` words it holds (each gram once). */
  addTerm(searchTerm: string, sizes: readonly NgramSize[], figures: GramFigures): void {
    const length = this.readWords(searchTerm);
    if (length === 0) return;
    const { surfaces, lemmas, isStopSurface, lemmaIdOfSurface } = this;
    let repeats = false;
    for (let position = 0; position < length; position += 1) {
      const lemma = lemmaIdOfSurface[surfaces[position]!]!;
      lemmas[position] = lemma;
      for (let earlier = 0; earlier < position && !repeats; earlier += 1) {
        repeats = lemmas[earlier] === lemma;
      }
    }
    // The term's grams first, then a read of each one's home slot in its index, then the sums:
    // the reads do not wait on one another, so the processor fetches them from memory together
    // instead of one cache miss after another (the indexes of a big run are far larger than the
    // cache, and waiting on them was most of the time).
    const { gramKeys, gramSizes, gramStarts } = this;
    let gramCount = 0;
    for (const size of sizes) {
      this.given.length = 0;
      for (let start = 0; start + size <= length; start += 1) {
        if (isStopSurface[surfaces[start]!] || isStopSurface[surfaces[start + size - 1]!]) {
          continue;
        }
        const key = this.lemmaWords.keyOf(lemmas, start, size);
        if (repeats) {
          if (this.given.includes(key)) continue;
          this.given.push(key);
        }
        gramKeys[gramCount] = key;
        gramSizes[gramCount] = size;
        gramStarts[gramCount] = start;
        gramCount += 1;
      }
    }
    let touched = 0;
    for (let gram = 0; gram < gramCount; gram += 1) {
      touched += this.indexByKey[gramSizes[gram]! - 1]!.peek(gramKeys[gram]!);
    }
    this.touched = touched;
    const { impressions, clicks, costMicros, conversions, isExclude } = figures;
    for (let gram = 0; gram < gramCount; gram += 1) {
      const size = gramSizes[gram] as NgramSize;
      const at = this.recordOf(gramKeys[gram]!, size) * STRIDE;
      const { records } = this;
      records[at]! += 1;
      records[at + 2]! += impressions;
      records[at + 3]! += clicks;
      records[at + 4]! += costMicros;
      records[at + 5]! += conversions;
      if (isExclude) {
        records[at + 1]! += 1;
        records[at + 6]! += costMicros;
      }
      const form = this.surfaceWords.keyOf(surfaces, gramStarts[gram]!, size);
      if (records[at + FIRST_FORM] === -1) records[at + FIRST_FORM] = form;
      else if (records[at + FIRST_FORM] !== form) this.addOtherForm(at / STRIDE, form);
    }
  }

  /** A gram's figure. */
  sumOf(index: number, sum: GramSum): number {
    return this.records[index * STRIDE + FIELD[sum]]!;
  }

  /** One figure of every gram, by gram index. */
  everySum(sum: GramSum): Float64Array {
    const values = new Float64Array(this.count);
    const { records } = this;
    for (let index = 0, at = FIELD[sum]; index < this.count; index += 1, at += STRIDE) {
      values[index] = records[at]!;
    }
    return values;
  }

  lemmaOf(index: number): string {
    return this.lemmaWords.spell(this.keys[index]!, this.sizes[index] as NgramSize);
  }

  /** The ways a gram was written, the most frequent first (ties: the first seen). */
  formsOf(index: number): string[] {
    const size = this.sizes[index] as NgramSize;
    const at = index * STRIDE;
    const firstForm = this.records[at + FIRST_FORM]!;
    let node = this.otherHeads[index]!;
    if (node === 0) return [this.surfaceWords.spell(firstForm, size)];
    const forms = [{ form: firstForm, count: this.records[at + FIELD.termCount]!, order: 0 }];
    for (; node !== 0; node = this.nodeNexts[node]!) {
      const count = this.nodeCounts[node]!;
      forms[0]!.count -= count;
      forms.push({ form: this.nodeForms[node]!, count, order: forms.length });
    }
    return forms
      .sort((left, right) => right.count - left.count || left.order - right.order)
      .map((entry) => this.surfaceWords.spell(entry.form, size));
  }

  /** The way a gram was written most often (the first seen on a tie). */
  displayFormOf(index: number): string {
    if (this.otherHeads[index] !== 0) return this.formsOf(index)[0]!;
    return this.surfaceWords.spell(
      this.records[index * STRIDE + FIRST_FORM]!,
      this.sizes[index] as NgramSize,
    );
  }

  /**
   * Puts a term's folded words' surface ids in `surfaces` and answers how many. A plain term (a–z
   * and 0–9 words, one space apart: most terms) is read where it stands, each word found by a
   * hash of its characters with no split and no string made; any other goes through `foldWords`.
   */
  private readWords(searchTerm: string): number {
    const end = searchTerm.length;
    if (end >= this.surfaces.length) this.growScratch(end + 1);
    let count = 0;
    let at = 0;
    while (at < end) {
      const start = at;
      let hash = HASH_SEED;
      for (; at < end; at += 1) {
        const code = searchTerm.charCodeAt(at);
        if (code === SPACE) break;
        if ((code < 97 || code > 122) && (code < 48 || code > 57)) {
          return this.readFoldedWords(searchTerm);
        }
        hash = Math.imul(hash ^ code, 0x01000193);
      }
      // An empty word: a space first, last or doubled.
      if (at === start || at === end - 1) return this.readFoldedWords(searchTerm);
      this.surfaces[count] = this.plainWordId(searchTerm, start, at, hash);
      count += 1;
      at += 1;
    }
    return count;
  }

  private readFoldedWords(searchTerm: string): number {
    const words = foldWords(searchTerm);
    if (words.length > this.surfaces.length) this.growScratch(words.length);
    for (let position = 0; position < words.length; position += 1) {
      this.surfaces[position] = this.surfaceIdOf(words[position]!);
    }
    return words.length;
  }

  private growScratch(length: number): void {
    this.surfaces = new Int32Array(length * 2);
    this.lemmas = new Int32Array(length * 2);
    this.gramKeys = new Float64Array(length * 6);
    this.gramSizes = new Uint8Array(length * 6);
    this.gramStarts = new Int32Array(length * 6);
  }

  /** The surface id of the plain word `term[start, end)`, whose characters hash to `hash`. */
  private plainWordId(term: string, start: number, end: number, hash: number): number {
    const mixed = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) ^ (hash >>> 13);
    const { plainSlots, plainHashes } = this;
    const mask = plainSlots.length - 1;
    let slot = mixed & mask;
    for (; plainSlots[slot] !== 0; slot = (slot + 1) & mask) {
      if (plainHashes[slot] !== mixed) continue;
      const id = plainSlots[slot]! - 1;
      const word = this.surfaceWords.words[id]!;
      if (word.length !== end - start) continue;
      let same = true;
      for (let at = 0; at < word.length && same; at += 1) {
        same = word.charCodeAt(at) === term.charCodeAt(start + at);
      }
      if (same) return id;
    }
    const id = this.surfaceIdOf(term.slice(start, end));
    plainSlots[slot] = id + 1;
    plainHashes[slot] = mixed;
    this.plainWordCount += 1;
    if (this.plainWordCount * 2 > plainSlots.length) this.growPlainWords();
    return id;
  }

  private growPlainWords(): void {
    const { plainSlots, plainHashes } = this;
    this.plainSlots = new Int32Array(plainSlots.length * 2);
    this.plainHashes = new Int32Array(plainSlots.length * 2);
    const mask = this.plainSlots.length - 1;
    for (let old = 0; old < plainSlots.length; old += 1) {
      if (plainSlots[old] === 0) continue;
      let slot = plainHashes[old]! & mask;
      while (this.plainSlots[slot] !== 0) slot = (slot + 1) & mask;
      this.plainSlots[slot] = plainSlots[old]!;
      this.plainHashes[slot] = plainHashes[old]!;
    }
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

  /** The index of the gram of this key, added (its figures zero) when new. */
  private recordOf(key: number, size: NgramSize): number {
    const indexes = this.indexByKey[size - 1]!;
    let index = indexes.get(key);
    if (index === -1) {
      index = this.count;
      if (index === this.sizes.length) this.growAll();
      indexes.add(key, index);
      this.count += 1;
      this.keys[index] = key;
      this.sizes[index] = size;
      this.records[index * STRIDE + FIRST_FORM] = -1;
    }
    return index;
  }

  private addOtherForm(index: number, form: number): void {
    let node = this.otherHeads[index]!;
    let last = 0;
    for (; node !== 0; last = node, node = this.nodeNexts[node]!) {
      if (this.nodeForms[node] === form) {
        this.nodeCounts[node]! += 1;
        return;
      }
    }
    node = this.nodeCount;
    if (node === this.nodeForms.length) {
      this.nodeForms = grow(this.nodeForms, Float64Array);
      this.nodeCounts = grow(this.nodeCounts, Float64Array);
      this.nodeNexts = grow(this.nodeNexts, Int32Array);
    }
    this.nodeCount += 1;
    this.nodeForms[node] = form;
    this.nodeCounts[node] = 1;
    if (last === 0) this.otherHeads[index] = node;
    else this.nodeNexts[last] = node;
  }

  private growAll(): void {
    this.sizes = grow(this.sizes, Uint8Array);
    this.keys = grow(this.keys, Float64Array);
    this.records = grow(this.records, Float64Array);
    this.otherHeads = grow(this.otherHeads, Int32Array);
  }
}

type TypedArray = Float64Array | Int32Array | Uint8Array;

function grow<T extends TypedArray>(array: T, Kind: new (length: number) => T): T {
  const grown = new Kind(array.length * 2);
  grown.set(array as never);
  return grown;
}
