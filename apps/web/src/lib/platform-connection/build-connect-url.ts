import type { Platform } from '@utmost/ads-sdk';

/** The app's route the connect flow ends on, inside the popup (routes/success.tsx). */
export const CONNECTION_RESULT_PATH = '/success';

interface ConnectUrlInput {
  /** The app's origin: the API is on it, and the flow returns to it. */
  origin: string;
  platform: Platform;
  organizationId: string;
  workspaceId: string;
  userId: string;
  /** Pre-selects a login at the provider, e.g. the e-mail of a login to reconnect. */
  loginHint?: string;
}

/**
 * Where the connect popup starts (`startPlatformConnection`): a browser navigation, not a fetch, so
 * the API can redirect it on to the provider's consent screen and back to the app's success route.
 */
export function buildConnectUrl(input: ConnectUrlInput): string {
  const query = new URLSearchParams({
    organization_id: input.organizationId,
    workspace_id: input.workspaceId,
    user_id: input.userId,
    redirect_url: `${input.origin}${CONNECTION_RESULT_PATH}`,
  });
  if (input.loginHint !== undefined && input.loginHint !== '') {
    query.set('login_hint', input.loginHint);
  }
  return `${input.origin}/api/v1/${input.platform}/authenticate?${query.toString()}`;
}
