import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { queryKeys } from '@utmost/ads-sdk/query';

type Schemas = components['schemas'];

/** `POST /users/login`; a 401 carries the `errors` map (email / password) to show. */
export async function logInWithPassword(sdk: UtmostClient, body: Schemas['LoginInput']) {
  return unwrap(await sdk.POST('/api/v1/users/login', { body })).content.user;
}

/**
 * `POST /users/register`: creates the user, their organization, workspace and trial; with an
 * `invitationToken`, the user joins the inviting organization instead and gets none of their own.
 */
export async function registerUser(sdk: UtmostClient, body: Schemas['RegisterInput']) {
  return unwrap(await sdk.POST('/api/v1/users/register', { body })).content.user;
}

/**
 * `POST /users/refreshToken`: after single sign-on the cookies are set but the page does not
 * know who signed in; refreshing the session answers with the user.
 */
export async function refreshSession(sdk: UtmostClient) {
  return unwrap(await sdk.POST('/api/v1/users/refreshToken')).content.user;
}

/** `GET /users/check-email`: `errors.email` says why the address cannot sign up (taken, bad). */
export async function checkEmail(sdk: UtmostClient, email: string) {
  const answer = unwrap(
    await sdk.GET('/api/v1/users/check-email', { params: { query: { email } } }),
  );
  return { exists: answer.content.exists, error: answer.errors?.email ?? null };
}

/** `POST /users/forgot-password?email`: always "sent", whether the address has an account or not. */
export async function requestPasswordReset(sdk: UtmostClient, email: string) {
  unwrap(await sdk.POST('/api/v1/users/forgot-password', { params: { query: { email } } }));
}

/** `POST /users/verify-token`: whether a reset link still works; does not use it up. */
export async function verifyResetToken(sdk: UtmostClient, token: string) {
  return unwrap(
    await sdk.POST('/api/v1/users/verify-token', { body: { token, purpose: 'password_reset' } }),
  ).content;
}

/**
 * `POST /users/verify-token` for an invitation: the invited address and what the join page names
 * (the organization, whether the address already has an account). Does not use the link up.
 */
export async function verifyInvitationToken(sdk: UtmostClient, token: string) {
  const { email, invitation } = unwrap(
    await sdk.POST('/api/v1/users/verify-token', { body: { token, purpose: 'invitation' } }),
  ).content;
  // The contract promises it for this purpose; without it the link cannot be described.
  if (invitation === undefined) throw new Error('verify-token answered an invitation without it');
  return { email, invitation };
}

/** `POST /users/recover-password`: sets the new password and ends every session of the user. */
export async function recoverPassword(sdk: UtmostClient, body: Schemas['RecoverPasswordInput']) {
  unwrap(await sdk.POST('/api/v1/users/recover-password', { body }));
}

/** `GET /users/sso/providers`: which single sign-on buttons are configured. */
export function ssoProvidersQueryOptions(sdk: UtmostClient) {
  return queryOptions({
    queryKey: [...queryKeys.user.all, 'ssoProviders'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await sdk.GET('/api/v1/users/sso/providers', { signal })).content.providers,
    // Configuration, not data: it changes with a deployment.
    staleTime: Infinity,
  });
}

/**
 * `POST /users/resend-link`: a new link in place of an expired reset or verification link.
 * `maskedEmail` is there only when the token named an account.
 */
export async function resendExpiredLink(sdk: UtmostClient, token: string) {
  return unwrap(await sdk.POST('/api/v1/users/resend-link', { body: { token } })).content;
}
