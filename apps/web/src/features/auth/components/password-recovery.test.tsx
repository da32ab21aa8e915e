import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import {
  answerContent,
  answerError,
  answerFieldErrors,
  createFakeApi,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { renderApp } from '../../../test/render-app';

let unplug = () => {};
afterEach(() => unplug());

describe('/forgot-password', () => {
  async function requestLink(email = 'ada@example.com') {
    await userEvent.type(await findField('E-mail'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('always says to check the inbox, and links the local mailbox in embedded mode', async () => {
    const events: string[] = [];
    unplug = registerAnalyticsSink((event) => events.push(event));
    const api = createFakeApi({
      'POST /api/v1/users/forgot-password': () => answerContent({ sent: true }),
      'GET /api/v1/dev/mailbox': () => answerContent([]),
    });
    renderApp({ path: '/forgot-password', fetch: api.fetch });
    await requestLink();
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for ada@example.com/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the local mailbox' })).toHaveAttribute(
      'href',
      '/mailbox',
    );
    expect(
      api.findCalls('POST /api/v1/users/forgot-password')[0]?.url.searchParams.get('email'),
    ).toBe('ada@example.com');
    expect(events).toEqual(['pw_reset_link_sent']);
  });

  it('links the local mailbox also in a tab without its key (the mailbox says where it is)', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/forgot-password': () => answerContent({ sent: true }),
      'GET /api/v1/dev/mailbox': () => answerError(403, 'FORBIDDEN', 'Needs the install key.'),
    });
    renderApp({ path: '/forgot-password', fetch: api.fetch });
    await requestLink();
    expect(await screen.findByRole('link', { name: 'Open the local mailbox' })).toHaveAttribute(
      'href',
      '/mailbox',
    );
  });

  it('has no mailbox link where the API has no mailbox (server mode)', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/forgot-password': () => answerContent({ sent: true }),
    });
    renderApp({ path: '/forgot-password', fetch: api.fetch });
    await requestLink();
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    await waitFor(() => expect(api.findCalls('GET /api/v1/dev/mailbox')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open the local mailbox' })).not.toBeInTheDocument();
  });

  it('checks the address in the browser first', async () => {
    const api = createFakeApi();
    renderApp({ path: '/forgot-password', fetch: api.fetch });
    await requestLink('nope');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/forgot-password')).toHaveLength(0);
  });

  it('says how long to wait when rate limited', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/forgot-password': () =>
        answerError(429, 'TOO_MANY_REQUESTS', 'Too many requests.', { 'Retry-After': '600' }),
    });
    renderApp({ path: '/forgot-password', fetch: api.fetch });
    await requestLink();
    expect(
      await screen.findByText('Too many requests. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  const VALID_TOKEN: FakeRoutes = {
    'POST /api/v1/users/verify-token': () =>
      answerContent({ valid: true as const, email: 'ada@example.com' }),
  };

  it('sends a link without a token to /expired-token', async () => {
    const { router } = renderApp({ path: '/reset-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expired-token'));
    expect(await screen.findByRole('link', { name: 'Resend link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends a refused token to /expired-token', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': () =>
        answerFieldErrors({ token: 'This link is invalid or has expired' }),
    });
    const { router } = renderApp({ path: '/reset-password?token=old', fetch: api.fetch });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expired-token'));
    expect(router.state.location.search).toEqual({ token: 'old' });
    expect(api.findCalls('POST /api/v1/users/verify-token')[0]?.body).toEqual({
      token: 'old',
      purpose: 'password_reset',
    });
  });

  it('asks for the same new password twice', async () => {
    const api = createFakeApi(VALID_TOKEN);
    renderApp({ path: '/reset-password?token=t-1', fetch: api.fetch });
    await userEvent.type(await findField('New password'), 'Secret-1');
    await userEvent.type(getField('Confirm new password'), 'Secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords must be the same')).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/recover-password')).toHaveLength(0);
  });

  it('sets the password, resets the auth state and shows /password-updated', async () => {
    const api = createFakeApi({
      ...VALID_TOKEN,
      'POST /api/v1/users/recover-password': () => answerContent({ recovered: true }),
    });
    const { router, context } = renderApp({ path: '/reset-password?token=t-1', fetch: api.fetch });
    // A stale error from an earlier login attempt is part of the state that is reset.
    context.auth.updateAuthState({ error: { email: 'x', password: null } });
    expect(
      await screen.findByText('Choose a new password for ada@example.com.'),
    ).toBeInTheDocument();
    await userEvent.type(getField('New password'), 'Secret-1');
    await userEvent.type(getField('Confirm new password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-updated'));
    expect(api.findCalls('POST /api/v1/users/recover-password')[0]?.body).toEqual({
      token: 't-1',
      password: 'Secret-1',
      confirmPassword: 'Secret-1',
    });
    expect(context.auth.getState().error).toEqual({ email: null, password: null });
    expect(await screen.findByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('/expired-token', () => {
  it('with the old link, sends a new one and says where, the address masked', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/resend-link': () =>
        answerContent({ sent: true, maskedEmail: 'a•••@example.com' }),
    });
    renderApp({ path: '/expired-token?token=old-reset', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText(
        'We sent a new link to a•••@example.com. Use it soon after it arrives.',
      ),
    ).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/resend-link')[0]?.body).toEqual({
      token: 'old-reset',
    });
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('names no address when the link named nobody', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/resend-link': () => answerContent({ sent: true }),
    });
    renderApp({ path: '/expired-token?token=made-up', fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText(
        'If this link came from Utmost, a new one is on its way to the address it was sent to.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });
});
