import { describe, expect, it } from 'vitest';
import { groupBySentence, uniqueByName } from './group-reading-items';

describe('groupBySentence', () => {
  it('quotes each sentence once, its items beneath it, in the reading’s order', () => {
    const rule = 'Exclude car, van and pet insurance.';
    expect(
      groupBySentence([
        { text: 'car', sentence: rule },
        { text: 'kiln repairs', sentence: 'Exclude kiln repairs.' },
        { text: 'van', sentence: rule },
        { text: 'Lincoln' },
      ]),
    ).toEqual([
      {
        sentence: rule,
        items: [
          { text: 'car', sentence: rule },
          { text: 'van', sentence: rule },
        ],
      },
      {
        sentence: 'Exclude kiln repairs.',
        items: [{ text: 'kiln repairs', sentence: 'Exclude kiln repairs.' }],
      },
      { sentence: undefined, items: [{ text: 'Lincoln' }] },
    ]);
  });
});

describe('uniqueByName', () => {
  it('keeps the first of names that differ only in case', () => {
    expect(
      uniqueByName([
        { name: 'Hearthly', words: ['hearthly'] },
        { name: 'hearthly', words: ['hearthly'] },
      ]),
    ).toEqual([{ name: 'Hearthly', words: ['hearthly'] }]);
  });
});
