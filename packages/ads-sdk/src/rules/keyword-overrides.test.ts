import { describe, expect, it } from 'vitest';
import { describeKeywordOverrides, writeGoogleKeyword } from './keyword-overrides.js';

describe('writeGoogleKeyword', () => {
  it('writes exact in brackets, phrase in quotes and broad as is', () => {
    expect(writeGoogleKeyword({ text: 'red shoes', matchType: 'EXACT' })).toBe('[red shoes]');
    expect(writeGoogleKeyword({ text: 'red shoes', matchType: 'PHRASE' })).toBe('"red shoes"');
    expect(writeGoogleKeyword({ text: 'red shoes', matchType: 'BROAD' })).toBe('red shoes');
  });
});

describe('describeKeywordOverrides', () => {
  it('names each keyword with the fields of its own that win over the ad’s', () => {
    expect(
      describeKeywordOverrides([
        {
          criterionId: '1',
          text: 'espresso beans',
          matchType: 'EXACT',
          fields: ['finalUrlSuffix'],
        },
        {
          criterionId: '2',
          text: 'dark roast',
          matchType: 'PHRASE',
          fields: ['trackingUrlTemplate', 'urlCustomParameters'],
        },
      ]),
    ).toBe(
      '[espresso beans] (final URL suffix), "dark roast" (tracking template, custom parameters)',
    );
  });
});
