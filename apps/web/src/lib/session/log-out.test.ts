import { describe, expect, it } from 'vitest';
import { buildLoggedInState } from '../../test/render-app';
import { createTestContext } from '../../test/test-context';
import { logOut } from './log-out';

describe('logOut', () => {
  it('revokes the session on the API, then resets the auth state', async () => {
    const { context, api } = createTestContext({}, buildLoggedInState());
    await logOut(context);
    expect(api.findCalls('POST /api/v1/users/{id}/logout')[0]?.path).toBe(
      '/api/v1/users/u-1/logout',
    );
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });

  it('logs out on this device even when the API cannot be reached', async () => {
    const { context } = createTestContext(
      {
        'POST /api/v1/users/{id}/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      buildLoggedInState(),
    );
    await logOut(context);
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });
});
