import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_USER } from '../../../test/api-fixtures';
import {
  answerContent,
  answerError,
  answerFieldErrors,
  createFakeApi,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { announceEmailVerified } from '../lib/email-verified-signal';

const BANNER_TEXT = 'Confirm your e-mail address — we sent a link to ada@example.com.';
const INVALID_LINK = 'This confirmation link is invalid, was already used or has expired.';
// The protected layout's code and strings load lazily: the first page of a run takes a moment.
const LOAD_TIMEOUT = { timeout: 5000 };

/** The API of a user whose address is unverified until `POST /users/verify-email` succeeds. */
function createUnverifiedUserApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  let isEmailVerified = false;
  return createFakeApi({
    'GET /api/v1/users/{id}': () => answerContent({ user: { ...API_USER, isEmailVerified } }),
    'POST /api/v1/users/verify-email': () => {
      isEmailVerified = true;
      return answerContent({ verified: true, email: API_USER.email });
    },
    ...routes,
  });
}

describe('the e-mail verification banner', () => {
  it('reminds an unverified user in the shell and sends the link again', async () => {
    let answerResend = (_response: Response) => {};
    const api = createUnverifiedUserApi({
      'POST /api/v1/users/resend-verification-email': () =>
        new Promise<Response>((resolve) => (answerResend = resolve)),
    });
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
    const banner = await screen.findByTestId('email-verification-banner', {}, LOAD_TIMEOUT);
    expect(banner).toHaveTextContent(BANNER_TEXT);

    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    const sending = await within(banner).findByRole('button', { name: /Sending…/ });
    expect(sending).toBeDisabled();
    answerResend(answerContent({ sent: true, email: 'ada@example.com' }));
    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(api.findCalls('POST /api/v1/users/resend-verification-email')).toHaveLength(1);
  });

  it('says how long to wait when resending is rate limited', async () => {
    const api = createUnverifiedUserApi({
      'POST /api/v1/users/resend-verification-email': () =>
        answerError(429, 'TOO_MANY_REQUESTS', 'Too many attempts.', { 'Retry-After': '600' }),
    });
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
    const banner = await screen.findByTestId('email-verification-banner', {}, LOAD_TIMEOUT);
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Too many requests. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('email-verification-banner')).toBeInTheDocument();
  });

  it('is not shown once the address is verified', async () => {
    const api = createFakeApi();
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
    await waitFor(() => expect(api.findCalls('GET /api/v1/users/{id}')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Ad accounts' })).toBeInTheDocument();
    expect(screen.queryByTestId('email-verification-banner')).not.toBeInTheDocument();
  });
});

describe('the banner and another tab', () => {
  it('goes when the address is confirmed in another tab', async () => {
    const api = createUnverifiedUserApi();
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
    expect(await screen.findByText(BANNER_TEXT, {}, LOAD_TIMEOUT)).toBeInTheDocument();
    // The other tab follows the link: the API now says verified, and that tab says so here.
    await api.fetch(
      new Request('http://localhost/api/v1/users/verify-email', {
        method: 'POST',
        body: JSON.stringify({ token: 't' }),
      }),
    );
    announceEmailVerified();
    await waitFor(() => expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument());
  });
});

describe('the banner and another device', () => {
  it('goes when the user comes back to the tab after confirming elsewhere', async () => {
    const api = createUnverifiedUserApi();
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
    expect(await screen.findByText(BANNER_TEXT, {}, LOAD_TIMEOUT)).toBeInTheDocument();
    // Confirmed on a phone: no signal reaches this tab, only the API knows.
    await api.fetch(
      new Request('http://localhost/api/v1/users/verify-email', {
        method: 'POST',
        body: JSON.stringify({ token: 't' }),
      }),
    );
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument());
    focusManager.setFocused(undefined);
  });
});

describe('/verify-email', () => {
  it('confirms the address from the link and the banner is gone in the app', async () => {
    const api = createUnverifiedUserApi();
    const { router } = renderApp({
      path: '/ad-accounts',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    expect(
      await screen.findByTestId('email-verification-banner', {}, LOAD_TIMEOUT),
    ).toBeInTheDocument();

    await router.navigate({ to: '/verify-email', search: { token: 'tok-123' } });
    expect(
      await screen.findByText('Your e-mail address ada@example.com is confirmed. Thank you!'),
    ).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/verify-email')[0]?.body).toEqual({ token: 'tok-123' });

    await userEvent.click(screen.getByRole('link', { name: 'Go to Utmost' }));
    expect(await screen.findByRole('heading', { name: 'Ad accounts' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('email-verification-banner')).not.toBeInTheDocument(),
    );
    expect(api.findCalls('GET /api/v1/users/{id}').length).toBeGreaterThan(1);
  });

  it('works logged out and then leads to log in', async () => {
    const api = createUnverifiedUserApi();
    renderApp({ path: '/verify-email?token=tok-123', fetch: api.fetch });
    expect(
      await screen.findByText('Your e-mail address ada@example.com is confirmed. Thank you!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  it('sends a refused link logged out to /expired-token, and offers a new link logged in', async () => {
    const refused = () => answerFieldErrors({ token: 'This link is invalid or has expired' });
    const loggedOut = createUnverifiedUserApi({
      'POST /api/v1/users/verify-email': refused,
      'POST /api/v1/users/resend-link': () =>
        answerContent({ sent: true, maskedEmail: 'a•••@example.com' }),
    });
    const first = renderApp({ path: '/verify-email?token=used', fetch: loggedOut.fetch });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/expired-token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText(
        'We sent a new link to a•••@example.com. Use it soon after it arrives.',
      ),
    ).toBeInTheDocument();
    expect(loggedOut.findCalls('POST /api/v1/users/resend-link')[0]?.body).toEqual({
      token: 'used',
    });
    first.unmount();

    const loggedIn = createUnverifiedUserApi({
      'POST /api/v1/users/verify-email': refused,
      'POST /api/v1/users/resend-verification-email': () =>
        answerContent({ sent: true, email: 'ada@example.com' }),
    });
    renderApp({
      path: '/verify-email?token=used',
      authState: buildLoggedInState(),
      fetch: loggedIn.fetch,
    });
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeInTheDocument();
  });

  it('tells a signed-in user whose address is verified that the second click changes nothing', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-email': () =>
        answerFieldErrors({ token: 'This link is invalid or has expired' }),
    });
    renderApp({
      path: '/verify-email?token=used',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    expect(
      await screen.findByText('Your e-mail address ada@example.com is already confirmed.'),
    ).toBeInTheDocument();
  });

  it('treats a link without a token as not working, without asking the API', async () => {
    const api = createUnverifiedUserApi();
    renderApp({ path: '/verify-email', fetch: api.fetch });
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/verify-email')).toHaveLength(0);
  });
});
