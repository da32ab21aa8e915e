import { describe, expect, it } from 'vitest';
import { SSO_PROVIDER_DESCRIPTIONS } from './sso-providers.js';

const { google, linkedin, microsoft } = SSO_PROVIDER_DESCRIPTIONS;

describe('reading provider profiles', () => {
  it('maps OIDC userinfo with a verified e-mail', () => {
    expect(
      google.readProfile({
        sub: '1049',
        email: 'Ada.Lovelace@Example.com',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
      }),
    ).toEqual({
      provider: 'google',
      subject: '1049',
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('leaves out an e-mail the provider has not verified', () => {
    const profile = linkedin.readProfile({
      sub: 'mH4k',
      email: 'someone@example.com',
      email_verified: false,
      name: 'Margaret Heafield Hamilton',
    });
    expect(profile).toEqual({
      provider: 'linkedin',
      subject: 'mH4k',
      email: undefined,
      firstName: 'Margaret',
      lastName: 'Heafield Hamilton',
    });
  });

  it('maps Microsoft Graph /me, falling back to the user principal name', () => {
    expect(
      microsoft.readProfile({
        id: '3f2a',
        displayName: 'Edsger Dijkstra',
        givenName: null,
        surname: null,
        mail: null,
        userPrincipalName: 'Edsger@Contoso.test',
      }),
    ).toEqual({
      provider: 'microsoft',
      subject: '3f2a',
      email: 'edsger@contoso.test',
      firstName: 'Edsger',
      lastName: 'Dijkstra',
    });
  });

  it('refuses answers without a subject', () => {
    expect(google.readProfile({ email: 'a@b.c' })).toBeUndefined();
    expect(microsoft.readProfile('nope')).toBeUndefined();
  });
});

describe('provider endpoints', () => {
  it('follow the real providers paths below the configured hosts', () => {
    const config = {
      clientId: 'id',
      clientSecret: 'secret',
      authBaseUrl: 'https://login.microsoftonline.com',
      tokenBaseUrl: 'https://login.microsoftonline.com',
      profileBaseUrl: 'https://graph.microsoft.com',
      tenant: 'common',
    };
    expect(microsoft.findAuthorizeUrl(config)).toBe(
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    );
    expect(microsoft.findTokenUrl(config)).toBe(
      'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    );
    expect(microsoft.findProfileUrl(config)).toBe('https://graph.microsoft.com/v1.0/me');
    expect(microsoft.scopes).toContain('User.Read');
    expect(google.scopes.join(' ')).toBe('openid email profile');
    expect(linkedin.scopes.join(' ')).toBe('openid profile email');
  });
});
