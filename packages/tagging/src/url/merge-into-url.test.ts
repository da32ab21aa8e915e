import { describe, expect, it } from 'vitest';
import { checkLandingUrl, mergeIntoUrl, removeFromUrl } from './merge-into-url.js';

const pairs = [
  { name: 'utm_source', value: 'linkedin' },
  { name: 'utm_campaign', value: 'Q1 launch & more' },
];
const tagged = 'utm_source=linkedin&utm_campaign=Q1%20launch%20%26%20more';

describe('mergeIntoUrl', () => {
  it('adds a query, or appends to one, before the fragment', () => {
    expect(mergeIntoUrl('https://a.example', pairs)).toEqual({
      ok: true,
      url: `https://a.example?${tagged}`,
    });
    expect(mergeIntoUrl('https://a.example/p?x=1#top', pairs)).toEqual({
      ok: true,
      url: `https://a.example/p?x=1&${tagged}#top`,
    });
    expect(mergeIntoUrl('https://a.example/#/route?view=2', pairs)).toEqual({
      ok: true,
      url: `https://a.example/?${tagged}#/route?view=2`,
    });
    expect(mergeIntoUrl('https://a.example/?', pairs)).toEqual({
      ok: true,
      url: `https://a.example/?${tagged}`,
    });
  });

  it('replaces existing values in place and keeps foreign parameters untouched', () => {
    const url = 'https://a.example/offer?utm_source=li&utm_medium=cpc&utm_campaign=q1&gclid=x#top';
    expect(mergeIntoUrl(url, pairs)).toEqual({
      ok: true,
      url: 'https://a.example/offer?utm_source=linkedin&utm_medium=cpc&utm_campaign=Q1%20launch%20%26%20more&gclid=x#top',
    });
  });

  it('accepts upper-case schemes, ports, user info and IPv6 hosts, and trims whitespace', () => {
    for (const url of [
      'HTTPS://A.example/x',
      'http://a.example:8080/',
      'https://u:p@a.example/',
      'http://[::1]:3000/',
    ]) {
      const result = mergeIntoUrl(url, pairs);
      expect(result.ok, url).toBe(true);
    }
    expect(mergeIntoUrl('  https://a.example/ \n', pairs)).toEqual({
      ok: true,
      url: `https://a.example/?${tagged}`,
    });
  });

  it('reports a missing landing page', () => {
    for (const url of [null, undefined, '', '   ']) {
      expect(mergeIntoUrl(url, pairs)).toEqual({ ok: false, errorType: 'NO_LANDING_PAGE' });
    }
  });

  it('reports landing pages it cannot parse', () => {
    const unparsable = [
      'not a url at all',
      'htp://apollo guidance',
      'ftp://a.example/',
      'javascript:alert(1)',
      'https://',
      'https:///path',
      'https://a.example:80x/',
      'https://[::1/',
      '//a.example/',
      'https://a b.example/',
    ];
    for (const url of unparsable) {
      expect(mergeIntoUrl(url, pairs), url).toEqual({
        ok: false,
        errorType: 'NOT_PARSED_LANDING_PAGE',
      });
    }
  });

  it('reports URL_TOO_LONG one character past the limit, not at it', () => {
    const url = 'https://a.example/';
    const length = `${url}?${tagged}`.length;
    expect(mergeIntoUrl(url, pairs, { maxLength: length })).toEqual({
      ok: true,
      url: `${url}?${tagged}`,
    });
    expect(mergeIntoUrl(url, pairs, { maxLength: length - 1 })).toEqual({
      ok: false,
      errorType: 'URL_TOO_LONG',
    });
  });

  it('reports a template it cannot write: no pairs, a bad name, an empty or unsafe value', () => {
    const url = 'https://a.example/';
    const refusals = [
      [],
      [{ name: 'utm source', value: 'x' }],
      [{ name: 'utm_source', value: '' }],
      [{ name: 'utm_source', value: 'x', encodedValue: 'a&b=c' }],
      [{ name: 'utm_source', value: 'x', encodedValue: 'a#b' }],
    ];
    for (const refused of refusals) {
      expect(mergeIntoUrl(url, refused)).toEqual({
        ok: false,
        errorType: 'NOT_CALCULATED_URL_TEMPLATE',
      });
    }
  });

  it('keeps ValueTrack braces that come encoded already', () => {
    expect(
      mergeIntoUrl('https://a.example/', [
        { name: 'utm_term', value: '{keyword}', encodedValue: '{keyword}' },
      ]),
    ).toEqual({
      ok: true,
      url: 'https://a.example/?utm_term={keyword}',
    });
  });
});

describe('removeFromUrl', () => {
  it('removes our keys and keeps the rest', () => {
    expect(
      removeFromUrl(`https://a.example/p?x=1&${tagged}#top`, ['utm_source', 'utm_campaign']),
    ).toEqual({
      ok: true,
      url: 'https://a.example/p?x=1#top',
      removed: { utm_source: 'linkedin', utm_campaign: 'Q1%20launch%20%26%20more' },
    });
    expect(
      removeFromUrl(`https://a.example/?${tagged}`, ['utm_source', 'utm_campaign']),
    ).toMatchObject({
      url: 'https://a.example/',
    });
  });

  it('reports missing and unparsable URLs', () => {
    expect(removeFromUrl(null, ['a'])).toEqual({ ok: false, errorType: 'NO_LANDING_PAGE' });
    expect(removeFromUrl('nope', ['a'])).toEqual({
      ok: false,
      errorType: 'NOT_PARSED_LANDING_PAGE',
    });
  });
});

describe('checkLandingUrl', () => {
  it('checks presence, shape and length', () => {
    expect(checkLandingUrl('https://a.example/', 18)).toEqual({
      ok: true,
      url: 'https://a.example/',
    });
    expect(checkLandingUrl('https://a.example/', 17)).toEqual({
      ok: false,
      errorType: 'URL_TOO_LONG',
    });
    expect(checkLandingUrl(' ')).toEqual({ ok: false, errorType: 'NO_LANDING_PAGE' });
    expect(checkLandingUrl('www.a.example')).toEqual({
      ok: false,
      errorType: 'NOT_PARSED_LANDING_PAGE',
    });
  });
});
