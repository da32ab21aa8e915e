import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { API_USER } from '../../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

const INVITING: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

function answerInvitation(email: string, hasAccount: boolean) {
  return () =>
    answerContent<components['schemas']['VerifiedToken']>({
      valid: true,
      email,
      invitation: {
        organizationName: 'Difference Co',
        role: 'member',
        inviterName: 'Charles Babbage',
        hasAccount,
      },
    });
}

const ACCEPTED: FakeRoutes = {
  'POST /api/v1/users/handle-user-invitation': () =>
    answerContent({
      organization: INVITING,
      membership: { email: 'ada@example.com', status: 'active', role: 'member' },
    }),
};

describe('/handle-invitation, logged out', () => {
  it('signs up a new address into the inviting organization, with no organization of its own', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': answerInvitation('new@example.com', false),
      'POST /api/v1/users/register': () =>
        answerContent({ user: { ...API_USER, email: 'new@example.com' } }, 201),
      'GET /api/v1/organizations': () => answerContent([INVITING]),
    });
    const { router, context } = renderApp({ path: '/handle-invitation?tkn=abc', fetch: api.fetch });

    expect(
      await screen.findByRole('heading', { name: 'Join Difference Co on Utmost' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Charles Babbage invited you to join Difference Co as a member.'),
    ).toBeInTheDocument();
    const email = await findField('E-mail');
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Organization name/)).not.toBeInTheDocument();

    await userEvent.type(getField('First name'), 'Ada');
    await userEvent.type(getField('Last name'), 'Lovelace');
    await userEvent.type(getField('Password'), 'Secret-1!');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create account and join Difference Co' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    // Lands with "You joined …" and what a member may do, not the owner's first-run checklist.
    expect(router.state.location.search).toEqual({ joined: true });
    await waitFor(() => expect(screen.getByText('You joined Difference Co')).toBeInTheDocument());
    expect(screen.getByText(/You are a member here/)).toBeInTheDocument();
    expect(screen.queryByText('Get started: your first tagging run')).not.toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'new@example.com',
      password: 'Secret-1!',
      invitationToken: 'abc',
    });
    // Registering joined: the invitation is not handled a second time.
    expect(api.findCalls('POST /api/v1/users/handle-user-invitation')).toHaveLength(0);
    expect(context.auth.getState()).toMatchObject({
      isLoggedIn: true,
      organizationId: 'org-2',
      user: { role: 'member' },
    });
  });

  it('shows a refused sign-up’s message (the link used up meanwhile)', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': answerInvitation('new@example.com', false),
      'POST /api/v1/users/register': () =>
        answerFieldErrors({ invitationToken: 'This link is invalid or has expired' }),
    });
    renderApp({ path: '/handle-invitation?tkn=abc', fetch: api.fetch });
    await userEvent.type(await findField('First name'), 'Ada');
    await userEvent.type(getField('Last name'), 'Lovelace');
    await userEvent.type(getField('Password'), 'Secret-1!');
    await userEvent.click(screen.getByRole('button', { name: /Create account and join/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
  });

  it('lets an address with an account log in to accept, the address filled in', async () => {
    const api = createFakeApi({
      ...ACCEPTED,
      'POST /api/v1/users/verify-token': answerInvitation('ada@example.com', true),
      'POST /api/v1/users/login': () => answerContent({ user: API_USER }),
      'GET /api/v1/organizations': () =>
        answerContent([{ id: 'org-1', name: 'Own', logoUrl: null, role: 'owner' }, INVITING]),
    });
    const { router, context } = renderApp({ path: '/handle-invitation?tkn=abc', fetch: api.fetch });
    expect(
      await screen.findByText(/You already have an Utmost account with ada@example.com/),
    ).toBeInTheDocument();
    expect(await findField('E-mail')).toHaveValue('ada@example.com');
    await userEvent.type(getField('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(router.state.location.search).toEqual({ joined: true });
    expect(api.findCalls('POST /api/v1/users/handle-user-invitation')[0]?.body).toEqual({
      tkn: 'abc',
    });
    expect(context.auth.getState().organizationId).toBe('org-2');
  });

  it('explains a link that can no longer be used', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': () =>
        answerFieldErrors({ token: 'This link is invalid or has expired' }),
    });
    renderApp({ path: '/handle-invitation?tkn=used', fetch: api.fetch });
    expect(
      await screen.findByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/expired, was already accepted, or was cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Utmost' })).toBeInTheDocument();
  });

  it('sends /sign-up with an invitation token to the invitation’s own sign-up', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': answerInvitation('new@example.com', false),
    });
    const { router } = renderApp({ path: '/sign-up?tkn=abc', fetch: api.fetch });
    await waitFor(() => expect(router.state.location.pathname).toBe('/handle-invitation'));
    expect(router.state.location.search).toMatchObject({ tkn: 'abc' });
  });
});

describe('/handle-invitation, logged in', () => {
  it('accepts in one click as the invited address and switches to that organization', async () => {
    const api = createFakeApi({
      ...ACCEPTED,
      'POST /api/v1/users/verify-token': answerInvitation('ADA@example.com', true),
      'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, INVITING]),
    });
    const { router, context } = renderApp({
      path: '/handle-invitation?tkn=abc',
      authState: { ...buildLoggedInState(), organizationId: 'org-1', workspaceId: 'ws-1' },
      fetch: api.fetch,
    });
    const join = await screen.findByRole('button', { name: 'Join Difference Co' });
    expect(screen.getByText(/^You are logged in as ada@example.com\.$/i)).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/users/handle-user-invitation')).toHaveLength(0);
    await userEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      user: { role: 'member' },
    });
    await waitFor(() => expect(screen.getByText('You joined Difference Co')).toBeInTheDocument());
    // "Got it" takes the notice away for good (out of the address).
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByText('You joined Difference Co')).not.toBeInTheDocument();
  });

  it('says when the invitation is for someone else and offers to log out', async () => {
    const api = createFakeApi({
      'POST /api/v1/users/verify-token': answerInvitation('bob@example.com', false),
    });
    const { context } = renderApp({
      path: '/handle-invitation?tkn=abc',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    expect(await screen.findByText('You are logged in as ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/This invitation was sent to bob@example.com/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Stay logged in as ada@example.com' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out to accept' }));

    expect(await findField('E-mail')).toHaveValue('bob@example.com');
    expect(api.findCalls('POST /api/v1/users/{id}/logout')).toHaveLength(1);
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });
});
