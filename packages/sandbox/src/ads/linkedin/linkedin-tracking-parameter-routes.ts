import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { WireError } from '../../oauth/provider-profile.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import type { LinkedInCampaign, LinkedInTrackingParameters } from '../seed/linkedin-types.js';
import { canWrite, findRole } from './linkedin-access.js';
import {
  describeAccessDenied,
  describeIllegalArgument,
  describeLinkedInError,
  describeNotFound,
} from './linkedin-errors.js';
import {
  handleLinkedIn,
  isWireError,
  LINKEDIN_API_PREFIX,
  type LinkedInCall,
} from './linkedin-route-kit.js';
import { campaignUrn } from './linkedin-wire.js';

// Dynamic UTM tracking parameters of a campaign (`/rest/adTrackingParameters/{key}`): GET, PUT
// (replaces) and DELETE. Official: learn.microsoft.com/en-us/linkedin/marketing/integrations/
// ads-reporting/dynamic-utm-tracking (campaign level; account level from 202608, not modelled:
// refused here). Key, body and refusals from public code [unconfirmed officially]: the key is
// `(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A{id}))`, a bare urn is refused; the
// body needs `adEntity`; both parameter fields are maps; the dynamic values are an enum
// (CREATIVE_NAME from 202606); Conversation and Message ads do not take them. A campaign without
// parameters answers 404 [assumed].

const P = LINKEDIN_API_PREFIX;
const KEY = /^\(adEntity:\(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A(\d+)\)\)$/i;
const DYNAMIC_VALUES = [
  'ACCOUNT_ID',
  'ACCOUNT_NAME',
  'CAMPAIGN_GROUP_ID',
  'CAMPAIGN_GROUP_NAME',
  'CAMPAIGN_ID',
  'CAMPAIGN_NAME',
  'CREATIVE_ID',
  'CREATIVE_NAME',
];
const CREATIVE_NAME_FROM_VERSION = 202606;
const UNSUPPORTED_FORMATS = new Set(['SPONSORED_INMAIL', 'SPONSORED_MESSAGE']);

interface FoundCampaign {
  data: LinkedInAccountData;
  campaign: LinkedInCampaign;
}

function readKey(call: LinkedInCall): number | WireError {
  const path = call.request.url.split('?')[0] ?? '';
  const rawKey = path.slice(
    path.indexOf('/adTrackingParameters/') + '/adTrackingParameters/'.length,
  );
  const match = KEY.exec(rawKey);
  if (!match)
    return describeIllegalArgument(
      `Invalid key ${decodeURIComponent(rawKey)}: expected (adEntity:(sponsoredCampaign:<urn>))`,
    );
  return Number(match[1]);
}

function findCampaign(
  call: LinkedInCall,
  resource: string,
  isWrite: boolean,
): FoundCampaign | WireError {
  const id = readKey(call);
  if (isWireError(id)) return id;
  for (const data of call.context.ads.linkedin.values()) {
    const campaign = data.campaigns.find((candidate) => candidate.id === id);
    if (!campaign) continue;
    const role = findRole(call.login, data.account.id);
    if (role === null || (isWrite && !canWrite(role))) return describeAccessDenied(resource);
    return { data, campaign };
  }
  return describeNotFound(`Campaign ${campaignUrn(id)} does not exist`);
}

function readMap(value: unknown, field: string): Record<string, string> | WireError {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return describeLinkedInError(422, 'UNPROCESSABLE_ENTITY', `/${field} :: expected a map`);
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'string' || key === '')
      return describeLinkedInError(
        422,
        'UNPROCESSABLE_ENTITY',
        `/${field}/${key} :: expected a string`,
      );
    map[key] = entry;
  }
  return map;
}

function readVersion(call: LinkedInCall): number {
  const header = call.request.headers['linkedin-version'];
  return Number(String(Array.isArray(header) ? header[0] : header).slice(0, 6));
}

function readBody(
  call: LinkedInCall,
  campaign: LinkedInCampaign,
): LinkedInTrackingParameters | WireError {
  const body = call.request.body as Record<string, unknown> | null;
  const adEntity = body?.adEntity as Record<string, unknown> | undefined;
  if (!adEntity || typeof adEntity !== 'object')
    return describeLinkedInError(422, 'UNPROCESSABLE_ENTITY', '/adEntity :: field is required');
  if (adEntity.sponsoredCampaign !== campaignUrn(campaign.id))
    return describeIllegalArgument('The body adEntity does not match the key');
  const dynamic = readMap(body?.dynamicValueParameters, 'dynamicValueParameters');
  if (isWireError(dynamic)) return dynamic;
  const custom = readMap(body?.customValueParameters, 'customValueParameters');
  if (isWireError(custom)) return custom;
  const version = readVersion(call);
  for (const [key, value] of Object.entries(dynamic)) {
    const isKnown =
      DYNAMIC_VALUES.includes(value) &&
      (value !== 'CREATIVE_NAME' || version >= CREATIVE_NAME_FROM_VERSION);
    if (!isKnown)
      return describeLinkedInError(
        422,
        'UNPROCESSABLE_ENTITY',
        `/dynamicValueParameters/${key} :: ${value} is not a dynamic tracking value in version ${version}`,
      );
    if (key in custom)
      return describeIllegalArgument(`Parameter ${key} is both dynamic and custom`);
  }
  return { dynamicValueParameters: dynamic, customValueParameters: custom };
}

function toJson(campaign: LinkedInCampaign, parameters: LinkedInTrackingParameters) {
  return { adEntity: { sponsoredCampaign: campaignUrn(campaign.id) }, ...parameters };
}

export function registerLinkedInTrackingParameterRoutes(
  app: FastifyInstance,
  context: SandboxContext,
): void {
  const route = `${P}/adTrackingParameters/*`;
  const endpoint = 'linkedin:adTrackingParameters' as const;

  app.get(
    route,
    handleLinkedIn(context, { fault: endpoint, resource: 'adTrackingParameters.GET' }, (call) => {
      const found = findCampaign(call, 'adTrackingParameters.GET', false);
      if (isWireError(found)) return found;
      const parameters = context.ads.readLinkedInTrackingParameters(found.campaign);
      if (!parameters)
        return describeNotFound(`No tracking parameters for ${campaignUrn(found.campaign.id)}`);
      return { status: 200, body: toJson(found.campaign, parameters) };
    }),
  );

  app.put(
    route,
    handleLinkedIn(
      context,
      { fault: endpoint, resource: 'adTrackingParameters.UPDATE', isWrite: true },
      (call) => {
        const found = findCampaign(call, 'adTrackingParameters.UPDATE', true);
        if (isWireError(found)) return found;
        if (UNSUPPORTED_FORMATS.has(found.campaign.format))
          return describeIllegalArgument(
            'Dynamic tracking parameters are not supported for Conversation Ads and Message Ads',
          );
        const parameters = readBody(call, found.campaign);
        if (isWireError(parameters)) return parameters;
        context.ads.writeLinkedInTrackingParameters(found.campaign.id, parameters);
        return { status: 204 };
      },
    ),
  );

  app.delete(
    route,
    handleLinkedIn(
      context,
      { fault: endpoint, resource: 'adTrackingParameters.DELETE', isWrite: true },
      (call) => {
        const found = findCampaign(call, 'adTrackingParameters.DELETE', true);
        if (isWireError(found)) return found;
        context.ads.writeLinkedInTrackingParameters(found.campaign.id, null);
        return { status: 204 };
      },
    ),
  );
}
