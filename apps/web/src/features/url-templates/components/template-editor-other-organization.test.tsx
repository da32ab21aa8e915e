import { screen, waitFor } from '@testing-library/react';
import type { components } from '@utmost/ads-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerContent, createFakeApi, TEST_ORGANIZATION } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildTemplateRoutes, SAVED_TEMPLATE } from '../test/template-api-routes';

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

beforeEach(() => localStorage.clear());

/** The template is the second organization's: any other lists none. */
function createApi(organizations = [TEST_ORGANIZATION, JOINED]) {
  return createFakeApi(
    buildTemplateRoutes({
      'GET /api/v1/{platform}/urlTemplates': (call) =>
        answerContent(
          call.url.searchParams.get('organization_id') === JOINED.id ? [SAVED_TEMPLATE] : [],
        ),
      'GET /api/v1/organizations': () => answerContent(organizations),
      'GET /api/v1/workspaces': (call) => {
        const organizationId = call.url.searchParams.get('organization_id') ?? '';
        return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
      },
    }),
  );
}

const PATH = `/url-templates/edit-template/google/${SAVED_TEMPLATE.id}`;

describe('an old link to a template of another organization (issue 25 item 6)', () => {
  it("switches to the user's organization that has it, with a notice, instead of not found", async () => {
    const { context, router } = renderApp({
      path: PATH,
      authState: buildLoggedInState(),
      fetch: createApi().fetch,
    });
    expect(
      await screen.findByText(
        'Switched to Difference Co to open this link.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(context.auth.getState().organizationId).toBe('org-2');
    expect(router.state.location.search).toMatchObject({ org: 'org-2' });
    expect(screen.queryByText('Template not found')).toBeNull();
  }, 15_000);

  it('still says not found when none of the user’s organizations has it', async () => {
    renderApp({
      path: PATH,
      authState: buildLoggedInState(),
      fetch: createApi([TEST_ORGANIZATION, { ...JOINED, id: 'org-3' }]).fetch,
    });
    expect(
      await screen.findByText('Template not found', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Switched to/)).toBeNull());
  }, 15_000);
});
