import type { SessionServices } from '../../../lib/session/organization-scope';
import { completeLogin } from '../../../lib/session/complete-login';
import type { ApiUser } from '../../../lib/session/session-types';
import { HOME_PATH } from '../../../lib/guards';
import { notify } from '../../../lib/notify';

/** Where joining an organization lands: its ad accounts, saying "You joined …" (issue 25). */
export const JOINED_HOME_HREF = `${HOME_PATH}?joined=true`;

/**
 * After the API accepted the user (password, sign-up or single sign-on): the login-success flow,
 * then where to go. An invitation leads to the ad accounts of the organization just joined;
 * otherwise the page the protected area sent the visitor from, or the ad accounts.
 */
export async function finishLogin(
  services: SessionServices,
  user: ApiUser,
  search: { redirect?: string | undefined; tkn?: string | undefined },
): Promise<string> {
  const outcome = await completeLogin(services, user, { invitationToken: search.tkn });
  if (outcome.invitationError !== null) {
    const { fieldErrors, message } = outcome.invitationError;
    notify('error', fieldErrors?.tkn ?? message);
  }
  if (outcome.joinedOrganization !== null) return JOINED_HOME_HREF;
  return search.redirect ?? HOME_PATH;
}
