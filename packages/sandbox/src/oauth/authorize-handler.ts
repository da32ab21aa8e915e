import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { waitFor } from '../faults/fault-store.js';
import type { DemoIdentity } from '../identities.js';
import {
  buildRedirectUrl,
  CONSENT_FIELDS,
  validateAuthorizeRequest,
  type AuthorizeRequest,
} from './authorize-request.js';
import { renderConsentPage } from './consent-page.js';
import { generateOpaqueToken } from './grant-store.js';
import { PAGE_HEADERS, renderErrorPage, renderPage } from './html.js';
import type { ProviderProfile } from './provider-profile.js';

// The authorize endpoint of every provider. GET shows the consent page (or approves at once for a
// demo `login_hint`); the consent form POSTs back to the same path with the person chosen.

export interface AuthorizeEndpoint {
  context: SandboxContext;
  profile: ProviderProfile;
  /** Who can sign in here (Entra: the members of the tenant in the path). */
  identities: DemoIdentity[];
}

function readConsentChoice(body: unknown): { isCancelled: boolean; email: string | null } {
  if (body === null || typeof body !== 'object') return { isCancelled: false, email: null };
  const fields = body as Record<string, unknown>;
  const email = fields[CONSENT_FIELDS.identity];
  return {
    isCancelled: fields[CONSENT_FIELDS.cancel] !== undefined,
    email: typeof email === 'string' ? email : null,
  };
}

function redirectTo(reply: FastifyReply, url: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

function redirectWithError(
  reply: FastifyReply,
  request: { redirectUri: string; state: string | null },
  error: string,
  description: string | null,
): FastifyReply {
  return redirectTo(
    reply,
    buildRedirectUrl(request.redirectUri, {
      error,
      error_description: description,
      state: request.state,
    }),
  );
}

function approve(
  reply: FastifyReply,
  endpoint: AuthorizeEndpoint,
  request: AuthorizeRequest,
  identity: DemoIdentity,
): FastifyReply {
  const { context, profile } = endpoint;
  const code = generateOpaqueToken(profile.tokenPrefixes.code);
  const withheld = new Set(identity.withheldScopes.map((scope) => scope.toLowerCase()));
  const scopes = request.scopes.filter((scope) => !withheld.has(scope.toLowerCase()));
  context.store.saveCode({
    code,
    provider: profile.name,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    scopes,
    identity,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce,
    isOfflineAccess: profile.isOfflineAccessRequested(scopes, request.params),
    expiresAt: context.now() + profile.lifetimes.codeSeconds * 1000,
  });
  return redirectTo(
    reply,
    buildRedirectUrl(request.redirectUri, {
      code,
      ...profile.describeCallbackExtras(scopes),
      state: request.state,
    }),
  );
}

function findIdentity(identities: DemoIdentity[], email: string | null): DemoIdentity | undefined {
  if (email === null) return undefined;
  const wanted = email.trim().toLowerCase();
  return identities.find((identity) => identity.email === wanted);
}

export async function handleAuthorize(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: AuthorizeEndpoint,
): Promise<FastifyReply> {
  const { context, profile } = endpoint;
  const isConsentPost = request.method === 'POST';
  const validation = validateAuthorizeRequest(
    isConsentPost ? request.body : request.query,
    profile,
    context.clients[profile.name],
  );
  if (validation.outcome === 'error-page') {
    return reply
      .code(400)
      .headers(PAGE_HEADERS)
      .send(renderErrorPage(profile.title, validation.error, validation.description));
  }
  if (validation.outcome === 'redirect-error') {
    return redirectWithError(reply, validation, validation.error, validation.description);
  }
  const authorizeRequest = validation.request;

  const fault = context.faults.take(profile.name, 'authorize');
  if (fault?.kind === 'delay') await waitFor(fault.delayMs);
  if (fault?.kind === 'server_error' || fault?.kind === 'temporarily_unavailable') {
    return redirectWithError(
      reply,
      authorizeRequest,
      fault.kind,
      'Injected by the sandbox fault control',
    );
  }
  if (fault?.kind === 'rate_limited') {
    return reply
      .code(429)
      .headers({ ...PAGE_HEADERS, 'retry-after': String(fault.retryAfterSeconds) })
      .send(
        renderPage(`${profile.title} sandbox`, '<h1>Too many requests</h1><p>Try again later.</p>'),
      );
  }

  if (isConsentPost) {
    const choice = readConsentChoice(request.body);
    if (choice.isCancelled) {
      return redirectTo(
        reply,
        buildRedirectUrl(authorizeRequest.redirectUri, {
          ...profile.cancelParams,
          state: authorizeRequest.state,
        }),
      );
    }
    const chosen = findIdentity(endpoint.identities, choice.email);
    if (!chosen) {
      return reply
        .code(400)
        .headers(PAGE_HEADERS)
        .send(
          renderErrorPage(
            profile.title,
            'invalid_request',
            `No demo identity ${choice.email ?? '(none chosen)'} can sign in here.`,
          ),
        );
    }
    return approve(reply, endpoint, authorizeRequest, chosen);
  }

  const hinted = findIdentity(endpoint.identities, authorizeRequest.loginHint);
  if (hinted) return approve(reply, endpoint, authorizeRequest, hinted);
  if (authorizeRequest.prompts.includes('none')) {
    return redirectWithError(
      reply,
      authorizeRequest,
      'login_required',
      'No signed-in demo identity',
    );
  }
  return reply
    .code(200)
    .headers(PAGE_HEADERS)
    .send(
      renderConsentPage({
        providerTitle: profile.title,
        actionPath: request.url.split('?')[0] ?? request.url,
        clientId: authorizeRequest.clientId,
        scopes: authorizeRequest.scopes,
        params: authorizeRequest.params,
        identities: endpoint.identities,
      }),
    );
}
