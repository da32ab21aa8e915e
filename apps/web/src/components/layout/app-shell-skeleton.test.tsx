import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerContent, createFakeApi, TEST_ORGANIZATION } from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

describe('the signed-in app on a slow first load', () => {
  it('shows the shell’s skeleton, busy and saying Loading…, until the session is known', async () => {
    let answerOrganizations: () => void = () => undefined;
    const organizations = new Promise<Response>((resolve) => {
      answerOrganizations = () => resolve(answerContent([TEST_ORGANIZATION]));
    });
    const api = createFakeApi({ 'GET /api/v1/organizations': () => organizations });
    const { container } = renderApp({
      path: '/ad-accounts',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });

    // The router waits a moment before showing it, so a fast load never flashes it.
    const status = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveClass('sr-only');
    const skeleton = status.closest('[aria-busy="true"]');
    expect(skeleton).not.toBeNull();
    // Placeholders of the sidebar, the header and the page, hidden from screen readers.
    expect(
      skeleton?.querySelectorAll('[aria-hidden="true"] [data-slot="skeleton"]').length,
    ).toBeGreaterThan(10);
    // Not a spinner, and no part of the real shell yet.
    expect(container.querySelector('.animate-spin')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    answerOrganizations();
    expect(
      await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});
