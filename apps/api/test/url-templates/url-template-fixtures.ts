import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callAds, type Organization } from '../ad-platforms/ad-platform-fixtures.js';

// Tracking templates through the API, as the organization's owner.

export type Platform = 'google' | 'linkedin';

export interface TemplateEntryBody {
  value: string;
  isDynamic: boolean;
  toBeDeleted?: boolean;
}

export interface UrlTemplateBody {
  id: string;
  name: string;
  platformType: Platform;
  urlTemplate: Record<string, TemplateEntryBody>;
  createdAt: string;
  updatedAt: string;
  adAccounts: { resourceName: string; name: string }[];
}

export const staticEntry = (value: string): TemplateEntryBody => ({ value, isDynamic: false });
export const dynamicEntry = (value: string): TemplateEntryBody => ({ value, isDynamic: true });

/** The `content` of a successful answer, after checking its status. */
export function readContent<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { content: T }).content;
}

/** A valid template of each platform: UTMs with a static source and a dynamic campaign. */
export function buildTemplate(
  platform: Platform,
  name: string,
  extra: Record<string, TemplateEntryBody> = {},
): { name: string; platformType: Platform; urlTemplate: Record<string, TemplateEntryBody> } {
  return {
    name,
    platformType: platform,
    urlTemplate: {
      utm_source: staticEntry(platform),
      utm_medium: staticEntry('paid'),
      utm_campaign: dynamicEntry('{campaign_name}'),
      ...extra,
    },
  };
}

export function postTemplate(
  app: FastifyInstance,
  organization: Organization,
  platform: string,
  body: Record<string, unknown>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return callAds(app, organization, 'POST', `${platform}/urlTemplate`, body, cookie);
}

/** Creates a template and answers it (201 expected). */
export async function createTemplate(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  name: string,
  extra: Record<string, TemplateEntryBody> = {},
): Promise<UrlTemplateBody> {
  const response = await postTemplate(
    app,
    organization,
    platform,
    buildTemplate(platform, name, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { content: UrlTemplateBody }).content;
}

export async function listTemplates(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
): Promise<UrlTemplateBody[]> {
  const response = await callAds(app, organization, 'GET', `${platform}/urlTemplates`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: UrlTemplateBody[] }).content;
}

/** `PUT /{platform}/ads/accounts` with `changes`, as the owner. */
export function changeAccounts(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  resourceNames: string[],
  changes: Record<string, unknown>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return callAds(
    app,
    organization,
    'PUT',
    `${platform}/ads/accounts`,
    { platform, organization_id: organization.id, resourceNames, changes },
    cookie,
  );
}

/** Assigns a template to accounts (200 expected). */
export async function assignTemplate(
  app: FastifyInstance,
  organization: Organization,
  platform: Platform,
  resourceNames: string[],
  urlTemplateId: string | null,
): Promise<void> {
  const response = await changeAccounts(app, organization, platform, resourceNames, {
    urlTemplateId,
  });
  expect(response.statusCode, response.body).toBe(200);
}
