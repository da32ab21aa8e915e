import { unwrap, type UtmostClient } from '@utmost/ads-sdk';

/** `POST /users/verify-email`: uses up the link's token and marks the address verified. */
export async function verifyEmailAddress(sdk: UtmostClient, token: string) {
  return unwrap(await sdk.POST('/api/v1/users/verify-email', { body: { token } })).content;
}

/** `POST /users/resend-verification-email`: a new link to the signed-in user's address. */
export async function resendVerificationEmail(sdk: UtmostClient) {
  return unwrap(await sdk.POST('/api/v1/users/resend-verification-email')).content;
}
