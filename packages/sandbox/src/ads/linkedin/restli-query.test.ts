import { describe, expect, it } from 'vitest';
import {
  parseRestliValue,
  readValuesCriterion,
  RestliSyntaxError,
  splitQueryString,
} from './restli-query.js';

describe('Rest.li 2.0 query values', () => {
  it('reads objects, lists and decodes the leaves after the structure', () => {
    expect(parseRestliValue('(status:(values:List(ACTIVE,PAUSED)),test:false)')).toEqual({
      status: { values: ['ACTIVE', 'PAUSED'] },
      test: 'false',
    });
    expect(
      parseRestliValue('List(urn%3Ali%3AsponsoredCampaign%3A1,urn%3Ali%3AsponsoredCampaign%3A2)'),
    ).toEqual(['urn:li:sponsoredCampaign:1', 'urn:li:sponsoredCampaign:2']);
    expect(parseRestliValue('(name:(values:List(Q1%20launch%2C%20EU)))')).toEqual({
      name: { values: ['Q1 launch, EU'] },
    });
    expect(parseRestliValue('List()')).toEqual([]);
    expect(parseRestliValue("(name:'')")).toEqual({ name: '' });
  });

  it('reads a value whose structure was percent-encoded as a whole', () => {
    expect(parseRestliValue('List%28urn%253Ali%253AsponsoredCampaign%253A7%29')).toEqual([
      'urn:li:sponsoredCampaign:7',
    ]);
    expect(parseRestliValue('%28status%3A%28values%3AList%28ACTIVE%29%29%29')).toEqual({
      status: { values: ['ACTIVE'] },
    });
  });

  it.each(['(status:(values:List(ACTIVE))', 'List(a,b', '(:x)', '(a:b))', '(a)', 'List(%ZZ)'])(
    'refuses %j',
    (raw) => {
      expect(() => parseRestliValue(raw)).toThrow(RestliSyntaxError);
    },
  );

  it('splits the raw query string without decoding values', () => {
    const parameters = splitQueryString(
      '/rest/adAccounts/1/creatives?q=criteria&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A1)&pageSize=2',
    );
    expect(parameters.get('campaigns')).toBe('List(urn%3Ali%3AsponsoredCampaign%3A1)');
    expect(parameters.get('pageSize')).toBe('2');
  });

  it('reads (values:List(…)) criteria', () => {
    expect(readValuesCriterion({ values: ['A'] }, 'status')).toEqual(['A']);
    expect(() => readValuesCriterion('A', 'status')).toThrow(RestliSyntaxError);
  });
});
