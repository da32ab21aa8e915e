import { describe, expect, it } from 'vitest';
import { isValidParameterName, PARAMETER_NAME_MAX_LENGTH, UTM_KEYS } from './parameter-name.js';

describe('isValidParameterName', () => {
  it('accepts the UTM keys and custom keys made of unreserved characters', () => {
    for (const key of UTM_KEYS) expect(isValidParameterName(key)).toBe(true);
    for (const key of ['hsa_acc', 'ref', 'a', 'x.y', 'x-y', 'x~y', 'Campaign2', '_ga']) {
      expect(isValidParameterName(key), key).toBe(true);
    }
  });

  it('refuses names that a URL would have to encode or that JSON objects would reorder', () => {
    const refused = [
      '',
      '1abc',
      '42',
      'utm source',
      'a=b',
      'a&b',
      'a#b',
      'a?b',
      'a%20b',
      'ütm',
      'a/b',
    ];
    for (const key of refused) expect(isValidParameterName(key), key).toBe(false);
  });

  it('limits the length', () => {
    expect(isValidParameterName('a'.repeat(PARAMETER_NAME_MAX_LENGTH))).toBe(true);
    expect(isValidParameterName('a'.repeat(PARAMETER_NAME_MAX_LENGTH + 1))).toBe(false);
  });
});
