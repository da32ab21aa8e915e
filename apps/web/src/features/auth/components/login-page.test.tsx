import { describeLoginWait } from '@utmost/ads-sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { API_USER } from '../../../test/api-fixtures';
import { expectGoogleMark } from '../../../test/expect-google-mark';
import {
  answerContent,
  answerError,
  answerFieldErrors,
  createFakeApi,
  type FakeRoutes,
} from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const LOGIN_OK: FakeRoutes = {
  'POST /api/v1/users/login': () => answerContent({ user: API_USER }),
};

function renderLogin(path = '/login', routes: FakeRoutes = LOGIN_OK) {
  const api = createFakeApi(routes);
  return { ...renderApp({ path, fetch: api.fetch }), api };
}

async function logIn(email = 'ada@example.com', password = 'Secret-1') {
  if (email !== '') await userEvent.type(await screen.findByLabelText('E-mail'), email);
  if (password !== '') await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

let unplug = () => {};
afterEach(() => {
  unplug();
  localStorage.clear();
});

describe('login form', () => {
  it('shows the spec §5 messages under the fields and sends nothing', async () => {
    const { api } = renderLogin();
    await logIn('not-an-email', '');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.findCalls('POST /api/v1/users/login')).toHaveLength(0);
  });

  it('stores a refused login’s errors map in the auth state and shows it', async () => {
    const { context } = renderLogin('/login', {
      'POST /api/v1/users/login': () => answerFieldErrors({ password: 'Invalid password' }, 401),
    });
    await logIn();
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(context.auth.getState().error).toEqual({ email: null, password: 'Invalid password' });
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });

  it('says how long to wait after too many attempts (429) and how to get in now, until the next try', async () => {
    renderLogin('/login', {
      'POST /api/v1/users/login': () =>
        answerError(429, 'TOO_MANY_REQUESTS', 'Too many requests.', { 'Retry-After': '90' }),
    });
    await logIn();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(describeLoginWait(2));
    expect(notice).toHaveTextContent(
      /Forgot password\?.*reset link.*Google, Microsoft or LinkedIn/,
    );
    // Shown once, beside the form: not a toast as well.
    expect(screen.queryByText('Too many requests. Please try again in 2 minutes.')).toBeNull();
  });

  it('logs in: organization and workspace selected, then the page the guard came from', async () => {
    const events: string[] = [];
    unplug = registerAnalyticsSink((event) => events.push(event));
    const { router, context, api } = renderLogin('/login?redirect=%2Frun-history');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/run-history'));
    expect(api.findCalls('POST /api/v1/users/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret-1',
    });
    expect(context.auth.getState()).toMatchObject({
      isLoggedIn: true,
      organizationId: 'org-1',
      workspaceId: 'ws-1',
    });
    expect(events).toContain('login');
  });

  it('with an invitation token handles the invitation and lands on the ad accounts', async () => {
    const { router, api } = renderLogin('/login?tkn=invite-1&redirect=%2Frun-history', {
      ...LOGIN_OK,
      'POST /api/v1/users/handle-user-invitation': () =>
        answerContent({
          organization: { id: 'org-1', name: 'A', logoUrl: null, role: 'member' },
          membership: { email: 'ada@example.com', status: 'active', role: 'member' },
        }),
    });
    expect(await screen.findByText(/to accept your invitation/)).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(api.findCalls('POST /api/v1/users/handle-user-invitation')[0]?.body).toEqual({
      tkn: 'invite-1',
    });
  });

  it('links to sign-up and forgot password, keeping the invitation token', async () => {
    renderLogin('/login?tkn=invite-1');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute(
      'href',
      '/sign-up?tkn=invite-1',
    );
  });
});

describe('single sign-on', () => {
  it('offers Google and LinkedIn, going through the API with the way back to /login', async () => {
    renderLogin('/login?redirect=%2Frun-history');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(google.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/v1/users/sso/google/start');
    expectGoogleMark(google);
    expect(href.searchParams.get('redirect')).toBe('/login?sso=complete&redirect=%2Frun-history');
    expect(screen.getByRole('link', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Microsoft' })).not.toBeInTheDocument();
  });

  it('offers Microsoft when the API has it enabled', async () => {
    renderLogin('/login', {
      'GET /api/v1/users/sso/providers': () =>
        answerContent({
          providers: [
            { provider: 'google', isEnabled: true },
            { provider: 'linkedin', isEnabled: false },
            { provider: 'microsoft', isEnabled: true },
          ],
        }),
    });
    expect(await screen.findByRole('link', { name: 'Continue with Microsoft' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/users/sso/microsoft/start'),
    );
  });

  it('shows why a single sign-on failed', async () => {
    renderLogin('/login?ssoError=cancelled');
    expect(await screen.findByText(/Sign-in was cancelled/)).toBeInTheDocument();
  });

  it('tells the person to use the password when the provider did not prove the address', async () => {
    renderLogin('/login?ssoError=email_unproven');
    expect(
      await screen.findByText(
        /did not confirm that the address is yours\. Log in with your e-mail/,
      ),
    ).toBeInTheDocument();
  });

  it('finishes a single sign-on: the session tells who signed in, then login success', async () => {
    const { router, context, api } = renderLogin('/login?sso=complete', {
      'POST /api/v1/users/refreshToken': () =>
        answerContent({ user: { ...API_USER, loginMethod: 'google' } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(api.findCalls('POST /api/v1/users/refreshToken')).toHaveLength(1);
    expect(context.auth.getState()).toMatchObject({ isLoggedIn: true, organizationId: 'org-1' });
  });

  it('shows a provider error when no session came back from single sign-on', async () => {
    const { router } = renderLogin('/login?sso=complete', {
      'POST /api/v1/users/refreshToken': () => answerError(401, 'UNAUTHORIZED', 'No session.'),
    });
    expect(await screen.findByText(/could not sign you in/)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ ssoError: 'provider_error' });
  });
});
