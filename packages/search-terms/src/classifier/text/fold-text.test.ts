import { describe, expect, it } from 'vitest';
import { foldText, tokenize } from './fold-text.js';

describe('foldText', () => {
  it('returns a term that is already folded as it is', () => {
    expect(foldText('quokka saddle 3 pack')).toBe('quokka saddle 3 pack');
  });

  it('folds everything else the same way, whatever the term starts as', () => {
    expect(foldText('Quokka  Saddle')).toBe('quokka saddle');
    expect(foldText(' quokka saddle')).toBe('quokka saddle');
    expect(foldText('quokka saddle ')).toBe('quokka saddle');
    expect(foldText('quokka-saddle')).toBe('quokka saddle');
    expect(foldText("rider's quokka")).toBe('riders quokka');
    expect(foldText('quokka & saddle')).toBe('quokka and saddle');
    expect(foldText('sillín quokka')).toBe('sillin quokka');
    expect(foldText('')).toBe('');
  });

  it('tokenizes folded text into words', () => {
    expect(tokenize('Quokka, Saddle!')).toEqual(['quokka', 'saddle']);
    expect(tokenize('  ')).toEqual([]);
  });
});
