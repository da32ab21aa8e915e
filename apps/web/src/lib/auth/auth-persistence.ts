import { z } from 'zod/mini';
import type { AuthStore } from './auth-store';
import { authUserSchema, LOGGED_OUT_STATE, type AuthState } from './auth-state';

/** The device key. E2E tests log in by writing it, so its name and shape are a contract. */
export const AUTH_STORAGE_KEY = 'utmost.auth';
/** Spec §9: persistence time-out. A restore that takes longer starts logged out. */
export const PERSISTENCE_TIMEOUT_MS = 5000;

/** What is kept on the device: the user and the logged-in flag, nothing else (spec §3). */
const persistedAuthSchema = z.object({
  user: z.nullable(authUserSchema),
  isLoggedIn: z.boolean(),
});
type PersistedAuth = z.infer<typeof persistedAuthSchema>;

/** localStorage's shape, allowed to answer asynchronously so a slow store can be timed out. */
interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Turns the stored JSON into a starting auth state; anything unreadable starts logged out. */
export function parsePersistedAuth(raw: string | null): AuthState {
  if (raw === null) return LOGGED_OUT_STATE;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return LOGGED_OUT_STATE;
  }
  const parsed = persistedAuthSchema.safeParse(json);
  if (!parsed.success || !parsed.data.isLoggedIn || parsed.data.user === null) {
    return LOGGED_OUT_STATE;
  }
  const { user } = parsed.data;
  return { ...LOGGED_OUT_STATE, user, isLoggedIn: true, userId: user.id };
}

/** Restores the auth state, or the logged-out state when the storage does not answer in time. */
export async function restoreAuthState(
  storage: Pick<AuthStorage, 'getItem'>,
  timeoutMs: number = PERSISTENCE_TIMEOUT_MS,
): Promise<AuthState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AuthState>((resolve) => {
    timer = setTimeout(() => resolve(LOGGED_OUT_STATE), timeoutMs);
  });
  const restore = Promise.resolve()
    .then(() => storage.getItem(AUTH_STORAGE_KEY))
    .then(parsePersistedAuth, () => LOGGED_OUT_STATE);
  try {
    return await Promise.race([restore, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Picks what is written to the device. */
function toPersistedAuth(state: AuthState): PersistedAuth {
  return { user: state.user, isLoggedIn: state.isLoggedIn };
}

/** Writes `{user, isLoggedIn}` on every change of those two fields; returns the unsubscribe. */
export function persistAuthState(store: AuthStore, storage: AuthStorage): () => void {
  let last = JSON.stringify(toPersistedAuth(store.getState()));
  return store.subscribe(() => {
    const next = JSON.stringify(toPersistedAuth(store.getState()));
    if (next === last) return;
    last = next;
    try {
      if (store.getState().isLoggedIn) storage.setItem(AUTH_STORAGE_KEY, next);
      else storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage can be full or blocked (private mode); the session still works until reload.
    }
  });
}
