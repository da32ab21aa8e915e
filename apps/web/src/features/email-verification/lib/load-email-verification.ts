import { redirect } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import { queryKeys, userQueryOptions, verifyEmailAddress } from '@utmost/ads-sdk/query';
import type { AppContext } from '../../../lib/app-context';
import { announceEmailVerified } from './email-verified-signal';

export type EmailVerificationOutcome =
  | { status: 'verified'; email: string }
  /** The link did not work, but the signed-in user's address is verified (a second click). */
  | { status: 'already-verified'; email: string }
  | { status: 'invalid' };

/**
 * /verify-email?token=: follows the link from the sign-up e-mail, logged in or not. A verified
 * address refreshes the cached user, so the shell's banner is gone on the way back into the app,
 * and tells the app's other tabs, whose banners go too.
 * A refused link signed out leads to /expired-token with its token, which offers a new one.
 */
export async function loadEmailVerification(
  context: Pick<AppContext, 'sdk' | 'queryClient' | 'auth'>,
  token: string | undefined,
): Promise<EmailVerificationOutcome> {
  if (token !== undefined) {
    try {
      const { email } = await verifyEmailAddress(context.sdk, token);
      await context.queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      announceEmailVerified();
      return { status: 'verified', email };
    } catch (error) {
      if (!isUtmostError(error) || error.status !== 400) throw error;
    }
  }
  const { isLoggedIn, userId } = context.auth.getState();
  if (isLoggedIn && userId !== null) {
    const user = await context.queryClient.fetchQuery(userQueryOptions(context.sdk, userId));
    if (user.isEmailVerified) return { status: 'already-verified', email: user.email };
  } else if (token !== undefined) {
    // Signed out with a link that no longer works: /expired-token sends a new one to its owner.
    throw redirect({ to: '/expired-token', search: { token } });
  }
  return { status: 'invalid' };
}
