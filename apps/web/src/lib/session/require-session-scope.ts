import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import type { AppContext } from '../app-context';
import { endSession } from '../end-session';
import { LOGIN_PATH } from '../guards';
import { ensureSessionScope } from './ensure-session-scope';
import { readAddressOrganizationId } from './organization-address';

/**
 * The protected layout's second guard: loads the organization and workspace of a restored
 * session, or of the organization a link names (`?org=`). A session the server no longer knows
 * (refresh failed) ends here and goes to /login.
 */
export async function requireSessionScope({
  context,
  location,
}: {
  context: AppContext;
  location: Pick<ParsedLocation, 'href' | 'search'>;
}): Promise<void> {
  try {
    await ensureSessionScope(context, readAddressOrganizationId(location.search));
  } catch (error) {
    if (!isUtmostError(error) || error.status !== 401) throw error;
    endSession(context);
    throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
  }
}
