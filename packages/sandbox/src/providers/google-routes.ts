import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { listIdentities } from '../identities.js';
import { handleAuthorize, type AuthorizeEndpoint } from '../oauth/authorize-handler.js';
import { checkBearer } from '../oauth/bearer.js';
import { sendWireError } from '../oauth/provider-profile.js';
import { handleRevoke } from '../oauth/revoke-handler.js';
import { handleToken, type TokenEndpoint } from '../oauth/token-handler.js';
import { googleProfile, hasGoogleEmailScope, hasGoogleProfileScope } from './google-profile.js';

// Google's hosts collapse into one prefix; the paths after it are the real ones:
//   accounts.google.com/o/oauth2/v2/auth            -> /google/o/oauth2/v2/auth
//   oauth2.googleapis.com/token, /revoke            -> /google/token, /google/revoke
//   openidconnect.googleapis.com/v1/userinfo        -> /google/v1/userinfo
//   accounts.google.com/.well-known/openid-configuration, www.googleapis.com/oauth2/v3/certs

export const GOOGLE_PATHS = {
  discovery: '/google/.well-known/openid-configuration',
  jwks: '/google/oauth2/v3/certs',
  authorize: '/google/o/oauth2/v2/auth',
  token: '/google/token',
  userinfo: '/google/v1/userinfo',
  revoke: '/google/revoke',
} as const;

export function registerGoogleRoutes(app: FastifyInstance, context: SandboxContext): void {
  const issuer = `${context.baseUrl}/google`;
  const authorize: AuthorizeEndpoint = {
    context,
    profile: googleProfile,
    identities: listIdentities('google'),
  };
  const token: TokenEndpoint = {
    context,
    profile: googleProfile,
    issuerFor: () => issuer,
    isIdentityAllowed: () => true,
  };

  app.get(GOOGLE_PATHS.discovery, async () => ({
    issuer,
    authorization_endpoint: `${context.baseUrl}${GOOGLE_PATHS.authorize}`,
    token_endpoint: `${context.baseUrl}${GOOGLE_PATHS.token}`,
    userinfo_endpoint: `${context.baseUrl}${GOOGLE_PATHS.userinfo}`,
    revocation_endpoint: `${context.baseUrl}${GOOGLE_PATHS.revoke}`,
    jwks_uri: `${context.baseUrl}${GOOGLE_PATHS.jwks}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: googleProfile.clientAuthMethods,
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'hd',
      'iat',
      'iss',
      'name',
      'sub',
    ],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  }));

  app.get(GOOGLE_PATHS.jwks, async () => ({ keys: [context.signingKey.publicJwk] }));

  app.get(GOOGLE_PATHS.authorize, (request, reply) => handleAuthorize(request, reply, authorize));
  app.post(GOOGLE_PATHS.authorize, (request, reply) => handleAuthorize(request, reply, authorize));
  app.post(GOOGLE_PATHS.token, (request, reply) => handleToken(request, reply, token));

  const answerUserinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const check = await checkBearer(request, context, googleProfile);
    if (!check.isAllowed) return sendWireError(reply, check.wire);
    const { identity } = check.grant;
    return reply.send({
      sub: identity.subject,
      ...(hasGoogleProfileScope(check.scopes)
        ? { name: identity.name, given_name: identity.givenName, family_name: identity.familyName }
        : {}),
      ...(hasGoogleEmailScope(check.scopes)
        ? { email: identity.email, email_verified: identity.isEmailVerified }
        : {}),
      ...(identity.hostedDomain === null ? {} : { hd: identity.hostedDomain }),
    });
  };
  app.get(GOOGLE_PATHS.userinfo, answerUserinfo);
  app.post(GOOGLE_PATHS.userinfo, answerUserinfo);

  app.post(GOOGLE_PATHS.revoke, (request, reply) =>
    handleRevoke(request, reply, {
      context,
      profile: googleProfile,
      isClientAuthRequired: false,
      unknownTokenError: {
        status: 400,
        body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
      },
    }),
  );
}
