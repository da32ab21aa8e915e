import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { components } from '@utmost/ads-sdk';
import { App } from '../app';
import { createAppContext } from '../create-app-context';
import { LOGGED_OUT_STATE, type AuthState, type AuthUser } from '../lib/auth/auth-state';
import type { AppMode } from '../lib/mode/app-mode';
import { createAppRouter } from '../router';
import { answerContent, answerError, createFakeApi } from './fake-api';

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

/**
 * Answers `GET /api/v1/versions` like the API does, and the session's organization and workspace
 * (see DEFAULT_ROUTES); other paths 404.
 */
export function answerVersions(
  versions: components['schemas']['Versions']['versions'] = { api: '0.1.0', web: 'build-1' },
  status = 200,
): typeof globalThis.fetch {
  return createFakeApi({
    'GET /api/v1/versions': () =>
      status === 200
        ? answerContent({ versions })
        : answerError(status, 'SERVER_ERROR', 'Something went wrong.'),
  }).fetch;
}

/** Renders the whole app (real route tree, guards, shell) at `path` with a memory history. */
export function renderApp({
  path,
  authState = LOGGED_OUT_STATE,
  mode = 'tagging',
  fetch = answerVersions(),
  leavePage = () => {
    throw new Error('The page left the app; pass renderApp a leavePage to expect it');
  },
}: {
  path: string;
  authState?: AuthState;
  mode?: AppMode;
  fetch?: typeof globalThis.fetch;
  /** Where the app sends the browser to another site (Stripe Checkout, its portal). */
  leavePage?: (url: string) => void;
}) {
  const context = createAppContext({
    authState,
    mode,
    fetch,
    leavePage,
    onSessionExpired: () => {},
  });
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  const view = render(<App context={context} router={router} />);
  return { ...view, context, router };
}
