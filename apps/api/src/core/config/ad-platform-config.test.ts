import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';
import { findConfigProblems } from '../../../test/helpers/config-problems.js';

const SECRET = 'a'.repeat(32);

describe('ad-platform configuration', () => {
  it('points both platforms at the mounted sandbox by default', () => {
    const { adPlatforms } = loadConfig({ PUBLIC_URL: 'http://localhost:4000' }, '/srv/utmost');
    expect(adPlatforms.google).toMatchObject({
      clientId: 'utmost-sandbox-google-ads',
      // Sunset on 2026-09-09 and ignored by Google: none is sent unless configured.
      developerToken: null,
      apiVersion: 'v25',
      urls: {
        apiBaseUrl: 'http://localhost:4000/sandbox/google-ads',
        authorizeUrl: 'http://localhost:4000/sandbox/google/o/oauth2/v2/auth',
        tokenUrl: 'http://localhost:4000/sandbox/google/token',
      },
    });
    expect(adPlatforms.linkedin).toMatchObject({
      clientId: 'utmost-sandbox-linkedin-ads',
      urls: { apiBaseUrl: 'http://localhost:4000/sandbox/linkedin-api/rest' },
    });
    expect(adPlatforms.retry).toEqual({ maxAttempts: 4, maxDelayMs: 30_000 });
  });

  it('enables a live platform with its client; Google’s developer token is optional', () => {
    const live = {
      PLATFORM_MODE: 'live',
      DATABASE_URL: 'postgres://db/utmost',
      APP_SECRET: SECRET,
    };
    expect(loadConfig(live, '/srv').adPlatforms).toMatchObject({
      google: undefined,
      linkedin: undefined,
    });
    const config = loadConfig(
      {
        ...live,
        GOOGLE_ADS_CLIENT_ID: 'g-id',
        GOOGLE_ADS_CLIENT_SECRET: 'g-secret',
        GOOGLE_ADS_DEVELOPER_TOKEN: 'dev-token',
        GOOGLE_ADS_API_VERSION: 'v26',
        LINKEDIN_ADS_CLIENT_ID: 'l-id',
        LINKEDIN_ADS_CLIENT_SECRET: 'l-secret',
        LINKEDIN_ADS_API_VERSION: '202601',
        PLATFORM_RETRY_MAX_ATTEMPTS: '6',
      },
      '/srv',
    );
    expect(config.adPlatforms.google).toMatchObject({
      clientId: 'g-id',
      developerToken: 'dev-token',
      apiVersion: 'v26',
      urls: { apiBaseUrl: 'https://googleads.googleapis.com' },
    });
    expect(config.adPlatforms.linkedin).toMatchObject({
      apiVersion: '202601',
      urls: { apiBaseUrl: 'https://api.linkedin.com/rest' },
    });
    expect(config.adPlatforms.retry.maxAttempts).toBe(6);
    const withoutToken = loadConfig(
      { ...live, GOOGLE_ADS_CLIENT_ID: 'g-id', GOOGLE_ADS_CLIENT_SECRET: 'g-secret' },
      '/srv',
    );
    expect(withoutToken.adPlatforms.google).toMatchObject({
      clientId: 'g-id',
      developerToken: null,
    });
  });

  it('reports half-configured clients and bad values together', () => {
    expect(
      findConfigProblems({
        PLATFORM_MODE: 'live',
        GOOGLE_ADS_CLIENT_ID: 'g-id',
        GOOGLE_ADS_CLIENT_SECRET: 'g-secret',
        LINKEDIN_ADS_CLIENT_SECRET: 'l-secret',
        GOOGLE_ADS_API_VERSION: '25',
        PLATFORM_RETRY_MAX_ATTEMPTS: '0',
      }),
    ).toEqual(
      expect.arrayContaining([
        'GOOGLE_ADS_API_VERSION: must look like v25',
        'PLATFORM_RETRY_MAX_ATTEMPTS: must be an integer between 1 and 10',
        'LINKEDIN_ADS_CLIENT_ID: is required when LINKEDIN_ADS_CLIENT_SECRET is set',
      ]),
    );
  });
});
