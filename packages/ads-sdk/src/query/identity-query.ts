import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

type Schemas = components['schemas'];

/** `GET /users/sso/providers`: which single sign-on buttons are configured. */
export function ssoProvidersQueryOptions(client: UtmostClient) {
  return queryOptions({
    queryKey: [...queryKeys.user.all, 'ssoProviders'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/v1/users/sso/providers', { signal })).content.providers,
    // Configuration, not data: it changes with a deployment.
    staleTime: Infinity,
  });
}

/** `POST /users/login`, answering with the user; a 401 carries the `errors` map (email / password). */
export function logInMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: async (body: Schemas['LoginInput']) =>
      unwrap(await client.POST('/api/v1/users/login', { body })).content.user,
  });
}

/**
 * `POST /users/register`: creates the user, their organization, workspace and trial; with an
 * `invitationToken`, the user joins the inviting organization instead and gets none of their own.
 */
export function registerMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: async (body: Schemas['RegisterInput']) =>
      unwrap(await client.POST('/api/v1/users/register', { body })).content.user,
  });
}

/**
 * `POST /users/refreshToken`: after single sign-on the cookies are set but the page does not
 * know who signed in; refreshing the session answers with the user.
 */
export async function refreshSession(client: UtmostClient) {
  return unwrap(await client.POST('/api/v1/users/refreshToken')).content.user;
}

/** `GET /users/check-email`: `error` says why the address cannot sign up (taken, malformed). */
export async function checkEmail(client: UtmostClient, email: string) {
  const answer = unwrap(
    await client.GET('/api/v1/users/check-email', { params: { query: { email } } }),
  );
  return { exists: answer.content.exists, error: answer.errors?.email ?? null };
}

/** `POST /users/forgot-password?email`: always "sent", whether the address has an account or not. */
export function requestPasswordResetMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: async ({ email }: { email: string }) => {
      unwrap(await client.POST('/api/v1/users/forgot-password', { params: { query: { email } } }));
    },
  });
}

/** `POST /users/verify-token`: whether a reset link still works; does not use it up. */
export async function verifyResetToken(client: UtmostClient, token: string) {
  return unwrap(
    await client.POST('/api/v1/users/verify-token', { body: { token, purpose: 'password_reset' } }),
  ).content;
}

/**
 * `POST /users/verify-token` for an invitation: the invited address and what the join page names
 * (the organization, whether the address already has an account). Does not use the link up.
 */
export async function verifyInvitationToken(client: UtmostClient, token: string) {
  const { email, invitation } = unwrap(
    await client.POST('/api/v1/users/verify-token', { body: { token, purpose: 'invitation' } }),
  ).content;
  // The contract promises it for this purpose; without it the link cannot be described.
  if (invitation === undefined) throw new Error('verify-token answered an invitation without it');
  return { email, invitation };
}

/** `POST /users/recover-password`: sets the new password and ends every session of the user. */
export function recoverPasswordMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: async (body: Schemas['RecoverPasswordInput']) => {
      unwrap(await client.POST('/api/v1/users/recover-password', { body }));
    },
  });
}

/**
 * `POST /users/resend-link` with the expired link's token: a new link in its place.
 * `maskedEmail` is there only when the token named an account.
 */
export function resendExpiredLinkMutationOptions(client: UtmostClient, token: string) {
  return mutationOptions({
    mutationFn: async () =>
      unwrap(await client.POST('/api/v1/users/resend-link', { body: { token } })).content,
  });
}

/** `POST /users/verify-email`: uses up the link's token and marks the address verified. */
export async function verifyEmailAddress(client: UtmostClient, token: string) {
  return unwrap(await client.POST('/api/v1/users/verify-email', { body: { token } })).content;
}

/** `POST /users/resend-verification-email`: a new link to the signed-in user's address. */
export function resendVerificationEmailMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: async () =>
      unwrap(await client.POST('/api/v1/users/resend-verification-email')).content,
  });
}

/** `POST /users/handle-user-invitation`: joins the organization; answers with it. */
export async function handleUserInvitation(client: UtmostClient, invitationToken: string) {
  const answer = await client.POST('/api/v1/users/handle-user-invitation', {
    body: { tkn: invitationToken },
  });
  return unwrap(answer).content.organization;
}

/** `handleUserInvitation` as a mutation of the invitation token, for a signed-in user. */
export function acceptInvitationMutationOptions(client: UtmostClient) {
  return mutationOptions({
    mutationFn: (invitationToken: string) => handleUserInvitation(client, invitationToken),
  });
}
