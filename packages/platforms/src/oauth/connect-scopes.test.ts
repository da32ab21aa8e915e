import { describe, expect, it } from 'vitest';
import { GOOGLE_SCOPES } from '../google/google-platform.js';
import { findMissingConnectScopes, GOOGLE_ADS_SCOPE } from './connect-scopes.js';

describe('findMissingConnectScopes', () => {
  it('insists on the Google Ads scope a person can untick on Google’s granular consent', () => {
    expect(GOOGLE_SCOPES).toContain(GOOGLE_ADS_SCOPE);
    expect(findMissingConnectScopes('google', ['openid', 'email'])).toEqual([GOOGLE_ADS_SCOPE]);
    expect(findMissingConnectScopes('google', ['openid', GOOGLE_ADS_SCOPE])).toEqual([]);
  });

  it('needs one LinkedIn ads scope, r_ads or rw_ads', () => {
    expect(findMissingConnectScopes('linkedin', ['openid', 'profile'])).toEqual(['r_ads']);
    expect(findMissingConnectScopes('linkedin', ['rw_ads'])).toEqual([]);
  });
});
