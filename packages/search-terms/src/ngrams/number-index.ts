// A map from whole numbers below 2^53 to indexes, open addressing over one typed array. A gram
// key above 2^31 is a heap number to V8, so a `Map` allocates for each look-up; millions of look-ups
// a run made the collector the largest cost of n-grams. This one allocates only when it grows, and
// keeps each key beside its value so a look-up reads one place in memory, not two. A slot stores
// its value plus one, so a fresh (zeroed) array is empty without being written.

function hashOf(key: number): number {
  const low = key >>> 0;
  const high = (key / 4_294_967_296) >>> 0;
  let hash = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

export class NumberIndex {
  /** Slot `s` holds its key at `2s` and its value + 1 at `2s + 1` (0 when the slot is free). */
  private slots: Float64Array;
  private mask: number;
  private size = 0;

  constructor(capacity = 1024) {
    let slotCount = 1024;
    while (slotCount < capacity * 2) slotCount *= 2;
    this.slots = new Float64Array(2 * slotCount);
    this.mask = slotCount - 1;
  }

  /** The index stored for `key`, or -1. */
  get(key: number): number {
    const { slots, mask } = this;
    for (let slot = hashOf(key) & mask; ; slot = (slot + 1) & mask) {
      const stored = slots[slot * 2 + 1]!;
      if (stored === 0 || slots[slot * 2] === key) return stored - 1;
    }
  }

  /**
   * What `key`'s home slot holds, without probing further: a read that brings the slot into the
   * cache ahead of `get`, so reads of several keys can be under way at once.
   */
  peek(key: number): number {
    return this.slots[(hashOf(key) & this.mask) * 2 + 1]!;
  }

  /** Stores `value` (≥ 0) for a key not yet stored. */
  add(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    this.place(key, value);
    this.size += 1;
  }

  private place(key: number, value: number): void {
    const { slots, mask } = this;
    let slot = hashOf(key) & mask;
    while (slots[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
    slots[slot * 2] = key;
    slots[slot * 2 + 1] = value + 1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(2 * (this.mask + 1) * 2);
    this.mask = (this.mask + 1) * 2 - 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] !== 0) this.place(old[at]!, old[at + 1]! - 1);
    }
  }
}
