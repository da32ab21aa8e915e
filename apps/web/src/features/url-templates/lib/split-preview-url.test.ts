import { describe, expect, it } from 'vitest';
import { splitPreviewUrl } from './split-preview-url';

const OURS = new Set(['utm_source', 'utm_campaign']);

describe('splitPreviewUrl', () => {
  it('marks the template’s parameters and keeps everything else as written', () => {
    const url = 'https://acme.test/p?ref=x&utm_source=google&utm_campaign=Spring%20sale#top';
    const segments = splitPreviewUrl(url, OURS);
    expect(segments.map((segment) => segment.text).join('')).toBe(url);
    expect(segments.filter((segment) => segment.isOurs).map((segment) => segment.text)).toEqual([
      'utm_source=google',
      'utm_campaign=Spring%20sale',
    ]);
    expect(segments[0]).toEqual({ text: 'https://acme.test/p?ref=x&', isOurs: false });
    expect(segments.at(-1)).toEqual({ text: '#top', isOurs: false });
  });

  it('reads encoded names and leaves a URL without a query whole', () => {
    expect(splitPreviewUrl('https://acme.test/?utm%5Fsource=a', OURS)[1]).toEqual({
      text: 'utm%5Fsource=a',
      isOurs: true,
    });
    expect(splitPreviewUrl('https://acme.test/#utm_source=a', OURS)).toEqual([
      { text: 'https://acme.test/#utm_source=a', isOurs: false },
    ]);
  });
});
