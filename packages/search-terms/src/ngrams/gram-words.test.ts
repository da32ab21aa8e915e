import { describe, expect, it } from 'vitest';
import { lemmaOf } from './gram-words.js';

describe('the lemma of a word', () => {
  it.each([
    ['lamps', 'lamp'],
    ['lilies', 'lily'],
    ['movies', 'movie'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['crutches', 'crutch'],
    ['knives', 'knife'],
    ['women', 'woman'],
    ['sprockets', 'sprocket'],
  ])('reads %s as %s', (word, lemma) => {
    expect(lemmaOf(word)).toBe(lemma);
  });

  it.each(['news', 'canvas', 'status', 'physics', 'glass', 'gas', 'does', '4x4s', 'lamp'])(
    'leaves %s as it is',
    (word) => {
      expect(lemmaOf(word)).toBe(word);
    },
  );
});
