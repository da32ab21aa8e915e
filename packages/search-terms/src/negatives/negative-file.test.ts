import { describe, expect, it } from 'vitest';
import { compileNegative } from './negative-match.js';
import { NegativeFile } from './negative-file.js';

describe('NegativeFile', () => {
  it('returns the filed negatives whose words are all among the given one’s, and only those', () => {
    const file = new NegativeFile<string>();
    for (const text of [
      'zorbel',
      'jobs zorbel',
      'zorbel jobs',
      'teal jobs',
      'zorbel jobs manual',
    ]) {
      file.add(compileNegative(text, 'PHRASE'), text);
    }
    const found = file
      .candidatesFor(compileNegative('zorbel jobs near', 'EXACT'))
      .map((f) => f.value);
    expect(found.sort()).toEqual(['jobs zorbel', 'zorbel', 'zorbel jobs']);
  });
});
