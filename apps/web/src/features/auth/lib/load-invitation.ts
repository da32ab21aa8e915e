import { isUtmostError, normalizeEmail, type components } from '@utmost/ads-sdk';
import { verifyInvitationToken } from '@utmost/ads-sdk/query';
import { registerInvitationStrings } from '../../../i18n/invitation-strings';
import type { SessionServices } from '../../../lib/session/organization-scope';

export type InvitationPreview = components['schemas']['InvitationPreview'];

interface UsableInvitation {
  invitationToken: string;
  /** The address the invitation was sent to. */
  email: string;
  invitation: InvitationPreview;
}

/**
 * What /handle-invitation?tkn= shows. Logged out: a sign-up that joins the organization (no
 * account with the address yet) or a login that accepts (there is one). Logged in as the invited
 * address: one click accepts. Logged in as someone else: say so and offer to log out. A link the
 * API refuses (unknown, used, expired, cancelled) gets its own page.
 */
export type InvitationView =
  | { kind: 'unusable' }
  | (UsableInvitation & { kind: 'sign-up' | 'log-in' | 'accept' })
  | (UsableInvitation & { kind: 'other-account'; currentEmail: string });

export async function loadInvitation(
  services: SessionServices,
  invitationToken: string,
): Promise<InvitationView> {
  // This module loads with the page only, and the page's words with it.
  registerInvitationStrings();
  let usable: UsableInvitation;
  try {
    usable = { invitationToken, ...(await verifyInvitationToken(services.sdk, invitationToken)) };
  } catch (error) {
    if (isUtmostError(error) && error.status === 400) return { kind: 'unusable' };
    throw error;
  }
  const { isLoggedIn, user } = services.auth.getState();
  if (!isLoggedIn || user === null) {
    return { ...usable, kind: usable.invitation.hasAccount ? 'log-in' : 'sign-up' };
  }
  if (normalizeEmail(user.email) === normalizeEmail(usable.email)) {
    return { ...usable, kind: 'accept' };
  }
  return { ...usable, kind: 'other-account', currentEmail: user.email };
}
