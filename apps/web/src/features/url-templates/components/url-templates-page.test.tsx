import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { buildUrlTemplate } from '../../../test/api-fixtures';
import {
  answerContent,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { writeTemplateDraft } from '../lib/template-draft-storage';
import { toParameterRows } from '../lib/template-form-values';
import { buildTemplateRoutes, SAVED_TEMPLATE } from '../test/template-api-routes';

const LINKEDIN_TEMPLATE = buildUrlTemplate({
  id: '0b9d1c1e-0000-4000-8000-0000000000aa',
  name: 'Social',
  platformType: 'linkedin',
  urlTemplate: {
    utm_source: { value: 'linkedin', isDynamic: false },
    utm_medium: { value: 'paid_social', isDynamic: false },
    utm_campaign: { value: '{campaign_name}', isDynamic: true },
    utm_content: { value: '{creative_name}', isDynamic: true },
    promo: { value: 'q2', isDynamic: false },
  },
  updatedAt: '2025-04-01T10:00:00.000Z',
  adAccounts: [
    { resourceName: 'urn:li:sponsoredAccount:1', name: 'Acme Social' },
    { resourceName: 'urn:li:sponsoredAccount:2', name: 'Acme Careers' },
  ],
});

let unregister: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => unregister?.());

function renderList({
  role = 'owner',
  routes = {},
  path = '/url-templates',
}: {
  role?: components['schemas']['MemberRole'];
  routes?: FakeRoutes;
  path?: string;
} = {}) {
  const api = createFakeApi(
    buildTemplateRoutes({
      'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
      'GET /api/v1/{platform}/urlTemplates': (call) =>
        answerContent(call.params.platform === 'google' ? [SAVED_TEMPLATE] : [LINKEDIN_TEMPLATE]),
      ...routes,
    }),
  );
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch });
  return { ...view, api, sink };
}

async function findRows() {
  const table = await screen.findByRole('table', { name: 'Tracking templates' });
  await waitFor(() => expect(within(table).queryByText('Social')).not.toBeNull());
  return within(table).getAllByRole('row').slice(1);
}

describe('tracking templates list', () => {
  it('lists both platforms’ templates, last updated first, with what each holds and who uses it', async () => {
    renderList();
    const rows = await findRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Social',
      'Brand UTMs',
    ]);
    const [social, brand] = rows;
    expect(social).toHaveTextContent('LinkedIn Ads');
    expect(social).toHaveTextContent('utm_sourceutm_mediumutm_campaign+2 more');
    expect(social).toHaveTextContent('2 ad accounts');
    expect(social).toHaveTextContent('Apr 01, 2025');
    expect(brand).toHaveTextContent('Google Ads');
    expect(brand).toHaveTextContent('1 ad account');
    expect(within(brand!).getByRole('link', { name: 'Brand UTMs' })).toHaveAttribute(
      'href',
      `/url-templates/edit-template/google/${SAVED_TEMPLATE.id}`,
    );
  });

  it('deletes a template in use after naming the accounts that stop tagging', async () => {
    const { api, sink } = renderList({
      routes: {
        'DELETE /api/v1/{platform}/urlTemplate': () =>
          answerContent({
            deleted: [LINKEDIN_TEMPLATE.id],
            disabledAdAccounts: LINKEDIN_TEMPLATE.adAccounts.map((account) => account.resourceName),
          }),
      },
    });
    await findRows();
    const fetchesBefore = api.findCalls('GET /api/v1/{platform}/urlTemplates').length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Social' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Social”?' });
    expect(dialog).toHaveTextContent('2 ad accounts use this template');
    const accounts = within(dialog).getByRole('list', { name: 'Ad accounts that stop tagging' });
    expect(
      within(accounts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme Social', 'Acme Careers']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('“Social” deleted. 2 ad accounts stopped tagging.'),
    ).toBeInTheDocument();
    const call = api.findCalls('DELETE /api/v1/{platform}/urlTemplate')[0];
    expect(call?.path).toBe('/api/v1/linkedin/urlTemplate');
    expect(call?.body).toEqual({ templatesId: [LINKEDIN_TEMPLATE.id], confirmInUse: true });
    expect(sink).toHaveBeenCalledWith('tracking_template_deleted', {
      platform: 'linkedin',
      disabledAdAccounts: 2,
    });
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/{platform}/urlTemplates').length).toBeGreaterThan(
        fetchesBefore,
      ),
    );
  });

  it('deletes an unused template without confirmInUse', async () => {
    const unused = { ...SAVED_TEMPLATE, adAccounts: [] };
    const { api } = renderList({
      routes: {
        'GET /api/v1/{platform}/urlTemplates': (call) =>
          answerContent(call.params.platform === 'google' ? [unused] : [LINKEDIN_TEMPLATE]),
        'DELETE /api/v1/{platform}/urlTemplate': () =>
          answerContent({ deleted: [unused.id], disabledAdAccounts: [] }),
      },
    });
    await findRows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Brand UTMs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No ad account uses it.');
    expect(within(dialog).queryByRole('list')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Brand UTMs” deleted.')).toBeInTheDocument();
    expect(api.findCalls('DELETE /api/v1/{platform}/urlTemplate')[0]?.body).toEqual({
      templatesId: [unused.id],
      confirmInUse: false,
    });
  });

  it('shows read-only roles the list without create, edit or delete', async () => {
    renderList({ role: 'external' });
    const rows = await findRows();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create tracking template/ })).toBeNull();
  });

  it('points to unpublished new templates kept on this device', async () => {
    writeTemplateDraft(localStorage, 'linkedin', 'default', { name: 'Q3 social', parameters: [] });
    renderList();
    const link = await screen.findByRole('link', { name: 'Continue “Q3 social” for LinkedIn Ads' });
    expect(link).toHaveAttribute('href', '/url-templates/edit-template/linkedin/default');
  });
});

describe('no tracking templates yet', () => {
  it('marks the templates with unpublished changes on this device', async () => {
    // Brand UTMs: a draft that differs from what is published. Social: a draft equal to it.
    writeTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id, {
      name: SAVED_TEMPLATE.name,
      parameters: toParameterRows({
        ...SAVED_TEMPLATE.urlTemplate,
        promo: { value: 'spring', isDynamic: false },
      }),
    });
    writeTemplateDraft(localStorage, 'linkedin', LINKEDIN_TEMPLATE.id, {
      name: LINKEDIN_TEMPLATE.name,
      parameters: toParameterRows(LINKEDIN_TEMPLATE.urlTemplate),
    });
    renderList();
    const [social, brand] = await findRows();
    expect(within(brand!).getByText('Unpublished changes')).toBeInTheDocument();
    expect(within(social!).queryByText('Unpublished changes')).toBeNull();
  });

  it('marks no drafts for read-only roles, who cannot publish them', async () => {
    writeTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id, {
      name: 'Renamed',
      parameters: toParameterRows(SAVED_TEMPLATE.urlTemplate),
    });
    renderList({ role: 'external' });
    await findRows();
    expect(screen.queryByText('Unpublished changes')).toBeNull();
  });

  it('shows the empty state, whose create menu opens a new template for the chosen platform', async () => {
    const { router } = renderList({
      routes: { 'GET /api/v1/{platform}/urlTemplates': () => answerContent([]) },
    });
    expect(
      await screen.findByRole('heading', { name: 'No tracking templates yet' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create tracking template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'LinkedIn Ads' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/url-templates/edit-template/linkedin/default'),
    );
  });

  it('is a page of its own too', async () => {
    renderList({ path: '/url-templates/empty-state' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No tracking templates yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create tracking template' })).toBeInTheDocument();
  });
});
