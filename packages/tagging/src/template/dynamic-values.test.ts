import { describe, expect, it } from 'vitest';
import { classifyDynamicToken, listDynamicValues } from './dynamic-values.js';

const keysOf = (platform: 'google' | 'linkedin') =>
  listDynamicValues(platform).map((value) => value.key);

describe('the dynamic value catalogue', () => {
  it('offers Google its hierarchy and the ValueTrack macros', () => {
    const keys = keysOf('google');
    for (const key of [
      'campaign_name',
      'ad_group_name',
      'ad_id',
      'account_name',
      'keyword',
      'ifmobile',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(keys).not.toContain('creative_id');
    expect(keys).not.toContain('campaign_group_name');
  });

  it('offers LinkedIn campaign groups and creatives, and no ValueTrack', () => {
    const keys = keysOf('linkedin');
    for (const key of [
      'campaign_group_name',
      'campaign_name',
      'creative_id',
      'creative_name',
      'platform',
    ]) {
      expect(keys, key).toContain(key);
    }
    for (const key of ['ad_group_name', 'ad_id', 'keyword', 'campaignid'])
      expect(keys, key).not.toContain(key);
  });

  it('writes each value as its placeholder', () => {
    const byKey = new Map(listDynamicValues('google').map((value) => [value.key, value]));
    expect(byKey.get('campaign_name')).toMatchObject({
      placeholder: '{campaign_name}',
      source: 'utmost',
    });
    expect(byKey.get('keyword')).toMatchObject({ placeholder: '{keyword}', source: 'valuetrack' });
    expect(byKey.get('ifmobile')?.placeholder).toBe('{ifmobile:[value]}');
  });
});

describe('classifyDynamicToken', () => {
  it('tells Utmost placeholders, ValueTrack macros, values the platform lacks and unknown ones', () => {
    expect(classifyDynamicToken('campaign_name', 'linkedin')).toEqual({
      kind: 'utmost',
      key: 'campaign_name',
    });
    expect(classifyDynamicToken('ad_group_id', 'linkedin')).toEqual({ kind: 'not_offered' });
    expect(classifyDynamicToken('keyword', 'google')).toEqual({ kind: 'valuetrack' });
    expect(classifyDynamicToken('keyword', 'linkedin')).toEqual({ kind: 'not_offered' });
    expect(classifyDynamicToken('ifmobile:phone', 'google')).toEqual({ kind: 'valuetrack' });
    expect(classifyDynamicToken('_promo', 'google')).toEqual({ kind: 'valuetrack' });
    expect(classifyDynamicToken('lpurl+2', 'google')).toEqual({ kind: 'valuetrack' });
    expect(classifyDynamicToken('ifelse:x', 'google')).toEqual({ kind: 'unknown' });
    expect(classifyDynamicToken('Campaign_Name', 'google')).toEqual({ kind: 'unknown' });
  });
});
