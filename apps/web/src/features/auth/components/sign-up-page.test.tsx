import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_USER } from '../../../test/api-fixtures';
import { answerContent, answerFieldErrors, createFakeApi } from '../../../test/fake-api';
import { expectGoogleMark } from '../../../test/expect-google-mark';
import { findField, getField } from '../../../test/find-field';
import { renderApp } from '../../../test/render-app';

const POLICY =
  'Password must be at least 8 characters long and contain at least 1 lowercase letter, 1 capital letter, 1 number and 1 special character';

describe('sign-up', () => {
  it('offers single sign-on side by side, each named in full for assistive technology', async () => {
    renderApp({ path: '/sign-up', fetch: createFakeApi().fetch });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    // Only the provider's name shows; the rest of the name is for screen readers.
    expect(google.querySelector('.sr-only')).toHaveTextContent(/^Continue with$/);
    expect(google).toHaveTextContent(/Google$/);
    expectGoogleMark(google);
    expect(screen.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveTextContent(
      /LinkedIn$/,
    );
    expect(google.parentElement).toHaveClass('grid-cols-2');
  });

  it('marks every field required and shows the spec §5 messages', async () => {
    const api = createFakeApi();
    renderApp({ path: '/sign-up', fetch: api.fetch });
    for (const label of ['First name', 'Last name', 'Organization name', 'E-mail', 'Password']) {
      expect(await findField(label)).toHaveAttribute('aria-required', 'true');
    }
    await userEvent.type(getField('First name'), 'Ada1');
    await userEvent.type(getField('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('English letters only')).toBeInTheDocument();
    expect(screen.getByText(POLICY)).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(api.findCalls('POST /api/v1/users/register')).toHaveLength(0);
  });

  it('checks the e-mail when the field is left and shows the answer’s error', async () => {
    const api = createFakeApi({
      'GET /api/v1/users/check-email': () =>
        Response.json({
          content: { exists: true },
          errors: { email: 'User with this email already exists' },
        }),
    });
    renderApp({ path: '/sign-up', fetch: api.fetch });
    await userEvent.type(await findField('E-mail'), 'ada@example.com');
    await userEvent.tab();
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
    expect(api.findCalls('GET /api/v1/users/check-email')[0]?.url.searchParams.get('email')).toBe(
      'ada@example.com',
    );
  });

  it('registers and runs the login-success flow', async () => {
    const api = createFakeApi({
      'GET /api/v1/users/check-email': () => answerContent({ exists: false }),
      'POST /api/v1/users/register': () => answerContent({ user: API_USER }, 201),
    });
    const { router, context } = renderApp({ path: '/sign-up', fetch: api.fetch });
    await userEvent.type(await findField('First name'), 'Ada');
    await userEvent.type(getField('Last name'), 'Lovelace');
    await userEvent.type(getField('Organization name'), 'Analytical Engines');
    await userEvent.type(getField('E-mail'), 'ada@example.com');
    await userEvent.type(getField('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(api.findCalls('POST /api/v1/users/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationName: 'Analytical Engines',
      email: 'ada@example.com',
      password: 'Secret-1',
    });
    expect(context.auth.getState()).toMatchObject({ isLoggedIn: true, workspaceId: 'ws-1' });
  });

  it('shows the server’s field errors under the fields', async () => {
    const api = createFakeApi({
      'GET /api/v1/users/check-email': () => answerContent({ exists: false }),
      'POST /api/v1/users/register': () =>
        answerFieldErrors({ email: 'User with this email already exists' }),
    });
    renderApp({ path: '/sign-up', fetch: api.fetch });
    await userEvent.type(await findField('First name'), 'Ada');
    await userEvent.type(getField('Last name'), 'Lovelace');
    await userEvent.type(getField('Organization name'), 'Engines');
    await userEvent.type(getField('E-mail'), 'ada@example.com');
    await userEvent.type(getField('Password'), 'Secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('User with this email already exists')).toBeInTheDocument();
  });
});
