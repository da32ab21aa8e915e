import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, createFakeApi, type FakeRoutes } from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

async function openHelp(routes: FakeRoutes = {}) {
  const api = createFakeApi(routes);
  renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
  // The dialog's code loads after the first render; wait for the real trigger.
  await waitFor(
    () =>
      expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      ),
    { timeout: 5000 },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Help' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Help' }) };
}

describe('Help', () => {
  it('walks through getting started with tagging, including taking the parameters off', async () => {
    const { dialog } = await openHelp();
    const gettingStarted = within(dialog).getByRole('region', {
      name: 'Get started with UTM tagging',
    });
    const steps = within(gettingStarted)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toMatch(/^Connect an ad platform/);
    expect(steps[1]).toMatch(/^Choose the ad accounts/);
    expect(steps[2]).toMatch(/^Create a tracking template/);
    expect(steps[3]).toMatch(/assign the template .* switch auto-tagging on/);
    expect(steps[4]).toMatch(/^Choose Run now/);
    expect(steps[5]).toMatch(/^Read the Run history/);
    expect(gettingStarted).toHaveTextContent(/choose Remove parameters/);
  });

  it('explains the search-terms app in a marketer’s words: brief, assign, validate, read, decide', async () => {
    const { dialog } = await openHelp();
    const searchTerms = within(dialog).getByRole('region', {
      name: 'Find wasted spend in your search terms',
    });
    const steps = within(searchTerms)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(5);
    expect(steps[0]).toMatch(/^Write an AI brief in AI briefs/);
    expect(steps[1]).toMatch(/AI rules column/);
    expect(steps[2]).toMatch(/^Choose Validate now .* daily validation on/);
    expect(steps[3]).toMatch(/^Open Search term analysis .* wasted spend is/);
    expect(steps[4]).toMatch(/Keep or Exclude .* Extra examples.* next validation/);
  });

  it('links the API reference and the support e-mail the server is configured with, and names the SDK', async () => {
    const { dialog } = await openHelp({
      'GET /api/v1/support': () =>
        answerContent({
          supportEmail: 'help@acme.example',
          apiDocsUrl: 'https://utmost.acme.example/api/docs',
        }),
    });
    const reference = await within(dialog).findByRole('link', { name: 'Open the API reference' });
    expect(reference).toHaveAttribute('href', 'https://utmost.acme.example/api/docs');
    expect(reference).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('@utmost/ads-sdk').tagName).toBe('CODE');
    expect(within(dialog).getByRole('link', { name: 'help@acme.example' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
  });

  it('links no mailbox when the server has no support address (a loopback host)', async () => {
    const { dialog } = await openHelp({
      'GET /api/v1/support': () =>
        answerContent({ supportEmail: null, apiDocsUrl: 'http://127.0.0.1:3000/api/docs' }),
    });
    expect(
      await within(dialog).findByText(
        'This Utmost server has no support address set up: ask the person who runs it for help.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('says so when the contacts cannot be loaded, and invents none', async () => {
    const { dialog } = await openHelp({
      'GET /api/v1/support': () => answerError(429, 'TOO_MANY_REQUESTS', 'Slow down.'),
    });
    expect(
      await within(dialog).findByText('The contact could not be loaded. Try again later.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
