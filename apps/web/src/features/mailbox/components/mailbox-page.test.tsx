import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerContent, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('/mailbox', () => {
  it('lists the local e-mails with their links clickable', async () => {
    const api = createFakeApi({
      'GET /api/v1/dev/mailbox': () =>
        answerContent([
          {
            id: 'm-1',
            to: 'ada@example.com',
            subject: 'Reset your Utmost password',
            text: 'Choose a new password: http://localhost:3000/reset-password?token=abc\nThanks',
            html: '<p>ignored</p>',
            createdAt: '2026-03-01T10:00:00Z',
          },
        ]),
    });
    renderApp({ path: '/mailbox', fetch: api.fetch });
    const mail = await screen.findByRole('article', { name: 'Reset your Utmost password' });
    expect(within(mail).getByText(/To ada@example.com/)).toBeInTheDocument();
    expect(
      within(mail).getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc' }),
    ).toHaveAttribute('href', '/reset-password?token=abc');
  });

  it('does not exist where the API has no mailbox', async () => {
    renderApp({ path: '/mailbox' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
