import type { components } from '@utmost/ads-sdk';

export type SsoProvider = components['schemas']['SsoProvider'];

/** The login page's own address after a single sign-on: it finishes the login from there. */
export function buildSsoReturnPath(search: {
  redirect?: string | undefined;
  tkn?: string | undefined;
}) {
  const params = new URLSearchParams({ sso: 'complete' });
  if (search.redirect !== undefined) params.set('redirect', search.redirect);
  if (search.tkn !== undefined) params.set('tkn', search.tkn);
  return `/login?${params.toString()}`;
}

/**
 * Where a single sign-on button goes: the API starts the provider's flow (state + PKCE) and, once
 * the provider answers, sets the session cookies and sends the browser back to `/login?sso=complete`
 * with the page the user was going to and the invitation token kept.
 */
export function buildSsoStartUrl(
  provider: SsoProvider,
  search: { redirect?: string | undefined; tkn?: string | undefined },
): string {
  const params = new URLSearchParams({ redirect: buildSsoReturnPath(search) });
  return `/api/v1/users/sso/${provider}/start?${params.toString()}`;
}
