import { describe, expect, it } from 'vitest';
import { appendFinalUrlSuffix } from './url-template-preview-service.js';

describe('appendFinalUrlSuffix', () => {
  it('appends the suffix as Google does at click time, before the fragment', () => {
    expect(appendFinalUrlSuffix('https://a.example/p', 'utm_source=google')).toBe(
      'https://a.example/p?utm_source=google',
    );
    expect(appendFinalUrlSuffix(' https://a.example/p?ref=nav#top ', 'utm_source=google')).toBe(
      'https://a.example/p?ref=nav&utm_source=google#top',
    );
  });

  it('leaves the final URL as it is without a suffix, and gives up on one it cannot read', () => {
    expect(appendFinalUrlSuffix('https://a.example/p?x=1', null)).toBe('https://a.example/p?x=1');
    expect(appendFinalUrlSuffix('not a url', 'utm_source=google')).toBeNull();
  });
});
