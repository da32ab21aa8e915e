import { can, findAdAccountAllowance, type Platform } from '@utmost/ads-sdk';
import { findPurposeScopes, type AdPlatform, type ConnectPurpose } from '@utmost/platforms';
import { CONNECT_ATTEMPT_LIFETIME_SECONDS } from '../platforms/connect-attempt-secrets.js';
import {
  buildConnectCallbackUrl,
  findSameOriginUrl,
  type PlatformConnectError,
} from '../platforms/connect-redirect.js';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import {
  computeCodeChallenge,
  createCodeVerifier,
  createState,
} from '../../../core/security/pkce.js';
import { hashSecretToken } from '../../../core/security/secret-tokens.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findActiveMemberRole } from '../../identity/index.js';
import {
  grantOrganizationScope,
  type OrganizationScope,
} from '../../../core/db/organization-scope.js';
import { insertConnectAttempt } from '../repositories/platform-connect-attempt-repository.js';
import { describeSubscription, findSubscriptionState } from '../../identity/index.js';
import { chooseWorkspace } from '../../identity/index.js';

// The start of the connect popup (spec §4 platform connection): checks who may connect, keeps a
// one-time attempt, and sends the browser to the provider's consent screen. The callback half is
// platform-connect-finish.ts.

export const CONNECT_REDIRECT_URL_MESSAGE =
  "Must be an absolute URL on this app's origin, such as the success page";

/** Why a connect attempt ends early; the popup learns `code`, the log learns `message`. */
export class ConnectFailure extends Error {
  constructor(
    readonly code: PlatformConnectError,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectFailure';
  }
}

export interface ConnectStart {
  platform: string;
  userId: string;
  organizationId: string;
  workspaceId: string | undefined;
  /** The `user_id` the popup sent; must be the caller. */
  requestedUserId: string | undefined;
  redirectUrl: string;
  loginHint: string | undefined;
  /** Asks for more than a plain connect (`restore_post_edits`: LinkedIn post editing). */
  purpose?: ConnectPurpose | undefined;
  browserCookie: string | undefined;
}

export type ConnectStartOutcome =
  | { kind: 'provider'; location: string; browserCookie: string }
  | { kind: 'refused'; redirectUrl: string; failure: ConnectFailure };

/**
 * The organization scope of a person who may connect logins there right now: an active member
 * with `adAccounts:edit`, in an organization whose subscription does not block (spec §4). The
 * maximum is not checked here: a full plan may still reconnect a login; adding accounts is where
 * the limit holds.
 */
export async function authorizeConnection(
  db: DatabaseExecutor,
  userId: string,
  organizationId: string,
): Promise<OrganizationScope> {
  const role = await findActiveMemberRole(db, userId, organizationId);
  if (!role) throw new ConnectFailure('forbidden', 'Not an active member of the organization');
  if (!can(role, 'adAccounts:edit')) {
    throw new ConnectFailure('forbidden', `The ${role} role cannot edit ad accounts`);
  }
  const scope = grantOrganizationScope(organizationId, role);
  const subscription = describeSubscription(await findSubscriptionState(db, scope));
  const allowance = findAdAccountAllowance(subscription, 1);
  if (!allowance.isAllowed && allowance.code === 'SUBSCRIPTION_BLOCKED') {
    throw new ConnectFailure('subscription_blocked', `The subscription is ${subscription.type}`);
  }
  return scope;
}

export async function startPlatformConnection(
  deps: AdPlatformDependencies,
  start: ConnectStart,
): Promise<ConnectStartOutcome> {
  const { name: platform, client } = deps.platforms.require(start.platform);
  const redirectUrl = findSameOriginUrl(start.redirectUrl, deps.publicUrl);
  if (redirectUrl === undefined) {
    throw new AppError('BAD_REQUEST', undefined, {
      fieldErrors: { redirect_url: CONNECT_REDIRECT_URL_MESSAGE },
    });
  }
  try {
    if (start.requestedUserId !== undefined && start.requestedUserId !== start.userId) {
      throw new ConnectFailure('forbidden', 'user_id is not the signed-in user');
    }
    const scope = await authorizeConnection(deps.db, start.userId, start.organizationId);
    return await createAttempt(deps, { ...start, redirectUrl }, scope, platform, client);
  } catch (error) {
    if (error instanceof ConnectFailure) return { kind: 'refused', redirectUrl, failure: error };
    throw error;
  }
}

async function createAttempt(
  deps: AdPlatformDependencies,
  start: ConnectStart,
  scope: OrganizationScope,
  platform: Platform,
  client: AdPlatform,
): Promise<ConnectStartOutcome> {
  const state = createState();
  const codeVerifier = createCodeVerifier();
  const browser = deps.attempts.findBrowserNonce(start.browserCookie);
  const now = deps.now();
  await insertConnectAttempt(deps.db, scope, {
    stateHash: hashSecretToken(state),
    browserBindingHash: hashSecretToken(browser.nonce),
    codeVerifierSealed: deps.attempts.sealCodeVerifier(codeVerifier),
    workspaceId: await chooseWorkspace(deps.db, scope, start.workspaceId),
    userId: start.userId,
    platform,
    redirectUrl: start.redirectUrl,
    expiresAt: new Date(now.getTime() + CONNECT_ATTEMPT_LIFETIME_SECONDS * 1000),
  });
  const location = client.oauth.buildAuthorizationUrl({
    state,
    codeChallenge: computeCodeChallenge(codeVerifier),
    redirectUri: buildConnectCallbackUrl(deps.publicUrl, platform),
    ...(start.loginHint !== undefined && { loginHint: start.loginHint }),
    extraScopes: findPurposeScopes(platform, start.purpose),
  });
  return { kind: 'provider', location, browserCookie: browser.cookie };
}
