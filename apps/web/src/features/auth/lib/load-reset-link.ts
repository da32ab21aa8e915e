import { redirect } from '@tanstack/react-router';
import { isUtmostError, type UtmostClient } from '@utmost/ads-sdk';
import { verifyResetToken } from '@utmost/ads-sdk/query';

/**
 * /reset-password checks its link before showing the form: without a token, or with one the API
 * refuses (unknown, used, expired), the visitor goes to /expired-token and can ask for a new one.
 */
export async function loadResetLink(
  sdk: UtmostClient,
  token: string | undefined,
): Promise<{ token: string; email: string }> {
  if (token === undefined) throw redirect({ to: '/expired-token' });
  try {
    const verified = await verifyResetToken(sdk, token);
    return { token, email: verified.email };
  } catch (error) {
    // The old token goes along: "Resend link" sends a new one to whoever it was for.
    if (isUtmostError(error) && error.status === 400) {
      throw redirect({ to: '/expired-token', search: { token } });
    }
    throw error;
  }
}
