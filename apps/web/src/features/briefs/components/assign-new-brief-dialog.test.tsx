import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../../test/api-fixtures';
import { answerContent } from '../../../test/fake-api';
import { BRIEF_ID, buildBrief, buildBriefRoutes } from '../test/brief-api-routes';
import { renderBriefEditor } from '../test/render-brief-editor';

const FREE = buildAdAccount({ adAccountId: '111', name: 'Hearthly UK' });
const TAKEN = buildAdAccount({
  adAccountId: '222',
  name: 'Hearthly DE',
  brand: { id: 'other-brief', name: 'Winter stoves' },
});
const JUST_CREATED_PATH = `/ai-briefs/edit-brief/${BRIEF_ID}?from=%2Fai-briefs&created=true`;

describe('after saving a new brief', () => {
  it('offers to assign it, accounts without a brief ticked, and assigns it', async () => {
    const { api, router } = renderBriefEditor({
      path: JUST_CREATED_PATH,
      routes: buildBriefRoutes(
        { brief: buildBrief({ briefName: 'Spring stoves' }) },
        {
          'GET /api/v1/{platform}/ads/accounts': () => answerContent([FREE, TAKEN]),
          'PUT /api/v1/{platform}/ads/accounts': () =>
            answerContent([{ ...FREE, brand: { id: BRIEF_ID, name: 'Spring stoves' } }]),
        },
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: '“Spring stoves” is saved' });
    expect(within(dialog).getByRole('checkbox', { name: 'Hearthly UK' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: /^Hearthly DE\s*\(uses Winter stoves\)$/ }),
    ).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign to 1 account' }));
    expect(
      await screen.findByText('“Spring stoves” is assigned to 1 ad account.'),
    ).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toMatchObject({
      platform: 'google',
      resourceNames: ['customers/111'],
      changes: { brandId: BRIEF_ID },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The offer is made once; Back still goes where the brief was started.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('created'));
    expect(router.state.location.search).toMatchObject({ from: '/ai-briefs' });
  });

  it('"Later" leaves it unassigned, and no offer is made without Google accounts', async () => {
    const { api, unmount } = renderBriefEditor({
      path: JUST_CREATED_PATH,
      routes: buildBriefRoutes(
        { brief: buildBrief({ briefName: 'Spring stoves' }) },
        { 'GET /api/v1/{platform}/ads/accounts': () => answerContent([FREE]) },
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: '“Spring stoves” is saved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')).toHaveLength(0);
    unmount();

    renderBriefEditor({ path: JUST_CREATED_PATH });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
