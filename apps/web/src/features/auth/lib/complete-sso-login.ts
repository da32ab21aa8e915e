import { isUtmostError } from '@utmost/ads-sdk';
import { refreshSession } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import type { SessionServices } from '../../../lib/session/organization-scope';
import { finishLogin } from './finish-login';

type SsoCompletion = { target: string } | { ssoError: 'provider_error' };

/**
 * The API's single sign-on callback set the session cookies and sent the browser to
 * `/login?sso=complete`. Refreshing the session tells who signed in; then the login-success flow.
 * No session (the cookies were refused or expired) counts as a provider error.
 */
export async function completeSsoLogin(
  services: SessionServices,
  search: { redirect?: string | undefined; tkn?: string | undefined },
): Promise<SsoCompletion> {
  let user;
  try {
    user = await refreshSession(services.sdk);
  } catch (error) {
    if (isUtmostError(error) && error.status === 401) return { ssoError: 'provider_error' };
    throw error;
  }
  const target = await finishLogin(services, user, search);
  track('login', { method: 'sso' });
  track('auth_success', { method: 'sso' });
  return { target };
}
