import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import {
  listIdentities,
  SANDBOX_MICROSOFT_TENANT,
  SANDBOX_UNTRUSTED_MICROSOFT_TENANT,
  type DemoIdentity,
} from '../identities.js';
import { handleAuthorize } from '../oauth/authorize-handler.js';
import { checkBearer } from '../oauth/bearer.js';
import { PAGE_HEADERS, renderErrorPage } from '../oauth/html.js';
import { hasScope, sendWireError } from '../oauth/provider-profile.js';
import { handleToken } from '../oauth/token-handler.js';
import { describeEntraError } from './microsoft-errors.js';
import { computePairwiseSubject, hasGraphScope, microsoftProfile } from './microsoft-profile.js';

// login.microsoftonline.com/{tenant}/... and graph.microsoft.com/... under one prefix. The tenant
// segment takes a directory id, its domain, or common / organizations / consumers as Entra does.

export const MICROSOFT_PATHS = {
  discovery: '/microsoft/:tenant/v2.0/.well-known/openid-configuration',
  jwks: '/microsoft/:tenant/discovery/v2.0/keys',
  authorize: '/microsoft/:tenant/oauth2/v2.0/authorize',
  token: '/microsoft/:tenant/oauth2/v2.0/token',
  graphMe: '/microsoft/graph/v1.0/me',
  graphRevokeSessions: '/microsoft/graph/v1.0/me/revokeSignInSessions',
  graphUserinfo: '/microsoft/graph/oidc/userinfo',
} as const;

type TenantAccess =
  | { kind: 'directory'; id: string; members: DemoIdentity[] }
  | { kind: 'multi-tenant' | 'consumers'; members: DemoIdentity[] }
  | { kind: 'unknown' };

const DIRECTORIES = [SANDBOX_MICROSOFT_TENANT, SANDBOX_UNTRUSTED_MICROSOFT_TENANT];

function resolveTenant(segment: string): TenantAccess {
  const lowered = segment.toLowerCase();
  if (lowered === 'common' || lowered === 'organizations') {
    return { kind: 'multi-tenant', members: listIdentities('microsoft') };
  }
  // Personal Microsoft accounts: none of the demo identities is one.
  if (lowered === 'consumers') return { kind: 'consumers', members: [] };
  const directory = DIRECTORIES.find(
    (candidate) => lowered === candidate.id || lowered === candidate.domain,
  );
  if (!directory) return { kind: 'unknown' };
  return {
    kind: 'directory',
    id: directory.id,
    members: listIdentities('microsoft').filter((identity) => identity.tenantId === directory.id),
  };
}

function readTenantSegment(request: FastifyRequest): string {
  const params = request.params as { tenant?: string };
  return params.tenant ?? '';
}

export function registerMicrosoftRoutes(app: FastifyInstance, context: SandboxContext): void {
  const root = `${context.baseUrl}/microsoft`;
  const issuerFor = (identity: DemoIdentity): string =>
    `${root}/${identity.tenantId ?? 'common'}/v2.0`;
  const refuseUnknownTenant = (reply: FastifyReply, segment: string) =>
    reply
      .code(400)
      .headers(PAGE_HEADERS)
      .send(
        renderErrorPage(
          'Microsoft',
          'invalid_tenant',
          `AADSTS90002: Tenant '${segment}' not found.`,
        ),
      );

  app.get(MICROSOFT_PATHS.discovery, async (request, reply) => {
    const segment = readTenantSegment(request);
    const tenant = resolveTenant(segment);
    if (tenant.kind === 'unknown') {
      return reply
        .code(400)
        .send(
          describeEntraError([400, 'invalid_tenant', 90002, `Tenant '${segment}' not found.`], 0)
            .body,
        );
    }
    const tenantRoot = `${root}/${segment}`;
    return {
      token_endpoint: `${tenantRoot}/oauth2/v2.0/token`,
      token_endpoint_auth_methods_supported: microsoftProfile.clientAuthMethods,
      jwks_uri: `${tenantRoot}/discovery/v2.0/keys`,
      response_modes_supported: ['query'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      // Multi-tenant documents name a template issuer; ID tokens carry the user's directory id.
      issuer: tenant.kind === 'directory' ? `${root}/${tenant.id}/v2.0` : `${root}/{tenantid}/v2.0`,
      request_uri_parameter_supported: false,
      userinfo_endpoint: `${context.baseUrl}${MICROSOFT_PATHS.graphUserinfo}`,
      authorization_endpoint: `${tenantRoot}/oauth2/v2.0/authorize`,
      http_logout_supported: false,
      frontchannel_logout_supported: false,
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'nbf',
        'name',
        'nonce',
        'oid',
        'preferred_username',
        'email',
        'tid',
        'ver',
        'xms_edov',
      ],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      tenant_region_scope: 'EU',
      cloud_instance_name: 'sandbox',
    };
  });

  app.get(MICROSOFT_PATHS.jwks, async () => ({ keys: [context.signingKey.publicJwk] }));

  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const segment = readTenantSegment(request);
    const tenant = resolveTenant(segment);
    if (tenant.kind === 'unknown') return refuseUnknownTenant(reply, segment);
    return handleAuthorize(request, reply, {
      context,
      profile: microsoftProfile,
      identities: tenant.members,
    });
  };
  app.get(MICROSOFT_PATHS.authorize, authorize);
  app.post(MICROSOFT_PATHS.authorize, authorize);

  app.post(MICROSOFT_PATHS.token, (request, reply) => {
    const tenant = resolveTenant(readTenantSegment(request));
    const members = tenant.kind === 'unknown' ? [] : tenant.members;
    return handleToken(request, reply, {
      context,
      profile: microsoftProfile,
      issuerFor,
      isIdentityAllowed: (identity) => members.some((member) => member.email === identity.email),
    });
  });

  app.get(MICROSOFT_PATHS.graphMe, async (request, reply) => {
    const check = await checkBearer(request, context, microsoftProfile);
    if (!check.isAllowed) return sendWireError(reply, check.wire);
    if (!hasGraphScope(check.scopes, 'User.Read')) {
      return sendWireError(reply, microsoftProfile.describeResourceError('scope_insufficient', 0));
    }
    const { identity } = check.grant;
    return reply.send({
      '@odata.context': `${root}/graph/v1.0/$metadata#users/$entity`,
      businessPhones: [],
      displayName: identity.name,
      givenName: identity.givenName,
      jobTitle: null,
      // The attribute a tenant admin sets freely; not proof that the person owns the address.
      mail: identity.mail,
      mobilePhone: null,
      officeLocation: null,
      preferredLanguage: `${identity.locale.language}-${identity.locale.country}`,
      surname: identity.familyName,
      userPrincipalName: identity.email,
      id: identity.subject,
    });
  });

  const answerUserinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const check = await checkBearer(request, context, microsoftProfile);
    if (!check.isAllowed) return sendWireError(reply, check.wire);
    if (!hasScope(check.scopes, 'openid')) {
      return sendWireError(reply, microsoftProfile.describeResourceError('scope_insufficient', 0));
    }
    const { identity, clientId } = check.grant;
    return reply.send({
      sub: computePairwiseSubject(identity, clientId),
      ...(hasScope(check.scopes, 'profile')
        ? { name: identity.name, family_name: identity.familyName, given_name: identity.givenName }
        : {}),
      ...(hasScope(check.scopes, 'email') ? { email: identity.mail } : {}),
    });
  };
  app.get(MICROSOFT_PATHS.graphUserinfo, answerUserinfo);
  app.post(MICROSOFT_PATHS.graphUserinfo, answerUserinfo);

  // Entra has no RFC 7009 endpoint; an app ends a user's sessions through Graph instead.
  app.post(MICROSOFT_PATHS.graphRevokeSessions, async (request, reply) => {
    const check = await checkBearer(request, context, microsoftProfile, 'revoke');
    if (!check.isAllowed) return sendWireError(reply, check.wire);
    if (!hasGraphScope(check.scopes, 'User.RevokeSessions.All')) {
      return sendWireError(reply, microsoftProfile.describeResourceError('scope_insufficient', 0));
    }
    context.store.revokeIdentityGrants('microsoft', check.grant.identity.email);
    return reply.send({
      '@odata.context': `${root}/graph/v1.0/$metadata#Edm.Boolean`,
      value: true,
    });
  });
}
