import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.js';
import { readBearerToken } from '../../oauth/bearer.js';
import type { Grant } from '../../oauth/grant-store.js';
import { hasScope, type WireError } from '../../oauth/provider-profile.js';
import { findGoogleLogin } from '../seed/google-catalog.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import type { GoogleLogin } from '../seed/google-types.js';
import {
  describeEntry,
  describeGoogleAdsError,
  INVALID_ARGUMENT,
  PERMISSION_DENIED,
  UNAUTHENTICATED,
  type GoogleAdsErrorInput,
} from './google-ads-errors.js';

// Who may call the Google Ads API and reach which customer: the Bearer token (from the sandbox
// Google OAuth, with the adwords scope) and login-customer-id for clients
// reached through a manager. Answers in Google's own error shapes.

export const ADWORDS_SCOPE = 'https://www.googleapis.com/auth/adwords';

export type GoogleAdsCaller =
  { isAllowed: true; grant: Grant; login: GoogleLogin } | { isAllowed: false; wire: WireError };

export type CustomerAccess =
  { isAllowed: true; account: GoogleAccountData } | { isAllowed: false; wire: WireError };

export interface GoogleAdsCall {
  context: SandboxContext;
  request: FastifyRequest;
  version: string;
  requestId: string;
}

export const USER_PERMISSION_DENIED_MESSAGE =
  "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header. See https://developers.google.com/google-ads/api/docs/concepts/call-structure#cid";

function refuse(
  call: GoogleAdsCall,
  input: GoogleAdsErrorInput,
): { isAllowed: false; wire: WireError } {
  return { isAllowed: false, wire: describeGoogleAdsError(call.version, call.requestId, input) };
}

function readHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const TOKEN_ERRORS = {
  unknown: ['OAUTH_TOKEN_INVALID', 'OAuth token in the header is not valid.'],
  expired: ['OAUTH_TOKEN_EXPIRED', 'OAuth token in the header has expired.'],
  revoked: ['OAUTH_TOKEN_REVOKED', 'OAuth token in the header has been revoked.'],
} as const;

export function checkGoogleAdsCaller(call: GoogleAdsCall): GoogleAdsCaller {
  const { context, request } = call;
  const token = readBearerToken(request.headers.authorization);
  if (token === null) {
    return {
      isAllowed: false,
      wire: {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
        body: {
          error: {
            code: 401,
            message:
              'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
            status: 'UNAUTHENTICATED',
          },
        },
      },
    };
  }
  const lookup = context.store.lookUpAccessToken(token);
  const tokenError = (reason: keyof typeof TOKEN_ERRORS) => {
    const [code, message] = TOKEN_ERRORS[reason];
    return refuse(call, {
      ...UNAUTHENTICATED,
      errors: [describeEntry('authenticationError', code, message)],
    });
  };
  if (lookup.status !== 'active') return tokenError(lookup.status);
  if (lookup.grant.provider !== 'google') return tokenError('unknown');
  if (!hasScope(lookup.scopes, ADWORDS_SCOPE)) {
    return {
      isAllowed: false,
      wire: {
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'Request had insufficient authentication scopes.',
            status: 'PERMISSION_DENIED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
                domain: 'googleapis.com',
                metadata: { service: 'googleads.googleapis.com' },
              },
            ],
          },
        },
      },
    };
  }
  // No developer-token check: tokens were sunset on 2026-09-09, the header is optional and the
  // API servers ignore it; access comes from the OAuth client's Cloud project
  // (developers.google.com/google-ads/api/docs/api-policy/developer-token).
  const login = findGoogleLogin(lookup.grant.identity.email) ?? {
    email: lookup.grant.identity.email,
    accessibleCustomerIds: [],
  };
  return { isAllowed: true, grant: lookup.grant, login };
}

function isReachableThrough(
  context: SandboxContext,
  managerId: string,
  customerId: string,
): boolean {
  const pending = [managerId];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const current = pending.pop() ?? '';
    if (current === customerId) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    pending.push(...(context.ads.google.get(current)?.customer.clientIds ?? []));
  }
  return false;
}

/** Whether the caller reaches `customerId`, directly or through the login-customer-id manager. */
export function checkCustomerAccess(
  call: GoogleAdsCall,
  login: GoogleLogin,
  customerId: string,
): CustomerAccess {
  const deny = () =>
    refuse(call, {
      ...PERMISSION_DENIED,
      errors: [
        describeEntry(
          'authorizationError',
          'USER_PERMISSION_DENIED',
          USER_PERMISSION_DENIED_MESSAGE,
        ),
      ],
    });
  if (!/^\d{10}$/.test(customerId)) {
    return refuse(call, {
      ...INVALID_ARGUMENT,
      errors: [
        describeEntry(
          'requestError',
          'INVALID_CUSTOMER_ID',
          'Customer ID is invalid: use 10 digits without dashes.',
          { trigger: customerId },
        ),
      ],
    });
  }
  const loginCustomerId = readHeader(call.request, 'login-customer-id')?.trim();
  if (
    loginCustomerId !== undefined &&
    loginCustomerId !== '' &&
    !/^\d{10}$/.test(loginCustomerId)
  ) {
    return refuse(call, {
      ...INVALID_ARGUMENT,
      errors: [
        describeEntry(
          'requestError',
          'INVALID_CUSTOMER_ID',
          'The login-customer-id header must be a customer id of 10 digits without dashes.',
          { trigger: loginCustomerId },
        ),
      ],
    });
  }
  const account = call.context.ads.google.get(customerId);
  if (!account) return deny();
  const via =
    loginCustomerId === undefined || loginCustomerId === '' ? customerId : loginCustomerId;
  if (!login.accessibleCustomerIds.includes(via)) return deny();
  if (!isReachableThrough(call.context, via, customerId)) return deny();
  // A cancelled, suspended or closed customer is still listed under its manager, but every call to
  // it fails (platform-apis.md, Corrections: "Google manager hierarchies").
  if (account.customer.status !== 'ENABLED') {
    return refuse(call, {
      ...PERMISSION_DENIED,
      errors: [
        describeEntry(
          'authorizationError',
          'CUSTOMER_NOT_ENABLED',
          "The customer account can't be accessed because it is not yet enabled or has been deactivated.",
        ),
      ],
    });
  }
  return { isAllowed: true, account };
}
