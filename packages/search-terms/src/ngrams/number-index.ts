// A map from whole numbers below 2^53 to indexes, open addressing over typed arrays. A gram key
// above 2^31 is a heap number to V8, so a `Map` allocates for each look-up; millions of look-ups
// a run made the collector the largest cost of n-grams. This one allocates only when it grows.

const EMPTY = -1;

function hashOf(key: number): number {
  const low = key >>> 0;
  const high = (key / 4_294_967_296) >>> 0;
  let hash = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

export class NumberIndex {
  private keys = new Float64Array(1024);
  private values = new Int32Array(1024).fill(EMPTY);
  private size = 0;

  /** The index stored for `key`, or -1. */
  get(key: number): number {
    const mask = this.keys.length - 1;
    for (let slot = hashOf(key) & mask; ; slot = (slot + 1) & mask) {
      const value = this.values[slot]!;
      if (value === EMPTY || this.keys[slot] === key) return value;
    }
  }

  /** Stores `value` (≥ 0) for a key not yet stored. */
  add(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    this.place(key, value);
    this.size += 1;
  }

  private place(key: number, value: number): void {
    const mask = this.keys.length - 1;
    let slot = hashOf(key) & mask;
    while (this.values[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.values[slot] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2).fill(EMPTY);
    for (let slot = 0; slot < keys.length; slot += 1) {
      if (values[slot] !== EMPTY) this.place(keys[slot]!, values[slot]!);
    }
  }
}
