import { describe, expect, it } from 'vitest';

import { deriveDemonyms } from './demonyms.js';

describe('deriveDemonyms', () => {
  const demonyms = deriveDemonyms([
    { name: 'ireland', code: 'IE' },
    { name: 'scotland', code: 'GB' },
    { name: 'canada', code: 'CA' },
    { name: 'italy', code: 'IT' },
    { name: 'mexico', code: 'MX' },
    { name: 'pakistan', code: 'PK' },
    { name: 'nigeria', code: 'NG' },
    { name: 'niger', code: 'NE' },
    { name: 'poland', code: 'PL' },
  ]);

  it('derives the regular English forms', () => {
    expect(demonyms.get('irish')).toEqual(['IE']);
    expect(demonyms.get('scottish')).toEqual(['GB']);
    expect(demonyms.get('canadian')).toEqual(['CA']);
    expect(demonyms.get('italian')).toEqual(['IT']);
    expect(demonyms.get('mexican')).toEqual(['MX']);
    expect(demonyms.get('pakistani')).toEqual(['PK']);
  });

  it('keeps the better rule when two places give the same form', () => {
    expect(demonyms.get('nigerian')).toEqual(['NG']);
  });

  it('drops a form that is an English word', () => {
    expect(demonyms.has('polish')).toBe(false);
  });
});
