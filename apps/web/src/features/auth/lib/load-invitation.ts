import { redirect } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/guards';
import { acceptInvitation } from '../../../lib/session/invitation';
import type { SessionServices } from '../../../lib/session/organization-scope';

/**
 * /handle-invitation?tkn=: logged in, the invitation is accepted and the user lands on the ad
 * accounts of the organization they joined; logged out, they log in (or sign up) first with the
 * token kept. A link the API refuses answers with the message to show.
 */
export async function loadInvitation(
  services: SessionServices,
  invitationToken: string,
): Promise<{ errorMessage: string }> {
  if (!services.auth.getState().isLoggedIn) {
    throw redirect({ to: LOGIN_PATH, search: { tkn: invitationToken } });
  }
  try {
    await acceptInvitation(services, invitationToken);
  } catch (error) {
    if (!isUtmostError(error)) throw error;
    // The session ended on the server (the refresh failed): log in again, token kept.
    if (error.status === 401) throw redirect({ to: LOGIN_PATH, search: { tkn: invitationToken } });
    if (error.status !== 400) throw error;
    return { errorMessage: error.fieldErrors?.tkn ?? error.message };
  }
  throw redirect({ to: HOME_PATH });
}
