import { describe, expect, it } from 'vitest';

import { deriveDemonyms } from './demonyms.js';

describe('deriveDemonyms', () => {
  const demonyms = deriveDemonyms([
    // Invented: a stem that ends in "e" drops it before "ish".
    { name: 'moreland', code: 'XM' },
    { name: 'finland', code: 'FI' },
    { name: 'grenada', code: 'GD' },
    { name: 'italy', code: 'IT' },
    { name: 'morocco', code: 'MA' },
    { name: 'pakistan', code: 'PK' },
    // Invented: "valdorian" is Valdoria's by "+n" and Valdor's by "+ian".
    { name: 'valdoria', code: 'XA' },
    { name: 'valdor', code: 'XB' },
    { name: 'greenland', code: 'GL' },
  ]);

  it('derives the regular English forms', () => {
    expect(demonyms.get('morish')).toEqual(['XM']);
    expect(demonyms.get('finnish')).toEqual(['FI']);
    expect(demonyms.get('grenadian')).toEqual(['GD']);
    expect(demonyms.get('italian')).toEqual(['IT']);
    expect(demonyms.get('moroccan')).toEqual(['MA']);
    expect(demonyms.get('pakistani')).toEqual(['PK']);
  });

  it('keeps the better rule when two places give the same form', () => {
    expect(demonyms.get('valdorian')).toEqual(['XA']);
  });

  it('drops a form that is an English word', () => {
    expect(demonyms.has('greenish')).toBe(false);
  });
});
