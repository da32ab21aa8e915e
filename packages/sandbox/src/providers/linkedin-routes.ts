import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { listIdentities } from '../identities.js';
import { handleAuthorize, type AuthorizeEndpoint } from '../oauth/authorize-handler.js';
import { checkBearer } from '../oauth/bearer.js';
import { hasScope, sendWireError } from '../oauth/provider-profile.js';
import { handleRevoke } from '../oauth/revoke-handler.js';
import { handleToken, type TokenEndpoint } from '../oauth/token-handler.js';
import { describeLinkedInMember, linkedinProfile } from './linkedin-profile.js';

// www.linkedin.com/oauth/... and api.linkedin.com/v2/userinfo under one prefix. The issuer is
// https://www.linkedin.com/oauth (what both the discovery document and the ID tokens say since 2024).

export const LINKEDIN_PATHS = {
  discovery: '/linkedin/oauth/.well-known/openid-configuration',
  jwks: '/linkedin/oauth/openid/jwks',
  authorize: '/linkedin/oauth/v2/authorization',
  token: '/linkedin/oauth/v2/accessToken',
  userinfo: '/linkedin/v2/userinfo',
  revoke: '/linkedin/oauth/v2/revoke',
} as const;

export function registerLinkedInRoutes(app: FastifyInstance, context: SandboxContext): void {
  const issuer = `${context.baseUrl}/linkedin/oauth`;
  const authorize: AuthorizeEndpoint = {
    context,
    profile: linkedinProfile,
    identities: listIdentities('linkedin'),
  };
  const token: TokenEndpoint = {
    context,
    profile: linkedinProfile,
    issuerFor: () => issuer,
    isIdentityAllowed: () => true,
  };

  app.get(LINKEDIN_PATHS.discovery, async () => ({
    issuer,
    authorization_endpoint: `${context.baseUrl}${LINKEDIN_PATHS.authorize}`,
    token_endpoint: `${context.baseUrl}${LINKEDIN_PATHS.token}`,
    userinfo_endpoint: `${context.baseUrl}${LINKEDIN_PATHS.userinfo}`,
    revocation_endpoint: `${context.baseUrl}${LINKEDIN_PATHS.revoke}`,
    jwks_uri: `${context.baseUrl}${LINKEDIN_PATHS.jwks}`,
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email'],
    token_endpoint_auth_methods_supported: linkedinProfile.clientAuthMethods,
    claims_supported: [
      'iss',
      'aud',
      'iat',
      'exp',
      'sub',
      'name',
      'given_name',
      'family_name',
      'email',
      'email_verified',
      'locale',
    ],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  }));

  app.get(LINKEDIN_PATHS.jwks, async () => ({ keys: [context.signingKey.publicJwk] }));

  app.get(LINKEDIN_PATHS.authorize, (request, reply) => handleAuthorize(request, reply, authorize));
  app.post(LINKEDIN_PATHS.authorize, (request, reply) =>
    handleAuthorize(request, reply, authorize),
  );
  app.post(LINKEDIN_PATHS.token, (request, reply) => handleToken(request, reply, token));

  app.get(LINKEDIN_PATHS.userinfo, async (request, reply) => {
    const check = await checkBearer(request, context, linkedinProfile);
    if (!check.isAllowed) return sendWireError(reply, check.wire);
    if (!hasScope(check.scopes, 'openid')) {
      return sendWireError(reply, linkedinProfile.describeResourceError('scope_insufficient', 0));
    }
    return reply.send(describeLinkedInMember(check.grant.identity, check.scopes));
  });

  app.post(LINKEDIN_PATHS.revoke, (request, reply) =>
    handleRevoke(request, reply, {
      context,
      profile: linkedinProfile,
      isClientAuthRequired: true,
      unknownTokenError: null,
    }),
  );
}
