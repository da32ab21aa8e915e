import type { components } from '@utmost/ads-sdk';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { asBrowser } from '../helpers/identity-fixtures.js';

// Calls of the brief routes as an organization's browser, and a brief that keeps every rule.

export type BriefBody = components['schemas']['Brief'];
export type AiRulesBody = components['schemas']['AiRules'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function validBrief(briefName = 'Crumb – Dublin'): components['schemas']['BriefInput'] {
  return {
    briefName,
    name: 'Crumb & Co',
    website: 'https://www.crumb.example',
    shortDescription:
      'Crumb & Co is a family bakery in Dublin baking sourdough, pastries and celebration cakes for delivery.',
    competitorsList: ['Loaf One', 'Bread Two', 'Cake Three', 'Oven Four', 'Flour Five'],
    products: [{ name: 'Sourdough', description: 'Slow-fermented loaves baked daily.' }],
  };
}

/** One call of `/api/v1/searchTerms/{path}` for the organization, as `cookie` (its owner's). */
export async function callBriefs(
  app: FastifyInstance,
  organization: Pick<Organization, 'id' | 'cookie'>,
  method: Method,
  path: string,
  payload?: unknown,
  cookie: string = organization.cookie,
): Promise<LightMyRequestResponse> {
  const separator = path.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `/api/v1/searchTerms/${path}${separator}organization_id=${organization.id}`,
    headers: asBrowser(cookie),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

export async function createBrief(
  app: FastifyInstance,
  organization: Pick<Organization, 'id' | 'cookie'>,
  briefName?: string,
): Promise<BriefBody> {
  const response = await callBriefs(app, organization, 'POST', 'brands', validBrief(briefName));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ content: BriefBody }>().content;
}
