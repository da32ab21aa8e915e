import {
  DEFAULT_NGRAM_SORT,
  NGRAM_SIZES,
  compareNgramValues,
  compareNgramWords,
  type NgramSize,
  type NgramSort,
  type NgramSortKey,
} from '@utmost/ads-sdk';
import { GramTable, type GramFigures, type GramSum } from './gram-table.js';

// The N-grams tab's arithmetic (issue 28 item 1): the 1-, 2- and 3-word grams of a run's terms
// with their terms' impressions, clicks, cost and conversions summed, the rates derived from the
// sums, and the share of the gram's cost the analysis excluded. Money stays in micros. Grams are
// filtered and sorted on the sums before any is made an object: a million terms give millions of
// grams and a page shows fifty.

/** A term of a run as grams read it: its words, its figures and the analysis's decision. */
export interface NgramTerm extends GramFigures {
  searchTerm: string;
}

export interface Ngram {
  /** The gram as searchers wrote it most often ("walnut lamps"). */
  gram: string;
  /** Its key: the words' singulars ("walnut lamp"); grams with one lemma are one gram. */
  lemma: string;
  size: NgramSize;
  /** Every way the terms wrote it, the most frequent first. */
  surfaceForms: string[];
  /** The terms that hold it (each once). */
  termCount: number;
  excludedTermCount: number;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  /** What its excluded terms cost. */
  excludedCostMicros: number;
  /** Clicks per impression; null without impressions. */
  ctr: number | null;
  /** Cost per conversion in micros; null without conversions. */
  cpaMicros: number | null;
  /** Conversions per click; null without clicks. */
  conversionRate: number | null;
  /** The part of its cost the analysis excluded (0–1); null when it cost nothing. */
  excludedCostShare: number | null;
}

export interface NgramFilters {
  /** Only grams of these sizes (all three when absent). */
  sizes?: readonly NgramSize[];
  minImpressions?: number;
  minCostMicros?: number;
  /** Only grams whose terms brought no conversion. */
  zeroConversions?: boolean;
}

export interface NgramPage {
  /** The grams that pass the filters. */
  total: number;
  grams: Ngram[];
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

function indexNgrams(terms: Iterable<NgramTerm>, sizes: readonly NgramSize[]): GramTable {
  const table = new GramTable(Array.isArray(terms) ? terms.length : 0);
  for (const term of terms) table.addTerm(term.searchTerm, sizes, term);
  return table;
}

function materialize(table: GramTable, index: number): Ngram {
  const impressions = table.sumOf(index, 'impressions');
  const clicks = table.sumOf(index, 'clicks');
  const costMicros = table.sumOf(index, 'costMicros');
  const conversions = table.sumOf(index, 'conversions');
  const excludedCostMicros = table.sumOf(index, 'excludedCostMicros');
  const surfaceForms = table.formsOf(index);
  return {
    gram: surfaceForms[0]!,
    lemma: table.lemmaOf(index),
    size: table.sizes[index] as NgramSize,
    surfaceForms,
    termCount: table.sumOf(index, 'termCount'),
    excludedTermCount: table.sumOf(index, 'excludedTermCount'),
    impressions,
    clicks,
    costMicros,
    conversions,
    excludedCostMicros,
    ctr: ratio(clicks, impressions),
    cpaMicros: conversions > 0 ? Math.round(costMicros / conversions) : null,
    conversionRate: ratio(conversions, clicks),
    excludedCostShare: ratio(excludedCostMicros, costMicros),
  };
}

/** The sorted figure of each gram; NaN where a gram has none (read as null by the rule). */
function readSortValues(table: GramTable, sortBy: Exclude<NgramSortKey, 'gram'>): Float64Array {
  const sum = (index: number, figure: GramSum) => table.sumOf(index, figure);
  const derived: Partial<Record<NgramSortKey, (index: number) => number | null>> = {
    ctr: (index) => ratio(sum(index, 'clicks'), sum(index, 'impressions')),
    cpaMicros: (index) =>
      sum(index, 'conversions') > 0
        ? Math.round(sum(index, 'costMicros') / sum(index, 'conversions'))
        : null,
    conversionRate: (index) => ratio(sum(index, 'conversions'), sum(index, 'clicks')),
    excludedCostShare: (index) => ratio(sum(index, 'excludedCostMicros'), sum(index, 'costMicros')),
  };
  const read = derived[sortBy];
  if (read === undefined) return table.everySum(sortBy as GramSum);
  const values = new Float64Array(table.count);
  for (let index = 0; index < table.count; index += 1) values[index] = read(index) ?? Number.NaN;
  return values;
}

const orNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

function passesFilters(table: GramTable, index: number, filters: NgramFilters): boolean {
  if (
    filters.minImpressions !== undefined &&
    table.sumOf(index, 'impressions') < filters.minImpressions
  ) {
    return false;
  }
  if (
    filters.minCostMicros !== undefined &&
    table.sumOf(index, 'costMicros') < filters.minCostMicros
  ) {
    return false;
  }
  return !filters.zeroConversions || table.sumOf(index, 'conversions') === 0;
}

/**
 * The grams of the terms that pass the filters, in the sort's order (the SDK's rule), from
 * `offset` at most `limit` of them (all when absent), with how many pass.
 */
export function queryNgrams(
  terms: Iterable<NgramTerm>,
  filters: NgramFilters = {},
  sort: NgramSort = DEFAULT_NGRAM_SORT,
  page: { offset?: number; limit?: number } = {},
): NgramPage {
  const table = indexNgrams(terms, filters.sizes ?? NGRAM_SIZES);
  const selected: number[] = [];
  for (let index = 0; index < table.count; index += 1) {
    if (passesFilters(table, index, filters)) selected.push(index);
  }
  // A gram's words are spelled only when a comparison needs them (ties, or sorting by words).
  const forms = new Map<number, string>();
  const formOf = (index: number): string => {
    let form = forms.get(index);
    if (form === undefined) {
      form = table.displayFormOf(index);
      forms.set(index, form);
    }
    return form;
  };
  const byWords = (left: number, right: number) => compareNgramWords(formOf(left), formOf(right));
  let compare: (left: number, right: number) => number;
  if (sort.sortBy === 'gram') {
    compare = sort.sortDirection === 'asc' ? byWords : (left, right) => byWords(right, left);
  } else {
    const values = readSortValues(table, sort.sortBy);
    compare = (left, right) =>
      compareNgramValues(orNull(values[left]!), orNull(values[right]!), sort.sortDirection) ||
      byWords(left, right);
  }
  const offset = page.offset ?? 0;
  const end = page.limit === undefined ? selected.length : offset + page.limit;
  return {
    total: selected.length,
    grams: takeFirst(selected, end, compare)
      .slice(offset, end)
      .map((index) => materialize(table, index)),
  };
}

/**
 * The first `count` of `items` in `compare`'s order. A page is a few hundred grams of millions:
 * a bounded heap keeps the first ones seen so far, which costs far less than sorting them all.
 */
function takeFirst(
  items: number[],
  count: number,
  compare: (left: number, right: number) => number,
): number[] {
  if (count >= items.length / 8) return items.sort(compare).slice(0, count);
  // A max-heap on `compare`: its root is the last of the first `count` so far.
  const heap: number[] = [];
  const swap = (left: number, right: number) => {
    [heap[left], heap[right]] = [heap[right]!, heap[left]!];
  };
  const siftDown = (start: number) => {
    let parent = start;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === parent) return;
      swap(parent, largest);
      parent = largest;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child]!, heap[parent]!) <= 0) break;
        swap(child, parent);
        child = parent;
      }
    } else if (count > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** Every gram of the terms of `sizes` words, the costliest first. */
export function buildNgrams(
  terms: Iterable<NgramTerm>,
  sizes: readonly NgramSize[] = NGRAM_SIZES,
): Ngram[] {
  return queryNgrams(terms, { sizes }).grams;
}
