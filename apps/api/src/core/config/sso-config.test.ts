import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';
import { buildSsoConfig, findSsoConfigProblems, type SsoEnvironment } from './sso-config.js';

const NO_VARIABLES = {} as SsoEnvironment;

describe('buildSsoConfig', () => {
  it('points every provider at the mounted sandbox in sandbox mode', () => {
    const config = buildSsoConfig(NO_VARIABLES, {
      platformMode: 'sandbox',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.google).toEqual({
      clientId: 'utmost-sandbox-google',
      clientSecret: 'utmost-sandbox-secret',
      authBaseUrl: 'http://localhost:3000/sandbox/google',
      tokenBaseUrl: 'http://localhost:3000/sandbox/google',
      profileBaseUrl: 'http://localhost:3000/sandbox/google',
      tenant: 'common',
      issuerBaseUrl: 'http://localhost:3000/sandbox/google',
      jwksBaseUrl: 'http://localhost:3000/sandbox/google',
    });
    expect(config.linkedin?.authBaseUrl).toBe('http://localhost:3000/sandbox/linkedin');
    expect(config.microsoft).toMatchObject({
      authBaseUrl: 'http://localhost:3000/sandbox/microsoft',
      profileBaseUrl: 'http://localhost:3000/sandbox/microsoft/graph',
      // The sandbox issues `…/sandbox/microsoft/{tid}/v2.0` and serves its keys there.
      issuerBaseUrl: 'http://localhost:3000/sandbox/microsoft',
      jwksBaseUrl: 'http://localhost:3000/sandbox/microsoft',
    });
  });

  it('enables a provider in live mode only with its client id and secret, at the real hosts', () => {
    const config = buildSsoConfig(
      {
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        MICROSOFT_CLIENT_ID: 'ms-id',
        MICROSOFT_CLIENT_SECRET: 'ms-secret',
        MICROSOFT_TENANT: 'organizations',
      } as SsoEnvironment,
      { platformMode: 'live', publicUrl: 'https://utmost.example.com' },
    );
    expect(config.linkedin).toBeUndefined();
    expect(config.google).toEqual({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      authBaseUrl: 'https://accounts.google.com',
      tokenBaseUrl: 'https://oauth2.googleapis.com',
      profileBaseUrl: 'https://openidconnect.googleapis.com',
      tenant: 'organizations',
      issuerBaseUrl: 'https://accounts.google.com',
      jwksBaseUrl: 'https://accounts.google.com',
    });
    expect(config.microsoft).toMatchObject({
      authBaseUrl: 'https://login.microsoftonline.com',
      tokenBaseUrl: 'https://login.microsoftonline.com',
      profileBaseUrl: 'https://graph.microsoft.com',
      tenant: 'organizations',
      issuerBaseUrl: 'https://login.microsoftonline.com',
      jwksBaseUrl: 'https://login.microsoftonline.com',
    });
  });

  it('takes the Microsoft issuer and key hosts from their variables', () => {
    const config = buildSsoConfig(
      {
        MICROSOFT_AUTH_BASE_URL: 'http://idp.test/ms',
        MICROSOFT_ISSUER_BASE_URL: 'https://login.microsoftonline.us',
        MICROSOFT_JWKS_BASE_URL: 'http://keys.test/ms',
      } as SsoEnvironment,
      { platformMode: 'sandbox', publicUrl: 'http://localhost:3000' },
    );
    expect(config.microsoft).toMatchObject({
      authBaseUrl: 'http://idp.test/ms',
      issuerBaseUrl: 'https://login.microsoftonline.us',
      jwksBaseUrl: 'http://keys.test/ms',
    });
  });

  it('takes every host from its variable', () => {
    const config = buildSsoConfig(
      {
        LINKEDIN_CLIENT_ID: 'li',
        LINKEDIN_CLIENT_SECRET: 'li-secret',
        LINKEDIN_AUTH_BASE_URL: 'http://idp.test/linkedin',
        LINKEDIN_USERINFO_BASE_URL: 'http://api.test/linkedin',
      } as SsoEnvironment,
      { platformMode: 'live', publicUrl: 'http://localhost:3000' },
    );
    expect(config.linkedin).toMatchObject({
      authBaseUrl: 'http://idp.test/linkedin',
      tokenBaseUrl: 'http://idp.test/linkedin',
      profileBaseUrl: 'http://api.test/linkedin',
    });
  });
});

describe('findSsoConfigProblems', () => {
  it('reports a client id without its secret and the reverse', () => {
    expect(
      findSsoConfigProblems({ GOOGLE_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 'secret' }),
    ).toEqual([
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
      'MICROSOFT_CLIENT_ID: is required when MICROSOFT_CLIENT_SECRET is set',
    ]);
    expect(
      findSsoConfigProblems({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's' }),
    ).toEqual([]);
  });
});

describe('loadConfig with sign-in settings', () => {
  it('reports bad sign-in variables with the others', () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({
        PLATFORM_MODE: 'live',
        GOOGLE_CLIENT_ID: 'id',
        LINKEDIN_AUTH_BASE_URL: 'ftp://x',
      });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      'LINKEDIN_AUTH_BASE_URL: must be an http:// or https:// URL',
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
    ]);
  });

  it('takes a Microsoft tenant id or keyword, not a domain name', () => {
    const tenant = 'F2A1C3D4-5B6E-4F70-8A9B-0C1D2E3F4A5B';
    expect(loadConfig({ MICROSOFT_TENANT: tenant }).sso.microsoft?.tenant).toBe(
      tenant.toLowerCase(),
    );
    expect(loadConfig({ MICROSOFT_TENANT: 'organizations' }).sso.microsoft?.tenant).toBe(
      'organizations',
    );
    expect(() => loadConfig({ MICROSOFT_TENANT: 'contoso.onmicrosoft.com' })).toThrow(
      /MICROSOFT_TENANT: must be common, organizations, consumers or a tenant \(directory\) id/,
    );
  });

  it('builds the providers from PUBLIC_URL and the mode', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://demo.example.com/' });
    expect(config.sso.microsoft?.authBaseUrl).toBe('https://demo.example.com/sandbox/microsoft');
    expect(loadConfig({ PLATFORM_MODE: 'live' }).sso).toEqual({
      google: undefined,
      linkedin: undefined,
      microsoft: undefined,
    });
  });
});
