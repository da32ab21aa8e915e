import { describe, expect, it } from 'vitest';
import { findFormPath, listContractFieldNames } from './template-form-paths';
import type { ParameterRow } from './template-form-values';

const ROWS: ParameterRow[] = [
  { id: 'r1', key: 'utm_source', value: 'a', isDynamic: false, toBeDeleted: true },
  { id: 'r2', key: 'utm_source', value: 'b', isDynamic: false, toBeDeleted: false },
  { id: 'r3', key: 'ref.id', value: 'c', isDynamic: false, toBeDeleted: false },
];

describe('findFormPath', () => {
  it('puts the API’s field names on the rows that apply', () => {
    expect(findFormPath('name', ROWS)).toBe('name');
    expect(findFormPath('urlTemplate', ROWS)).toBe('parameters.root');
    expect(findFormPath('urlTemplate.utm_source.value', ROWS)).toBe('parameters.1.value');
    expect(findFormPath('urlTemplate.ref.id.name', ROWS)).toBe('parameters.2.key');
  });

  it('answers null for fields the form does not show', () => {
    expect(findFormPath('platformType', ROWS)).toBeNull();
    expect(findFormPath('urlTemplate.missing.value', ROWS)).toBeNull();
    expect(findFormPath('urlTemplate.utm_source.isDynamic', ROWS)).toBeNull();
  });

  it('lists the contract names of the rows that apply', () => {
    expect(listContractFieldNames(ROWS)).toEqual([
      'name',
      'urlTemplate',
      'urlTemplate.utm_source.value',
      'urlTemplate.utm_source.name',
      'urlTemplate.ref.id.value',
      'urlTemplate.ref.id.name',
    ]);
  });
});
