import { describe, expect, it } from 'vitest';
import { mergeIntoTrackingTemplate, removeFromTrackingTemplate } from './tracking-template.js';

const pairs = [
  { name: 'utm_source', value: 'google', encodedValue: 'google' },
  { name: 'utm_term', value: '{keyword}', encodedValue: '{keyword}' },
];

describe('mergeIntoTrackingTemplate', () => {
  it('builds {lpurl}?… when there is no template', () => {
    for (const template of [null, '', '  ']) {
      expect(mergeIntoTrackingTemplate(template, pairs, 2048)).toEqual({
        ok: true,
        template: '{lpurl}?utm_source=google&utm_term={keyword}',
        replaced: {},
      });
    }
  });

  it('keeps a template’s foreign parameters and reports the values it replaced', () => {
    expect(
      mergeIntoTrackingTemplate('{lpurl}?x=1&utm_source=old&utm_term={keyword}', pairs, 2048),
    ).toEqual({
      ok: true,
      template: '{lpurl}?x=1&utm_source=google&utm_term={keyword}',
      replaced: { utm_source: 'old' },
    });
    expect(mergeIntoTrackingTemplate('{lpurl}', pairs, 2048)).toMatchObject({
      template: '{lpurl}?utm_source=google&utm_term={keyword}',
    });
  });

  it('never writes into a redirect template or an unknown shape', () => {
    for (const template of ['https://t.example/r?u={lpurl}', '{lpurl}&x=1', '{escapedlpurl}?x=1']) {
      expect(mergeIntoTrackingTemplate(template, pairs, 2048)).toEqual({
        ok: false,
        errorType: 'NOT_CALCULATED_URL_TEMPLATE',
      });
    }
  });

  it('keeps to the length limit exactly', () => {
    const length = '{lpurl}?utm_source=google&utm_term={keyword}'.length;
    expect(mergeIntoTrackingTemplate(null, pairs, length).ok).toBe(true);
    expect(mergeIntoTrackingTemplate(null, pairs, length - 1)).toEqual({
      ok: false,
      errorType: 'URL_TOO_LONG',
    });
  });
});

describe('removeFromTrackingTemplate', () => {
  it('removes the keys from a {lpurl} template', () => {
    expect(removeFromTrackingTemplate('{lpurl}?utm_source=x&a=1', ['utm_source'])).toEqual({
      template: '{lpurl}?a=1',
      removed: { utm_source: 'x' },
    });
    expect(removeFromTrackingTemplate('{lpurl}?utm_source=x', ['utm_source']).template).toBe(
      '{lpurl}',
    );
  });

  it('leaves other templates, and templates without the keys, as they are', () => {
    expect(
      removeFromTrackingTemplate('https://t.example/?utm_source=x&u={lpurl}', ['utm_source']),
    ).toEqual({
      template: 'https://t.example/?utm_source=x&u={lpurl}',
      removed: {},
    });
    expect(removeFromTrackingTemplate(null, ['a'])).toEqual({ template: null, removed: {} });
    expect(removeFromTrackingTemplate('{lpurl}?b=1', ['a']).template).toBe('{lpurl}?b=1');
  });
});
