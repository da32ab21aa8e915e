import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerContent,
  answerJson,
  createFakeApi,
  TEST_ORGANIZATION,
  TEST_SUBSCRIPTION,
} from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

const LOAD_TIMEOUT = { timeout: 10_000 };

function renderWith(answer: () => Response, role: 'owner' | 'member' = 'owner') {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/billing/subscription': answer,
  });
  renderApp({ path: '/my-profile', authState: buildLoggedInState(), fetch: api.fetch });
  return api;
}

describe('the subscription banner', () => {
  it('tells a trial organization when its trial ends, in the SDK’s words', async () => {
    renderWith(() => answerContent(TEST_SUBSCRIPTION));
    expect(await screen.findByTestId('subscription-banner', {}, LOAD_TIMEOUT)).toHaveTextContent(
      'Your free trial ends on Jan 01, 2099.',
    );
  });

  it('tells a member of a blocked organization to contact the owner', async () => {
    renderWith(
      () => answerContent({ ...TEST_SUBSCRIPTION, status: 'active', type: 'blocked' }),
      'member',
    );
    expect(await screen.findByTestId('subscription-banner', {}, LOAD_TIMEOUT)).toHaveTextContent(
      'Your subscription is blocked. Choose a plan to continue. Please contact the organization owner.',
    );
  });

  it('links an owner to the plans', async () => {
    renderWith(() => answerContent({ ...TEST_SUBSCRIPTION, status: 'trial', type: 'blocked' }));
    const banner = await screen.findByTestId('subscription-banner', {}, LOAD_TIMEOUT);
    expect(within(banner).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/organization/subscription',
    );
  });

  it('shows no plans link to a member', async () => {
    renderWith(() => answerContent({ ...TEST_SUBSCRIPTION, type: 'blocked' }), 'member');
    const banner = await screen.findByTestId('subscription-banner', {}, LOAD_TIMEOUT);
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows nothing for an active paid plan under its limit', async () => {
    const api = renderWith(() =>
      answerContent({ ...TEST_SUBSCRIPTION, status: 'active', type: 'payed' }),
    );
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/billing/subscription').length).toBeGreaterThan(0),
    );
    await screen.findByRole('heading', { level: 1 }, LOAD_TIMEOUT);
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
  });

  it('shows nothing when the subscription cannot be fetched', async () => {
    const api = renderWith(() => answerJson(503, { error: { code: 'X', message: 'down' } }));
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/billing/subscription').length).toBeGreaterThan(0),
    );
    await screen.findByRole('heading', { level: 1 }, LOAD_TIMEOUT);
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
  });
});
