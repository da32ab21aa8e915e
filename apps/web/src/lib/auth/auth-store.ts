import { createStore, type Store } from '../create-store';
import { LOGGED_OUT_STATE, type AuthState, type AuthUser } from './auth-state';

export interface AuthStore extends Pick<Store<AuthState>, 'getState' | 'subscribe'> {
  /** Marks the user as logged in. The identity feature calls it once organizations are loaded. */
  logIn(user: AuthUser, scope?: { organizationId?: string; workspaceId?: string }): void;
  /** Merges fields into the state, e.g. the selected organization or the login form's errors. */
  updateAuthState(patch: Partial<AuthState>): void;
  /** Resets to the logged-out state (spec §4: logout and password recovery reset auth). */
  logout(): void;
}

export function createAuthStore(initialState: AuthState = LOGGED_OUT_STATE): AuthStore {
  const store = createStore<AuthState>(initialState);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    logIn(user, scope = {}) {
      store.setState((previous) => ({
        ...previous,
        user,
        isLoggedIn: true,
        userId: user.id,
        organizationId: scope.organizationId ?? previous.organizationId,
        workspaceId: scope.workspaceId ?? previous.workspaceId,
        error: { email: null, password: null },
      }));
    },
    updateAuthState(patch) {
      store.setState((previous) => ({ ...previous, ...patch }));
    },
    logout() {
      store.setState(LOGGED_OUT_STATE);
    },
  };
}
