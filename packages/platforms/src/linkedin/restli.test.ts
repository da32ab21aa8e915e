import { describe, expect, it } from 'vitest';
import { buildRestliQuery, encodeRestliString, encodeRestliValue, readUrnId } from './restli.js';

describe('Rest.li 2.0 encoding', () => {
  it('percent-encodes values, including the characters Rest.li reserves', () => {
    expect(encodeRestliString('urn:li:sponsoredCampaign:1')).toBe(
      'urn%3Ali%3AsponsoredCampaign%3A1',
    );
    expect(encodeRestliString("a (b), c's!*")).toBe('a%20%28b%29%2C%20c%27s%21%2A');
  });

  it('writes lists and records with literal structure characters', () => {
    expect(encodeRestliValue(['ACTIVE', 'PAUSED'])).toBe('List(ACTIVE,PAUSED)');
    expect(encodeRestliValue({ status: { values: ['ACTIVE'] }, test: false })).toBe(
      '(status:(values:List(ACTIVE)),test:false)',
    );
    expect(encodeRestliValue([])).toBe('List()');
  });

  it('builds the finder queries of platform-apis.md §B', () => {
    expect(
      buildRestliQuery({
        q: 'search',
        search: {
          campaignGroup: {
            values: ['urn:li:sponsoredCampaignGroup:1', 'urn:li:sponsoredCampaignGroup:2'],
          },
        },
        pageToken: undefined,
      }),
    ).toBe(
      'q=search&search=(campaignGroup:(values:List(urn%3Ali%3AsponsoredCampaignGroup%3A1,urn%3Ali%3AsponsoredCampaignGroup%3A2)))',
    );
    expect(
      buildRestliQuery({ q: 'criteria', campaigns: ['urn:li:sponsoredCampaign:1'], pageSize: 100 }),
    ).toBe('q=criteria&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A1)&pageSize=100');
  });

  it('encodes an opaque page token so that it survives the round trip', () => {
    const token = 'ab+/=:(x)';
    const query = buildRestliQuery({ pageToken: token });
    expect(decodeURIComponent(query.slice('pageToken='.length))).toBe(token);
  });

  it('reads the id at the end of a urn', () => {
    expect(readUrnId('urn:li:sponsoredCreative:123')).toBe('123');
    expect(readUrnId('456')).toBe('456');
  });
});
