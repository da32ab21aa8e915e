import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  parsePersistedAuth,
  persistAuthState,
  PERSISTENCE_TIMEOUT_MS,
  restoreAuthState,
} from './auth-persistence';
import { LOGGED_OUT_STATE, type AuthUser } from './auth-state';
import { createAuthStore } from './auth-store';

const USER: AuthUser = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('parsePersistedAuth', () => {
  it('restores the user and the logged-in flag from the documented shape', () => {
    const state = parsePersistedAuth(JSON.stringify({ user: USER, isLoggedIn: true }));
    expect(state.isLoggedIn).toBe(true);
    expect(state.user).toEqual(USER);
    expect(state.userId).toBe('u-1');
    expect(state.organizationId).toBeNull();
    expect(state.workspaceId).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"user":'],
    ['logged-out flag', JSON.stringify({ user: USER, isLoggedIn: false })],
    ['a user without id', JSON.stringify({ user: { ...USER, id: undefined }, isLoggedIn: true })],
    ['an unknown role', JSON.stringify({ user: { ...USER, role: 'root' }, isLoggedIn: true })],
  ])('starts logged out for %s', (_case, raw) => {
    expect(parsePersistedAuth(raw)).toEqual(LOGGED_OUT_STATE);
  });
});

describe('restoreAuthState', () => {
  it('reads localStorage under utmost.auth', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: USER, isLoggedIn: true }));
    const state = await restoreAuthState(localStorage);
    expect(state.isLoggedIn).toBe(true);
    expect(state.user?.email).toBe('ada@example.com');
  });

  it('starts logged out when restoring takes longer than the persistence time-out', async () => {
    vi.useFakeTimers();
    const neverAnswers = { getItem: () => new Promise<string | null>(() => {}) };
    const restored = restoreAuthState(neverAnswers);
    await vi.advanceTimersByTimeAsync(PERSISTENCE_TIMEOUT_MS - 1);
    let settled = false;
    void restored.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(restored).resolves.toEqual(LOGGED_OUT_STATE);
  });

  it('keeps a slow answer that arrives within the time-out', async () => {
    vi.useFakeTimers();
    const slow = {
      getItem: () =>
        new Promise<string | null>((resolve) =>
          setTimeout(() => resolve(JSON.stringify({ user: USER, isLoggedIn: true })), 4000),
        ),
    };
    const restored = restoreAuthState(slow);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(restored).resolves.toMatchObject({ isLoggedIn: true, user: USER });
  });

  it('starts logged out when the storage throws', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    await expect(restoreAuthState(blocked)).resolves.toEqual(LOGGED_OUT_STATE);
  });
});

describe('persistAuthState', () => {
  it('writes only the user and the logged-in flag, and removes them on logout', () => {
    const store = createAuthStore();
    persistAuthState(store, localStorage);
    store.logIn({ ...USER, role: 'admin' }, { organizationId: 'org-1', workspaceId: 'ws-1' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      user: { ...USER, role: 'admin' },
      isLoggedIn: true,
    });
    store.logout();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('does not write when only unpersisted fields change', () => {
    const store = createAuthStore();
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    persistAuthState(store, storage);
    store.updateAuthState({ workspaceId: 'ws-2' });
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
  });
});
