import { beforeAll, describe, expect, it } from 'vitest';

import { describeNonProduct, isPlaceName, tellsFoundingStory } from './not-a-product.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe('describeNonProduct', () => {
  it.each([
    ['Nova Scotia', 'place'],
    ['Winnipeg', 'place'],
    ['Our beginnings', 'founding-story'],
    ['Since 1962', 'founding-story'],
    ['Meet the founders', 'founding-story'],
    ['Flavours', 'feature'],
    ['Click & Collect', 'feature'],
    ['Book online', 'feature'],
    ['Owner portal', 'feature'],
    ['Next-day delivery', 'feature'],
    ['Size guide', 'feature'],
    ['Subscribe & Save', 'plan'],
    ['Puppy Plan', 'plan'],
    ['Kitewell Club', 'plan'],
    ['Pay as you go', 'plan'],
    ['Subscribe & Save 20%', 'plan'],
    ['Enterprise', 'plan'],
  ])('reads %s as a %s', (name, kind) => {
    expect(describeNonProduct(name, 'Kitewell')).toBe(kind);
  });

  it.each([
    'Box kite',
    'Sugar-free fudge',
    'Water delivery rounds',
    'Kite repairs',
    'Winter boots',
    'Turkey crowns',
    'Kitewell',
  ])('leaves %s to be a product', (name) => {
    expect(describeNonProduct(name, 'Kitewell')).toBeNull();
  });
});

describe('tellsFoundingStory', () => {
  it.each([
    'Kitewell was founded in 1994 by two sailmakers.',
    'We started Kitewell because no shop sold racing kites.',
    'A second workshop followed in Moncton in 2008.',
    'Kitewell began in a Halifax garage.',
  ])('reads "%s" as the founding story', (sentence) => {
    expect(tellsFoundingStory(sentence)).toBe(true);
  });

  it.each([
    'Kitewell sells stunt kites and spare lines across Canada.',
    'Get started in minutes with a beginner kite.',
  ])('reads "%s" as no story', (sentence) => {
    expect(tellsFoundingStory(sentence)).toBe(false);
  });
});

describe('isPlaceName', () => {
  it('needs every word to be part of a place', () => {
    expect(isPlaceName('the Yukon')).toBe(true);
    expect(isPlaceName('Yukon kites')).toBe(false);
    expect(isPlaceName('Turkey')).toBe(false); // a common word first
  });
});
