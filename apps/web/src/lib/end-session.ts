import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth/auth-store';
import type { ErrorDisplayStore } from './error-display';

export interface SessionParts {
  auth: Pick<AuthStore, 'logout'>;
  queryClient: Pick<QueryClient, 'clear'>;
  errorDisplay: Pick<ErrorDisplayStore, 'hide'>;
}

/**
 * Ends the session on this device: resets auth (spec §4), drops cached data so the next user sees
 * none of it, and hides the error display (spec §4: a failed refresh logs out and hides it).
 * The protected layout's guard then sends the browser to /login.
 */
export function endSession({ auth, queryClient, errorDisplay }: SessionParts): void {
  auth.logout();
  queryClient.clear();
  errorDisplay.hide();
}
