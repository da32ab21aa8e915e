import { describe, expect, it } from 'vitest';
import { buildGoogleAd, buildLinkedInAd } from '../test-fixtures.js';
import { prepareTemplate } from './prepare-template.js';
import { HUBSPOT_URL_TEMPLATES, DEFAULT_URL_TEMPLATES } from './presets.js';
import { renderTemplate } from './render-template.js';
import { loadTemplate, toUrlTemplateMap, type UrlTemplateMap } from './url-template.js';

const dynamic = (value: string) => ({ value, isDynamic: true });
const fixed = (value: string) => ({ value, isDynamic: false });

describe('loadTemplate', () => {
  it('keeps the order and drops the rows flagged toBeDeleted', () => {
    const urlTemplate: UrlTemplateMap = {
      utm_source: fixed('google'),
      utm_medium: { ...fixed('cpc'), toBeDeleted: true },
      utm_campaign: dynamic('{campaign_name}'),
      ref: { ...fixed('x'), toBeDeleted: false },
    };
    expect(loadTemplate(urlTemplate).map((entry) => entry.name)).toEqual([
      'utm_source',
      'utm_campaign',
      'ref',
    ]);
    expect(toUrlTemplateMap(loadTemplate(urlTemplate))).toEqual({
      utm_source: fixed('google'),
      utm_campaign: dynamic('{campaign_name}'),
      ref: fixed('x'),
    });
  });
});

describe('renderTemplate', () => {
  it('resolves Utmost placeholders from the Google hierarchy and encodes the values', () => {
    const { pairs, ignoredParameters } = renderTemplate(
      {
        utm_source: fixed('google'),
        utm_campaign: dynamic('{campaign_name}'),
        utm_content: dynamic('{ad_group_name}'),
        utm_id: dynamic('{campaign_id}'),
        acc: dynamic('{account_name}'),
        ad: dynamic('ad_id'),
        where: dynamic('{platform}'),
      },
      { ad: buildGoogleAd(), accountName: 'Shop GmbH' },
      'google',
    );
    expect(ignoredParameters).toEqual([]);
    expect(pairs).toEqual([
      { name: 'utm_source', value: 'google', encodedValue: 'google' },
      {
        name: 'utm_campaign',
        value: 'Brand Search – DE',
        encodedValue: 'Brand%20Search%20%E2%80%93%20DE',
      },
      { name: 'utm_content', value: 'Shoes & Boots', encodedValue: 'Shoes%20%26%20Boots' },
      { name: 'utm_id', value: '111', encodedValue: '111' },
      { name: 'acc', value: 'Shop GmbH', encodedValue: 'Shop%20GmbH' },
      { name: 'ad', value: '333', encodedValue: '333' },
      { name: 'where', value: 'google', encodedValue: 'google' },
    ]);
  });

  it('resolves LinkedIn campaign groups and creatives', () => {
    const { pairs } = renderTemplate(
      {
        group: dynamic('{campaign_group_name}'),
        group_id: dynamic('{campaign_group_id}'),
        creative: dynamic('{creative_name}'),
        creative_id: dynamic('{creative_id}'),
      },
      { ad: buildLinkedInAd() },
      'linkedin',
    );
    expect(pairs.map((pair) => [pair.name, pair.value])).toEqual([
      ['group', 'Always on'],
      ['group_id', '608900101'],
      ['creative', 'Text – clean'],
      ['creative_id', '808900101'],
    ]);
  });

  it('passes ValueTrack macros through on Google, braces literal, mixed with text', () => {
    const { pairs } = renderTemplate(
      {
        utm_term: dynamic('{keyword}'),
        utm_content: dynamic('q1 {campaign_name}/{matchtype}'),
        device: dynamic('{ifmobile:phone & tablet}'),
        promo: dynamic('{_promo}'),
      },
      { ad: buildGoogleAd() },
      'google',
    );
    expect(pairs.map((pair) => pair.encodedValue)).toEqual([
      '{keyword}',
      'q1%20Brand%20Search%20%E2%80%93%20DE%2F{matchtype}',
      '{ifmobile:phone%20%26%20tablet}',
      '{_promo}',
    ]);
    expect(pairs[1]?.value).toBe('q1 Brand Search – DE/{matchtype}');
  });

  it('encodes static values completely, braces included', () => {
    const { pairs } = renderTemplate(
      { a: fixed('{keyword}'), b: fixed('x=1&y=2#z?'), c: fixed('50% off + more') },
      { ad: buildGoogleAd() },
      'google',
    );
    expect(pairs.map((pair) => pair.encodedValue)).toEqual([
      '%7Bkeyword%7D',
      'x%3D1%26y%3D2%23z%3F',
      '50%25%20off%20%2B%20more',
    ]);
  });

  it('repairs a lone surrogate instead of failing the ad', () => {
    const { pairs } = renderTemplate(
      { utm_campaign: dynamic('{campaign_name}') },
      { ad: buildGoogleAd({ campaign: { name: 'Summer \uD83D' } }) },
      'google',
    );
    expect(pairs[0]?.encodedValue).toBe('Summer%20%EF%BF%BD');
  });

  it('ignores each parameter it cannot write, with its reason', () => {
    const { pairs, ignoredParameters } = renderTemplate(
      [
        { name: 'utm_source', value: 'linkedin', isDynamic: false },
        { name: 'utm_term', value: '{keyword}', isDynamic: true },
        { name: 'utm_content', value: '{ad_group_name}', isDynamic: true },
        { name: 'utm_id', value: '{nonsense}', isDynamic: true },
        { name: 'bad name', value: 'x', isDynamic: false },
        { name: 'empty', value: '  ', isDynamic: false },
        { name: 'utm_source', value: 'again', isDynamic: false },
        { name: 'acc', value: '{account_name}', isDynamic: true },
      ],
      { ad: buildLinkedInAd() },
      'linkedin',
    );
    expect(pairs.map((pair) => pair.name)).toEqual(['utm_source']);
    expect(ignoredParameters).toEqual([
      { name: 'utm_term', reason: 'DYNAMIC_VALUE_NOT_OFFERED', dynamicValue: '{keyword}' },
      { name: 'utm_content', reason: 'DYNAMIC_VALUE_NOT_OFFERED', dynamicValue: '{ad_group_name}' },
      { name: 'utm_id', reason: 'UNKNOWN_DYNAMIC_VALUE', dynamicValue: '{nonsense}' },
      { name: 'bad name', reason: 'INVALID_PARAMETER_NAME' },
      { name: 'empty', reason: 'EMPTY_VALUE' },
      { name: 'utm_source', reason: 'DUPLICATE_PARAMETER' },
      { name: 'acc', reason: 'EMPTY_VALUE', dynamicValue: '{account_name}' },
    ]);
  });

  it('ignores a placeholder that resolves empty for this ad only', () => {
    const template = { utm_content: dynamic('ad_{ad_name}') };
    const unnamed = renderTemplate(template, { ad: buildGoogleAd({ name: null }) }, 'google');
    expect(unnamed.ignoredParameters).toEqual([
      { name: 'utm_content', reason: 'EMPTY_VALUE', dynamicValue: '{ad_name}' },
    ]);
    const named = renderTemplate(template, { ad: buildGoogleAd({ name: 'Hero' }) }, 'google');
    expect(named.pairs[0]?.encodedValue).toBe('ad_Hero');
  });

  it('treats stray braces as text', () => {
    const { pairs } = renderTemplate(
      { a: dynamic('x{campaign_id') },
      { ad: buildGoogleAd() },
      'google',
    );
    expect(pairs[0]?.encodedValue).toBe('x%7Bcampaign_id');
  });

  it('renders the presets for both platforms without ignoring anything', () => {
    const contexts = {
      google: { ad: buildGoogleAd(), accountName: 'A' },
      linkedin: { ad: buildLinkedInAd(), accountName: 'A' },
    };
    for (const platform of ['google', 'linkedin'] as const) {
      for (const template of [DEFAULT_URL_TEMPLATES[platform], HUBSPOT_URL_TEMPLATES[platform]]) {
        expect(renderTemplate(template, contexts[platform], platform).ignoredParameters).toEqual(
          [],
        );
      }
    }
  });

  it('keeps the template order and lists every valid name as a key', () => {
    const prepared = prepareTemplate(
      { b: fixed('1'), 'bad key': fixed('2'), a: dynamic('{keyword}') },
      'linkedin',
    );
    expect(prepared.keys).toEqual(['b', 'a']);
  });

  it('refuses a template prepared for another platform', () => {
    const prepared = prepareTemplate({ a: fixed('1') }, 'google');
    expect(() => renderTemplate(prepared, { ad: buildLinkedInAd() }, 'linkedin')).toThrow(/google/);
  });
});
