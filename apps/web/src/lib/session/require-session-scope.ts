import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import type { AppContext } from '../app-context';
import { endSession } from '../end-session';
import { LOGIN_PATH } from '../guards';
import { ensureSessionScope } from './ensure-session-scope';

/**
 * The protected layout's second guard: loads the organization and workspace of a restored
 * session. A session the server no longer knows (refresh failed) ends here and goes to /login.
 */
export async function requireSessionScope({
  context,
  location,
}: {
  context: AppContext;
  location: Pick<ParsedLocation, 'href'>;
}): Promise<void> {
  try {
    await ensureSessionScope(context);
  } catch (error) {
    if (!isUtmostError(error) || error.status !== 401) throw error;
    endSession(context);
    throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
  }
}
