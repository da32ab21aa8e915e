import { endSession, type SessionParts } from '../end-session';
import type { SessionServices } from './organization-scope';

/**
 * Logs out: the API revokes the session (`POST /users/{id}/logout`, which also expires the
 * cookies), then the device forgets it. The device forgets it even when the call fails: a user
 * who asked to log out must not stay logged in because the network is down.
 */
export async function logOut(services: SessionServices & SessionParts): Promise<void> {
  const { userId } = services.auth.getState();
  try {
    if (userId !== null) {
      await services.sdk.POST('/api/v1/users/{id}/logout', { params: { path: { id: userId } } });
    }
  } catch {
    // See above: the local logout below is what the user asked for.
  } finally {
    endSession(services);
  }
}
