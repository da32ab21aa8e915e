import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TEMPLATE_ID } from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { createFakeApi } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildTemplateRoutes } from '../test/template-api-routes';

let unregister: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => unregister?.());

const REPLACE_DIALOG = { name: 'Replace the parameters with the HubSpot preset?' };

async function renderNewTemplate() {
  const api = createFakeApi(buildTemplateRoutes());
  unregister = registerAnalyticsSink(vi.fn());
  renderApp({
    path: `/url-templates/edit-template/google/${DEFAULT_TEMPLATE_ID}`,
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  await screen.findByRole('form', { name: 'Tracking template' });
  return api;
}

function readKeys() {
  return screen
    .getAllByRole('combobox', { name: /^Name of parameter/ })
    .map((input) => (input as HTMLInputElement).value);
}

function clickPresetButton() {
  return userEvent.click(screen.getByRole('button', { name: 'Start from HubSpot preset' }));
}

describe('the HubSpot preset', () => {
  it('asks before replacing parameters, naming them; Cancel keeps them, Replace applies', async () => {
    await renderNewTemplate();
    expect(readKeys()).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);

    await clickPresetButton();
    const dialog = await screen.findByRole('dialog', REPLACE_DIALOG);
    expect(dialog).toHaveTextContent('The HubSpot preset replaces these 3 parameters:');
    expect(
      within(within(dialog).getByRole('list', { name: 'Parameters replaced' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', REPLACE_DIALOG)).toBeNull());
    expect(readKeys()).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(screen.getByRole('textbox', { name: 'Value of utm_source' })).toHaveValue('google');

    await clickPresetButton();
    await userEvent.click(
      within(await screen.findByRole('dialog', REPLACE_DIALOG)).getByRole('button', {
        name: 'Replace parameters',
      }),
    );
    await waitFor(() => expect(readKeys()).toEqual(['utm_source', 'hsa_kw']));
    expect(screen.getByRole('textbox', { name: 'Value of utm_source' })).toHaveValue('adwords');
  });

  it('applies directly to a template with no parameters left', async () => {
    await renderNewTemplate();
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign']) {
      await userEvent.click(screen.getByRole('button', { name: `Remove ${key}` }));
    }
    await clickPresetButton();
    await waitFor(() => expect(readKeys()).toEqual(['utm_source', 'hsa_kw']));
    expect(screen.queryByRole('dialog', REPLACE_DIALOG)).toBeNull();
  });
});
