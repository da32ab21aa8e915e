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
import { accountUrn, campaignUrn } from './linkedin-wire.js';

// Dynamic UTM tracking parameters of a campaign or, from LinkedIn-Version 202608, of an ad account
// (`/rest/adTrackingParameters/{key}`): GET, PUT (replaces) and DELETE. Official:
// learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking
// (campaign level; account level from 202608). Key, body and refusals from public code
// [unconfirmed officially]: the key is `(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A{id}))`,
// a bare urn is refused; the body needs `adEntity`; both parameter fields are maps; the dynamic
// values are an enum (CREATIVE_NAME from 202606); Conversation and Message ads do not take them. A
// campaign without parameters answers 404 [assumed]. The account key
// `(adEntity:(sponsoredAccount:urn%3Ali%3AsponsoredAccount%3A{id}))` is inferred from the
// "sponsoredAccount" wording, and its refusal before 202608 is modelled as a 400 [both
// unconfirmed].

const P = LINKEDIN_API_PREFIX;
const KEY = /^\(adEntity:\(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A(\d+)\)\)$/i;
const ACCOUNT_KEY = /^\(adEntity:\(sponsoredAccount:urn%3Ali%3AsponsoredAccount%3A(\d+)\)\)$/i;
const ACCOUNT_LEVEL_FROM_VERSION = 202608;
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

type Found =
  | { kind: 'campaign'; data: LinkedInAccountData; campaign: LinkedInCampaign }
  | { kind: 'account'; data: LinkedInAccountData };

type Key = { kind: 'campaign' | 'account'; id: number };

function readKey(call: LinkedInCall): Key | WireError {
  const path = call.request.url.split('?')[0] ?? '';
  const rawKey = path.slice(
    path.indexOf('/adTrackingParameters/') + '/adTrackingParameters/'.length,
  );
  const match = KEY.exec(rawKey);
  if (match) return { kind: 'campaign', id: Number(match[1]) };
  const accountMatch = ACCOUNT_KEY.exec(rawKey);
  if (accountMatch) {
    const version = readVersion(call);
    if (version < ACCOUNT_LEVEL_FROM_VERSION)
      return describeIllegalArgument(
        `Ad account tracking parameters are not supported in version ${version}`,
      );
    return { kind: 'account', id: Number(accountMatch[1]) };
  }
  return describeIllegalArgument(
    `Invalid key ${decodeURIComponent(rawKey)}: expected (adEntity:(sponsoredCampaign:<urn>))`,
  );
}

function findEntity(call: LinkedInCall, resource: string, isWrite: boolean): Found | WireError {
  const key = readKey(call);
  if (isWireError(key)) return key;
  const checkRole = (data: LinkedInAccountData): WireError | null => {
    const role = findRole(call.login, data.account.id);
    return role === null || (isWrite && !canWrite(role)) ? describeAccessDenied(resource) : null;
  };
  if (key.kind === 'account') {
    const data = call.context.ads.linkedin.get(key.id);
    if (!data) return describeNotFound(`Ad account ${accountUrn(key.id)} does not exist`);
    return checkRole(data) ?? { kind: 'account', data };
  }
  for (const data of call.context.ads.linkedin.values()) {
    const campaign = data.campaigns.find((candidate) => candidate.id === key.id);
    if (!campaign) continue;
    return checkRole(data) ?? { kind: 'campaign', data, campaign };
  }
  return describeNotFound(`Campaign ${campaignUrn(key.id)} does not exist`);
}

/** The body's `adEntity` for what the key names. */
function describeAdEntity(found: Found): Record<string, string> {
  return found.kind === 'account'
    ? { sponsoredAccount: accountUrn(found.data.account.id) }
    : { sponsoredCampaign: campaignUrn(found.campaign.id) };
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

function readBody(call: LinkedInCall, found: Found): LinkedInTrackingParameters | WireError {
  const body = call.request.body as Record<string, unknown> | null;
  const adEntity = body?.adEntity as Record<string, unknown> | undefined;
  if (!adEntity || typeof adEntity !== 'object')
    return describeLinkedInError(422, 'UNPROCESSABLE_ENTITY', '/adEntity :: field is required');
  const expected = describeAdEntity(found);
  const isMatching =
    Object.keys(adEntity).length === 1 &&
    Object.entries(expected).every(([field, urn]) => adEntity[field] === urn);
  if (!isMatching) return describeIllegalArgument('The body adEntity does not match the key');
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

function readStored(context: SandboxContext, found: Found): LinkedInTrackingParameters | null {
  return found.kind === 'account'
    ? context.ads.readLinkedInAccountTrackingParameters(found.data.account)
    : context.ads.readLinkedInTrackingParameters(found.campaign);
}

function writeStored(
  context: SandboxContext,
  found: Found,
  parameters: LinkedInTrackingParameters | null,
): void {
  if (found.kind === 'account')
    context.ads.writeLinkedInAccountTrackingParameters(found.data.account.id, parameters);
  else context.ads.writeLinkedInTrackingParameters(found.campaign.id, parameters);
}

function describeEntityUrn(found: Found): string {
  return found.kind === 'account'
    ? accountUrn(found.data.account.id)
    : campaignUrn(found.campaign.id);
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
      const found = findEntity(call, 'adTrackingParameters.GET', false);
      if (isWireError(found)) return found;
      const parameters = readStored(context, found);
      if (!parameters)
        return describeNotFound(`No tracking parameters for ${describeEntityUrn(found)}`);
      return { status: 200, body: { adEntity: describeAdEntity(found), ...parameters } };
    }),
  );

  app.put(
    route,
    handleLinkedIn(
      context,
      { fault: endpoint, resource: 'adTrackingParameters.UPDATE', isWrite: true },
      (call) => {
        const found = findEntity(call, 'adTrackingParameters.UPDATE', true);
        if (isWireError(found)) return found;
        if (found.kind === 'campaign' && UNSUPPORTED_FORMATS.has(found.campaign.format))
          return describeIllegalArgument(
            'Dynamic tracking parameters are not supported for Conversation Ads and Message Ads',
          );
        const parameters = readBody(call, found);
        if (isWireError(parameters)) return parameters;
        writeStored(context, found, parameters);
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
        const found = findEntity(call, 'adTrackingParameters.DELETE', true);
        if (isWireError(found)) return found;
        writeStored(context, found, null);
        return { status: 204 };
      },
    ),
  );
}
