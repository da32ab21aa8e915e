import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app';
import { createAppContext } from '../create-app-context';
import { LOGGED_OUT_STATE, type AuthState, type AuthUser } from '../lib/auth/auth-state';
import type { AppMode } from '../lib/mode/app-mode';
import { createAppRouter } from '../router';

export const TEST_USER: AuthUser = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'owner',
};

export function buildLoggedInState(user: AuthUser = TEST_USER): AuthState {
  return { ...LOGGED_OUT_STATE, user, isLoggedIn: true, userId: user.id };
}

/** Answers `GET /api/v1/versions` like the API does; other paths 404. */
export function answerVersions(
  versions: Record<string, string> = { api: '0.1.0', web: 'build-1' },
  status = 200,
): typeof globalThis.fetch {
  return (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/v1/versions') {
      const body =
        status === 200
          ? { content: { versions } }
          : { error: { code: 'SERVER_ERROR', message: 'Something went wrong.' } };
      return Promise.resolve(Response.json(body, { status }));
    }
    return Promise.resolve(
      Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
    );
  };
}

/** Renders the whole app (real route tree, guards, shell) at `path` with a memory history. */
export function renderApp({
  path,
  authState = LOGGED_OUT_STATE,
  mode = 'tagging',
  fetch = answerVersions(),
}: {
  path: string;
  authState?: AuthState;
  mode?: AppMode;
  fetch?: typeof globalThis.fetch;
}) {
  const context = createAppContext({ authState, mode, fetch, onSessionExpired: () => {} });
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  const view = render(<App context={context} router={router} />);
  return { ...view, context, router };
}
