import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION } from '../../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

function renderDetails(role: 'owner' | 'member' = 'owner', routes: FakeRoutes = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/organizations/{id}': () =>
      answerContent({ organization: { ...ORGANIZATION, role } }),
    ...routes,
  });
  const view = renderApp({
    path: '/organization/details',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

describe('organization details', () => {
  it('shows every spec §3 field, with the required ones marked', async () => {
    renderDetails();
    expect(await findField('Organization name')).toHaveValue('Analytical Engines');
    for (const label of [
      'Organization name',
      'Legal organization name',
      'Contact e-mail',
      'Billing e-mail',
    ]) {
      expect(getField(label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['VAT number', 'Country', 'City', 'Street', 'Building', 'ZIP code']) {
      expect(getField(label)).not.toHaveAttribute('aria-required');
    }
    expect(getField('Country')).toHaveValue('England');
    expect(getField('City')).toHaveValue('');
  });

  it('saves the changes and refetches the organization', async () => {
    const { api } = renderDetails('owner', {
      'PUT /api/v1/organizations/{id}': (call) =>
        answerContent({ organization: { ...ORGANIZATION, ...(call.body as object) } }),
    });
    const city = await findField('City');
    await userEvent.type(city, 'London');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/organizations/{id}')[0]?.body).toMatchObject({
      name: 'Analytical Engines',
      city: 'London',
      vatNumber: '',
    });
    await waitFor(() => expect(api.findCalls('GET /api/v1/organizations/{id}')).toHaveLength(2));
  });

  it('checks the rules in the browser and shows the server’s field errors', async () => {
    const { api } = renderDetails('owner', {
      'PUT /api/v1/organizations/{id}': () =>
        answerFieldErrors({ legalName: 'Must be at most 200 characters' }),
    });
    const billing = await findField('Billing e-mail');
    await userEvent.clear(billing);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/organizations/{id}')).toHaveLength(0);
    await userEvent.type(billing, 'accounts@engines.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
  });

  it('is read-only for a member', async () => {
    renderDetails('member');
    expect(await findField('Organization name')).toHaveAttribute('readonly');
    expect(
      screen.getByText("You don't have permission to edit organization details"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('refuses a logo over 10 MB before sending it', async () => {
    const { api } = renderDetails();
    const input = await findField('Logo');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Maximum file size is 10 MB')).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/organizations/{id}/logo')).toHaveLength(0);
  });
});
