import { describe, expect, it } from 'vitest';
import { findReplacedParameters } from './find-replaced-parameters';
import { createParameterRow } from './template-form-values';

const PRESET = {
  utm_source: { value: 'adwords', isDynamic: false },
  hsa_kw: { value: '{keyword}', isDynamic: true },
};

describe('findReplacedParameters', () => {
  it('names the parameters the preset changes or drops, in the template’s order', () => {
    const rows = [
      createParameterRow({ key: 'utm_medium', value: 'cpc' }),
      createParameterRow({ key: 'utm_source', value: 'google' }),
      createParameterRow({ key: 'hsa_kw', value: '{keyword}', isDynamic: false }),
    ];
    expect(findReplacedParameters(rows, PRESET)).toEqual(['utm_medium', 'utm_source', 'hsa_kw']);
  });

  it('is empty for an empty template, or one the preset holds as it is', () => {
    expect(findReplacedParameters([], PRESET)).toEqual([]);
    const same = [
      createParameterRow({ key: 'utm_source', value: 'adwords' }),
      createParameterRow({ key: ' hsa_kw ', value: '{keyword} ', isDynamic: true }),
    ];
    expect(findReplacedParameters(same, PRESET)).toEqual([]);
  });

  it('leaves out removed rows, rows without a name, and names twice', () => {
    const rows = [
      createParameterRow({ key: 'utm_term', value: '{keyword}', toBeDeleted: true }),
      createParameterRow({ key: '', value: 'orphan' }),
      createParameterRow({ key: 'promo', value: 'a' }),
      createParameterRow({ key: 'promo', value: 'b' }),
    ];
    expect(findReplacedParameters(rows, PRESET)).toEqual(['promo']);
  });
});
