import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth/auth-store';
import { endSession } from './end-session';
import { createErrorDisplayStore } from './error-display';

describe('endSession', () => {
  it('logs out, drops cached data and hides the error display', () => {
    const auth = createAuthStore();
    auth.logIn({ id: 'u-1', email: 'a@example.com', firstName: 'A', lastName: 'B' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], { id: 'u-1' });
    const errorDisplay = createErrorDisplayStore();
    errorDisplay.show({ status: 500, message: 'boom' });

    endSession({ auth, queryClient, errorDisplay });

    expect(auth.getState().isLoggedIn).toBe(false);
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(errorDisplay.getState().isShown).toBe(false);
  });
});
