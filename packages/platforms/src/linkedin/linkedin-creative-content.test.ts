import { describe, expect, it } from 'vitest';
import { readCreativeContent, readPostLandingPages } from './linkedin-creative-content.js';

describe('readCreativeContent', () => {
  it('reads the landing page a text ad or a spotlight ad carries', () => {
    expect(
      readCreativeContent({ content: { textAd: { landingPage: 'https://a.example/' } } }),
    ).toEqual({
      type: 'textAd',
      landingPages: ['https://a.example/'],
      postUrn: null,
    });
    expect(
      readCreativeContent({
        content: { spotlight: { headline: 'x', landingPage: 'https://s.example/' } },
      }),
    ).toEqual({ type: 'spotlight', landingPages: ['https://s.example/'], postUrn: null });
    expect(
      readCreativeContent({ content: { textAd: { headline: 'no link' } } }).landingPages,
    ).toEqual([]);
  });

  it('points sponsored content at its post, but not message ads at their InMail content', () => {
    expect(readCreativeContent({ content: { reference: 'urn:li:share:1' } }).postUrn).toBe(
      'urn:li:share:1',
    );
    expect(readCreativeContent({ content: { reference: 'urn:li:ugcPost:2' } }).postUrn).toBe(
      'urn:li:ugcPost:2',
    );
    expect(readCreativeContent({ content: { reference: 'urn:li:adInMailContent:3' } })).toEqual({
      type: 'reference',
      landingPages: [],
      postUrn: null,
    });
  });

  it('reads a carousel the creative carries itself card by card, in place', () => {
    expect(
      readCreativeContent({
        content: { carousel: { cards: [{ media: {} }, { landingPage: 'https://2.example/' }] } },
      }),
    ).toEqual({ type: 'carousel', landingPages: ['', 'https://2.example/'], postUrn: null });
  });

  it('copes with creatives without content (follow, jobs, none)', () => {
    expect(readCreativeContent({ content: { follow: { headline: 'Follow' } } })).toEqual({
      type: 'follow',
      landingPages: [],
      postUrn: null,
    });
    expect(readCreativeContent({})).toEqual({ type: 'unknown', landingPages: [], postUrn: null });
  });
});

describe('readPostLandingPages', () => {
  it('reads contentLandingPage, else the article source, and carousel cards in place', () => {
    expect(readPostLandingPages({ contentLandingPage: 'https://p.example/' })).toEqual([
      'https://p.example/',
    ]);
    expect(
      readPostLandingPages({ content: { article: { source: 'https://article.example/' } } }),
    ).toEqual(['https://article.example/']);
    expect(
      readPostLandingPages({
        contentLandingPage: 'https://p.example/',
        content: {
          carousel: {
            cards: [
              { landingPage: 'https://1.example/' },
              { media: {} },
              { landingPage: 'https://2.example/' },
            ],
          },
        },
      }),
    ).toEqual(['https://1.example/', '', 'https://2.example/']);
    expect(readPostLandingPages({ commentary: 'event' })).toEqual([]);
  });
});
