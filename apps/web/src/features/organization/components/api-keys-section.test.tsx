import type { components, MemberRole } from '@utmost/ads-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION } from '../../../test/api-fixtures';
import {
  answerContent,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

type ApiKey = components['schemas']['ApiKey'];

const SECRET = 'utm_Zk3p9qR2sT7vW1xY5aB8cD0eF4gH6jK';
const DEPLOY_KEY: ApiKey = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  name: 'Nightly export',
  role: 'member',
  prefix: 'utm_Zk3p',
  createdAt: '2026-03-02T09:15:00.000Z',
  lastUsedAt: null,
  createdBy: {
    id: '6f1c2a4e-0000-4000-8000-00000000000a',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
};

/** The Details page over a fake API whose key list the routes below change, like the API's. */
function renderDetails(role: MemberRole, initialKeys: ApiKey[] = [], routes: FakeRoutes = {}) {
  let apiKeys = initialKeys;
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/organizations/{id}': () =>
      answerContent({ organization: { ...ORGANIZATION, role } }),
    'GET /api/v1/organizations/{id}/api-keys': () => answerContent(apiKeys),
    'POST /api/v1/organizations/{id}/api-keys': (call) => {
      const apiKey = { ...DEPLOY_KEY, ...(call.body as Pick<ApiKey, 'name' | 'role'>) };
      apiKeys = [apiKey, ...apiKeys];
      return answerContent({ apiKey, secret: SECRET }, 201);
    },
    'DELETE /api/v1/organizations/{id}/api-keys/{keyId}': (call) => {
      apiKeys = apiKeys.filter((apiKey) => apiKey.id !== call.params.keyId);
      return answerContent({ revoked: true });
    },
    ...routes,
  });
  renderApp({ path: '/organization/details', authState: buildLoggedInState(), fetch: api.fetch });
  return api;
}

describe('API keys section', () => {
  it('creates a key and shows its secret once, with a copy button and a warning', async () => {
    const user = userEvent.setup();
    const api = renderDetails('owner');
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(2);
    expect(api.findCalls('POST /api/v1/organizations/{id}/api-keys')).toHaveLength(0);
    // An owner may give a key any role but owner.
    expect(getField('Role')).toHaveTextContent('Choose a role');
    await user.click(getField('Role'));
    const roleOptions = await screen.findAllByRole('option');
    expect(roleOptions.map((option) => option.textContent)).toEqual([
      'Admin',
      'Member',
      'External',
    ]);
    await user.click(screen.getByRole('option', { name: 'Member' }));

    await user.type(getField('Key name'), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(api.findCalls('POST /api/v1/organizations/{id}/api-keys')[0]?.body).toEqual({
      name: 'Nightly export',
      role: 'member',
    });
    expect(within(secretDialog).getByLabelText('API key secret')).toHaveValue(SECRET);
    expect(within(secretDialog).getByText(/It will not be shown again/)).toBeInTheDocument();
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('API key copied to the clipboard')).toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list was refetched; the secret is gone for good, only its prefix remains.
    const row = (await screen.findByRole('cell', { name: 'Nightly export' })).closest('tr')!;
    expect(within(row).getByText('utm_Zk3p…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key after confirmation and refetches the list', async () => {
    const user = userEvent.setup();
    const used = { ...DEPLOY_KEY, lastUsedAt: '2026-03-03T10:00:00.000Z' };
    const api = renderDetails('admin', [used]);
    const table = await screen.findByRole('table', { name: 'API keys of the organization' });
    expect(within(table).queryByText('Never')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.findCalls('DELETE /api/v1/organizations/{id}/api-keys/{keyId}')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Revoke Nightly export' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API key?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('API key Nightly export revoked')).toBeInTheDocument();
    expect(
      api.findCalls('DELETE /api/v1/organizations/{id}/api-keys/{keyId}')[0]?.params,
    ).toMatchObject({ id: 'org-1', keyId: DEPLOY_KEY.id });
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
  });

  it('names who created each key, and says so when their account is gone', async () => {
    const orphan: ApiKey = {
      ...DEPLOY_KEY,
      id: '6f1c2a4e-0000-4000-8000-000000000002',
      name: 'Old import',
      createdBy: null,
    };
    renderDetails('owner', [DEPLOY_KEY, orphan]);
    const table = await screen.findByRole('table', { name: 'API keys of the organization' });
    expect(within(table).getByRole('columnheader', { name: 'Created by' })).toBeInTheDocument();
    const made = within(table).getByRole('cell', { name: 'Nightly export' }).closest('tr')!;
    expect(within(made).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(made).getByText('ada@example.com')).toBeInTheDocument();
    const orphaned = within(table).getByRole('cell', { name: 'Old import' }).closest('tr')!;
    expect(within(orphaned).getByText('Deleted account')).toBeInTheDocument();
    expect(screen.getByText(/never above the person who created it/)).toBeInTheDocument();
  });

  it('shows the server’s field errors in the create dialog', async () => {
    const user = userEvent.setup();
    renderDetails('owner', [], {
      'POST /api/v1/organizations/{id}/api-keys': () =>
        Response.json({ errors: { name: 'Must be at most 100 characters' } }, { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(await findField('Key name'), 'Export');
    await user.click(getField('Role'));
    await user.click(await screen.findByRole('option', { name: 'External' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument();
  });

  it('is hidden from a member, who never asks for the keys', async () => {
    const api = renderDetails('member', [DEPLOY_KEY]);
    expect(await findField('Organization name')).toHaveValue('Analytical Engines');
    expect(screen.queryByRole('heading', { name: 'API keys' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(api.findCalls('GET /api/v1/organizations/{id}/api-keys')).toHaveLength(0);
  });

  it('shows a skeleton while the keys load', async () => {
    renderDetails('owner', [], {
      'GET /api/v1/organizations/{id}/api-keys': () => new Promise<Response>(() => undefined),
    });
    expect(await screen.findByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeInTheDocument();
  });
});
