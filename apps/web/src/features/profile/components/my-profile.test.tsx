import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_USER } from '../../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

function renderProfile(routes: FakeRoutes = {}, hasPassword = true) {
  const api = createFakeApi({
    'GET /api/v1/users/{id}': () => answerContent({ user: { ...API_USER, hasPassword } }),
    'PUT /api/v1/users/{id}': (call) =>
      answerContent({ user: { ...API_USER, ...(call.body as object) } }),
    ...routes,
  });
  return {
    ...renderApp({ path: '/my-profile', authState: buildLoggedInState(), fetch: api.fetch }),
    api,
  };
}

describe('my profile', () => {
  it('saves the names alone, without password fields, and updates the header', async () => {
    const { api, context } = renderProfile();
    const firstName = await findField('First name');
    expect(firstName).toHaveValue('Ada');
    expect(firstName).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.findCalls('PUT /api/v1/users/{id}')[0]?.body).toEqual({
        firstName: 'Augusta',
        lastName: 'Lovelace',
      }),
    );
    await waitFor(() => expect(context.auth.getState().user?.firstName).toBe('Augusta'));
    expect(
      screen.getByRole('button', { name: /profile menu of Augusta Lovelace/ }),
    ).toBeInTheDocument();
  });

  it('asks for all password fields once a change is started, and the same new password twice', async () => {
    const { api } = renderProfile();
    await userEvent.type(await findField('New password'), 'Secret-1');
    await userEvent.type(getField('Confirm new password'), 'Secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords must be the same')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/users/{id}')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const { api } = renderProfile({
      'PUT /api/v1/users/{id}': () => answerFieldErrors({ currentPassword: 'Invalid password' }),
    });
    await userEvent.type(await findField('Current password'), 'wrong');
    await userEvent.type(getField('New password'), 'Secret-1');
    await userEvent.type(getField('Confirm new password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/users/{id}')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      currentPassword: 'wrong',
      newPassword: 'Secret-1',
      confirmPassword: 'Secret-1',
    });
  });

  it('lets an account from single sign-on set a password without a current one', async () => {
    renderProfile({}, false);
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });
});
