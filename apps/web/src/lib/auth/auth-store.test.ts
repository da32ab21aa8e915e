import { describe, expect, it } from 'vitest';
import { formatUserName, LOGGED_OUT_STATE } from './auth-state';
import { createAuthStore } from './auth-store';

const USER = { id: 'u-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('createAuthStore', () => {
  it('logs in with the user and the selected organization and workspace', () => {
    const store = createAuthStore();
    store.logIn(USER, { organizationId: 'org-1', workspaceId: 'ws-1' });
    expect(store.getState()).toMatchObject({
      isLoggedIn: true,
      user: USER,
      userId: 'u-1',
      organizationId: 'org-1',
      workspaceId: 'ws-1',
    });
  });

  it('resets every field on logout', () => {
    const store = createAuthStore();
    store.logIn(USER, { organizationId: 'org-1', workspaceId: 'ws-1' });
    store.updateAuthState({ error: { email: 'Invalid email format', password: null } });
    store.logout();
    expect(store.getState()).toEqual(LOGGED_OUT_STATE);
  });
});

describe('formatUserName', () => {
  it('joins first and last name, or falls back to the e-mail', () => {
    expect(formatUserName(USER)).toBe('Ada Lovelace');
    expect(formatUserName({ ...USER, firstName: '', lastName: '' })).toBe('ada@example.com');
  });
});
