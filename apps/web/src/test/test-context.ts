import { createAppContext } from '../create-app-context';
import { LOGGED_OUT_STATE, type AuthState } from '../lib/auth/auth-state';
import { createFakeApi, type FakeRoutes } from './fake-api';

/** The app's real services over a fake API, for tests of flows without rendering. */
export function createTestContext(
  routes: FakeRoutes = {},
  authState: AuthState = LOGGED_OUT_STATE,
) {
  const api = createFakeApi(routes);
  const context = createAppContext({
    authState,
    mode: 'tagging',
    fetch: api.fetch,
    onSessionExpired: () => {},
  });
  return { context, api };
}
