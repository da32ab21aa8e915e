import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.js';
import { readBearerToken } from '../../oauth/bearer.js';
import type { Grant } from '../../oauth/grant-store.js';
import { hasScope, type WireError } from '../../oauth/provider-profile.js';
import { linkedinProfile } from '../../providers/linkedin-profile.js';
import { findLinkedInLogin } from '../seed/linkedin-catalog.js';
import type { LinkedInLogin, LinkedInRole } from '../seed/linkedin-types.js';
import { describeAccessDenied, describeLinkedInError } from './linkedin-errors.js';
import { isLinkedInVersionLive } from './linkedin-versions.js';

// Who may call the LinkedIn Marketing API: a Bearer token from the sandbox LinkedIn OAuth (r_ads to
// read, rw_ads to write), a LinkedIn-Version that is live on the sandbox's clock (the dated table in
// linkedin-versions.ts) and the Rest.li 2.0 header, and a role on the ad account (VIEWER reads only).
const READ_SCOPES = ['r_ads', 'rw_ads'];
const WRITE_SCOPES = ['rw_ads'];
const WRITER_ROLES: readonly LinkedInRole[] = [
  'ACCOUNT_BILLING_ADMIN',
  'ACCOUNT_MANAGER',
  'CAMPAIGN_MANAGER',
  'CREATIVE_MANAGER',
];

export type LinkedInCaller =
  { isAllowed: true; grant: Grant; login: LinkedInLogin } | { isAllowed: false; wire: WireError };

function readHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `202601` or `202601.01`, released and not sunset at the sandbox's `now`. */
function checkVersion(request: FastifyRequest, nowMs: number): WireError | null {
  const version = readHeader(request, 'linkedin-version')?.trim();
  // [unconfirmed] code, status and text of a call without the header.
  if (version === undefined || version === '')
    return describeLinkedInError(
      400,
      'VERSION_MISSING',
      'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    );
  // LinkedIn's answer to a sunset or unknown version (n8n-io/n8n#14737 shows the body's shape).
  // The message names the version as YYYYMMDD, not as the header wrote it: "Requested version
  // 20240401 is not active" for `LinkedIn-Version: 202404` (field reports, platform-apis.md
  // corrections).
  if (!isLinkedInVersionLive(version, nowMs))
    return {
      status: 426,
      body: {
        status: 426,
        code: 'NONEXISTENT_VERSION',
        message: `Requested version ${toVersionDate(version)} is not active`,
      },
    };
  return null;
}

/**
 * `202404` -> `20240401`; a patch version `202601.02` -> `20260102` [unconfirmed: only the monthly
 * form was seen in a real answer]. Anything else is echoed as sent.
 */
export function toVersionDate(version: string): string {
  const match = /^(\d{6})(?:\.(\d{2}))?$/.exec(version);
  return match ? `${match[1]}${match[2] ?? '01'}` : version;
}

export function checkLinkedInCaller(
  context: SandboxContext,
  request: FastifyRequest,
  options: { isWrite: boolean; resource: string; scopes?: readonly string[] },
): LinkedInCaller {
  const refuse = (wire: WireError): LinkedInCaller => ({ isAllowed: false, wire });
  const token = readBearerToken(request.headers.authorization);
  if (token === null) return refuse(linkedinProfile.describeResourceError('token_missing', 0));
  const lookup = context.store.lookUpAccessToken(token);
  if (lookup.status !== 'active')
    return refuse(linkedinProfile.describeResourceError(`token_${lookup.status}`, 0));
  if (lookup.grant.provider !== 'linkedin')
    return refuse(linkedinProfile.describeResourceError('token_unknown', 0));
  const versionError = checkVersion(request, context.now());
  if (versionError) return refuse(versionError);
  if (readHeader(request, 'x-restli-protocol-version')?.trim() !== '2.0.0')
    return refuse(
      describeLinkedInError(
        400,
        'ILLEGAL_ARGUMENT',
        'This API takes Rest.li protocol 2.0.0: send the X-Restli-Protocol-Version: 2.0.0 header.',
      ),
    );
  const needed = options.scopes ?? (options.isWrite ? WRITE_SCOPES : READ_SCOPES);
  if (!needed.some((scope) => hasScope(lookup.scopes, scope)))
    return refuse(describeAccessDenied(options.resource));
  const login = findLinkedInLogin(lookup.grant.identity.email) ?? {
    email: lookup.grant.identity.email,
    roles: [],
  };
  return { isAllowed: true, grant: lookup.grant, login };
}

export function findRole(login: LinkedInLogin, accountId: number): LinkedInRole | null {
  return login.roles.find((entry) => entry.accountId === accountId)?.role ?? null;
}

export function canWrite(role: LinkedInRole | null): boolean {
  return role !== null && WRITER_ROLES.includes(role);
}
