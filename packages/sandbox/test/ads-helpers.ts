import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_AD_CATALOG } from '../src/index.js';
import { authorizeWithHint, exchangeCode, findFixture } from './helpers.js';

// Signing in through the sandbox OAuth (as the real clients do) and calling the ad APIs.

export const ADWORDS_SCOPE = 'https://www.googleapis.com/auth/adwords';
export const GOOGLE_ADS = '/sandbox/google-ads/v25';
export const LINKEDIN_API = '/sandbox/linkedin-api/rest';
export const DEVELOPER_TOKEN = 'sandbox-dev-token';
export const { google: GOOGLE, linkedin: LINKEDIN } = SANDBOX_AD_CATALOG;

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
}

export async function signInGoogle(
  app: FastifyInstance,
  email: string,
  scope = `openid email ${ADWORDS_SCOPE}`,
): Promise<SignedIn> {
  const fixture = { ...findFixture('google'), email, scope };
  const { code, verifier } = await authorizeWithHint(app, fixture);
  const response = await exchangeCode(app, fixture, code, verifier);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ access_token: string; refresh_token: string }>();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

export async function signInLinkedIn(
  app: FastifyInstance,
  email: string,
  scope = 'openid profile email r_ads rw_ads r_organization_social w_organization_social',
): Promise<SignedIn> {
  const fixture = { ...findFixture('linkedin'), email, scope };
  const { code, verifier } = await authorizeWithHint(app, fixture);
  const response = await exchangeCode(app, fixture, code, verifier);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ access_token: string; refresh_token: string }>();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

export function googleHeaders(
  accessToken: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { authorization: `Bearer ${accessToken}`, 'developer-token': DEVELOPER_TOKEN, ...extra };
}

export function searchGoogle(
  app: FastifyInstance,
  accessToken: string,
  customerId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${GOOGLE_ADS}/customers/${customerId}/googleAds:search`,
    headers: googleHeaders(accessToken, headers),
    payload: body,
  });
}

export function mutateGoogle(
  app: FastifyInstance,
  accessToken: string,
  customerId: string,
  service: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${GOOGLE_ADS}/customers/${customerId}/${service}:mutate`,
    headers: googleHeaders(accessToken),
    payload: body as Record<string, unknown>,
  });
}

export interface GoogleErrorBody {
  error: {
    code: number;
    status: string;
    message: string;
    details?: Array<{
      '@type': string;
      requestId?: string;
      errors?: Array<{ errorCode: Record<string, string>; message: string; location?: unknown }>;
    }>;
  };
}

/** The first errorCode of a Google Ads error answer, e.g. {queryError: 'UNRECOGNIZED_FIELD'}. */
export function readGoogleErrorCode(response: LightMyRequestResponse): Record<string, string> {
  const body = response.json<GoogleErrorBody>();
  return body.error.details?.[0]?.errors?.[0]?.errorCode ?? {};
}

export function linkedInHeaders(
  accessToken: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    'linkedin-version': '202601',
    'x-restli-protocol-version': '2.0.0',
    ...extra,
  };
}
