import { describe, expect, it } from 'vitest';
import type { MicrosoftIdToken } from './microsoft-id-token.js';
import { SSO_PROVIDER_DESCRIPTIONS } from './sso-providers.js';

const { google, linkedin, microsoft } = SSO_PROVIDER_DESCRIPTIONS;

const TENANT = '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40';
const OBJECT_ID = '3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31';
const ID_TOKEN: MicrosoftIdToken = {
  tid: TENANT,
  oid: OBJECT_ID,
  email: 'edsger@contoso.test',
  isEmailDomainVerified: true,
  name: 'Edsger Dijkstra',
  preferredUsername: 'edsger@contoso.test',
};
const GRAPH_ME = {
  id: OBJECT_ID,
  displayName: 'Edsger Dijkstra',
  givenName: 'Edsger',
  surname: 'Dijkstra',
  mail: 'someone.else@victim.test',
  userPrincipalName: 'Edsger@Contoso.test',
};

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
      // Verified by Google, but not an address Google hosts: no `hd`, not @gmail.com.
      isEmailProven: false,
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
      isEmailProven: false,
      firstName: 'Margaret',
      lastName: 'Heafield Hamilton',
    });
  });

  it('counts a verified Google address as proof only for @gmail.com or a hosted domain', () => {
    const read = (email: string, hd?: string) =>
      google.readProfile({ sub: '1', email, email_verified: true, ...(hd && { hd }) })
        ?.isEmailProven;
    expect(read('ada@gmail.com')).toBe(true);
    expect(read('ada@example.com', 'example.com')).toBe(true);
    expect(read('ada@example.com')).toBe(false);
    expect(read('ada@gmail.com.evil.test')).toBe(false);
    expect(
      linkedin.readProfile({ sub: 'm', email: 'm@x.test', email_verified: true }),
    ).toMatchObject({ isEmailProven: true });
  });

  it('keys a Microsoft person on tid and oid and proves the address only with xms_edov', () => {
    expect(microsoft.readProfile(GRAPH_ME, ID_TOKEN)).toEqual({
      provider: 'microsoft',
      subject: `${TENANT}:${OBJECT_ID}`,
      email: 'edsger@contoso.test',
      isEmailProven: true,
      firstName: 'Edsger',
      lastName: 'Dijkstra',
    });
    const unverified = { ...ID_TOKEN, isEmailDomainVerified: false };
    expect(microsoft.readProfile(GRAPH_ME, unverified)).toMatchObject({
      email: 'edsger@contoso.test',
      isEmailProven: false,
    });
  });

  it('never takes Graph mail or the user principal name as proof', () => {
    const withoutEmail = { ...ID_TOKEN, email: undefined };
    expect(microsoft.readProfile(GRAPH_ME, withoutEmail)).toMatchObject({
      email: 'someone.else@victim.test',
      isEmailProven: false,
    });
    expect(
      microsoft.readProfile(
        { ...GRAPH_ME, mail: null, givenName: null, surname: null },
        withoutEmail,
      ),
    ).toMatchObject({
      email: 'edsger@contoso.test',
      isEmailProven: false,
      firstName: 'Edsger',
      lastName: 'Dijkstra',
    });
  });

  it('reads no Microsoft profile without a validated ID token', () => {
    expect(microsoft.readProfile(GRAPH_ME)).toBeUndefined();
  });

  it('refuses answers without a subject', () => {
    expect(google.readProfile({ email: 'a@b.c' })).toBeUndefined();
    expect(microsoft.readProfile('nope', ID_TOKEN)).toBeUndefined();
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
      issuerBaseUrl: 'https://login.microsoftonline.com',
      jwksBaseUrl: 'https://login.microsoftonline.com',
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
