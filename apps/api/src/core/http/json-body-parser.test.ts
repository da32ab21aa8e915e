import { describe, expect, it } from 'vitest';
import { measureNesting } from './json-body-parser.js';

describe('measureNesting', () => {
  it('counts the deepest arrays and objects', () => {
    expect(measureNesting('1')).toBe(0);
    expect(measureNesting('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(measureNesting('['.repeat(10_000))).toBe(10_000);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(measureNesting('{"a":"[[[{{{"}')).toBe(1);
    expect(measureNesting('["\\"[[[", "\\\\", [1]]')).toBe(2);
  });
});
