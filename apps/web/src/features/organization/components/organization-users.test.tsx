import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBERS, ORGANIZATION } from '../../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

const WITH_MEMBERS = { organization: { ...ORGANIZATION, members: MEMBERS } };

function renderUsers(role: 'owner' | 'admin' | 'member' = 'owner', routes: FakeRoutes = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/organizations/{id}/members': () => answerContent(MEMBERS),
    ...routes,
  });
  const view = renderApp({
    path: '/organization/users',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

/** Opens a UI-kit select and picks the option named `name`. */
async function chooseOption(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function findRow(email: string) {
  const table = await screen.findByRole('table', { name: 'Users of the organization' });
  const row = within(table).getByText(email).closest('tr');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

describe('organization users', () => {
  it('lists members with e-mail, name, status and role', async () => {
    renderUsers();
    const pending = await findRow('new@example.com');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    const charles = await findRow('charles@example.com');
    expect(within(charles).getByText('Charles Babbage')).toBeInTheDocument();
    expect(within(charles).getByText('Active')).toBeInTheDocument();
    expect(
      within(charles).getByRole('combobox', { name: 'Role of charles@example.com' }),
    ).toHaveTextContent('Member');
  });

  it('invites with e-mail and role, both required, and shows the server’s answer under the field', async () => {
    const { api } = renderUsers('owner', {
      'POST /api/v1/users/invite-user': () =>
        answerFieldErrors({ email: 'User already exists in the organization' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(2);
    await userEvent.type(getField('E-mail'), 'charles@example.com');
    await chooseOption(getField('Role'), 'Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('User already exists in the organization'),
    ).toBeInTheDocument();
    const call = api.findCalls('POST /api/v1/users/invite-user')[0];
    expect(call?.body).toEqual({ email: 'charles@example.com', role: 'member' });
    expect(call?.url.searchParams.get('organization_id')).toBe('org-1');
  });

  it('sends an invitation and refreshes the members', async () => {
    const { api } = renderUsers('owner', {
      'POST /api/v1/users/invite-user': () => answerContent(WITH_MEMBERS, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    await userEvent.type(await findField('E-mail'), 'grace@example.com');
    await chooseOption(getField('Role'), 'External');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/organizations/{id}/members')).toHaveLength(2),
    );
  });

  it('changes a role through assign-user-role', async () => {
    const { api } = renderUsers('owner', {
      'PUT /api/v1/organizations/assign-user-role': () => answerContent(WITH_MEMBERS),
    });
    const row = await findRow('charles@example.com');
    await chooseOption(within(row).getByRole('combobox'), 'External');
    await waitFor(() =>
      expect(api.findCalls('PUT /api/v1/organizations/assign-user-role')[0]?.body).toEqual({
        email: 'charles@example.com',
        role: 'external',
      }),
    );
  });

  it('keeps the only owner from demoting or removing themselves, and says why', async () => {
    const { api } = renderUsers();
    const row = await findRow('ada@example.com');
    const reason = 'You are the only owner. Make someone else an owner first.';
    expect(within(row).getByText(reason)).toBeVisible();
    const rolePicker = within(row).getByRole('combobox', { name: 'Role of ada@example.com' });
    const remove = within(row).getByRole('button', { name: 'Remove ada@example.com' });
    expect(rolePicker).toBeDisabled();
    expect(remove).toBeDisabled();
    expect(rolePicker).toHaveAccessibleDescription(reason);
    expect(remove).toHaveAccessibleDescription(reason);
    // Other rows stay editable.
    const charles = await findRow('charles@example.com');
    expect(within(charles).getByRole('combobox')).toBeEnabled();
    expect(within(charles).getByRole('button', { name: /^Remove/ })).toBeEnabled();
    expect(within(charles).queryByText(reason)).not.toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/organizations/assign-user-role')).toHaveLength(0);
  });

  it('lets an owner step down when another owner remains', async () => {
    const { api } = renderUsers('owner', {
      'GET /api/v1/organizations/{id}/members': () =>
        answerContent([
          ...MEMBERS,
          { email: 'grace@example.com', status: 'active', role: 'owner' },
        ]),
      'PUT /api/v1/organizations/assign-user-role': () => answerContent(WITH_MEMBERS),
    });
    const row = await findRow('ada@example.com');
    expect(
      within(row).queryByText('You are the only owner. Make someone else an owner first.'),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove ada@example.com' })).toBeEnabled();
    await chooseOption(within(row).getByRole('combobox'), 'Admin');
    await waitFor(() =>
      expect(api.findCalls('PUT /api/v1/organizations/assign-user-role')[0]?.body).toEqual({
        email: 'ada@example.com',
        role: 'admin',
      }),
    );
  });

  it('deletes a member after confirmation', async () => {
    const { api } = renderUsers('owner', {
      'DELETE /api/v1/organizations/delete-user': () => answerContent(WITH_MEMBERS),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove charles@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove user?' });
    expect(api.findCalls('DELETE /api/v1/organizations/delete-user')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.findCalls('DELETE /api/v1/organizations/delete-user')[0]?.body).toEqual({
        email: 'charles@example.com',
      }),
    );
  });

  it('tells a member they may neither invite nor delete (spec §6)', async () => {
    const { api } = renderUsers('member');
    const row = await findRow('charles@example.com');
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(
      await screen.findByText("You don't have permission to invite a new user"),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove charles@example.com' }));
    expect(
      await screen.findByText("You don't have permission to delete users"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.findCalls('DELETE /api/v1/organizations/delete-user')).toHaveLength(0);
  });
});
