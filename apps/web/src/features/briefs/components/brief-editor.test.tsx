import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTION_REQUIRED,
  BRIEF_NAME_NOT_UNIQUE,
  COMPANY_NAME_REQUIRED,
  OVERVIEW_REQUIRED,
  OVERVIEW_TOO_SHORT,
  REQUIRED_FIELDS_MISSING,
  TOO_MANY_EXAMPLES,
  WEBSITE_REQUIRED,
} from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, answerFieldErrors } from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import {
  BRIEF_ID,
  buildAiRules,
  buildBrief,
  buildBriefRoutes,
  buildExample,
} from '../test/brief-api-routes';
import {
  fillOverview,
  getSaveButton,
  NEW_BRIEF_PATH,
  openTab,
  renderBriefEditor,
} from '../test/render-brief-editor';

const NEW_ID = '7c0a4d2e-0000-4000-8000-0000000000b2';

describe('brief editor: validation', () => {
  it('waits for a change, then names every empty required field and says so on Save', async () => {
    const { api } = renderBriefEditor({ path: NEW_BRIEF_PATH });
    await findField('AI brief name');
    expect(getSaveButton()).toBeDisabled();
    expect(screen.getByText('Nothing has changed yet.')).toBeInTheDocument();
    // Shown whenever the list is empty: the assistant cannot find competitors on a website.
    expect(screen.getByText(/cannot find competitors from a website/)).toBeInTheDocument();

    await userEvent.type(getField('AI brief name'), 'Spring stoves');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());

    expect(await screen.findByText(REQUIRED_FIELDS_MISSING)).toBeInTheDocument();
    expect(getField('Company name')).toHaveAccessibleDescription(COMPANY_NAME_REQUIRED);
    expect(getField('Website')).toHaveAccessibleDescription(WEBSITE_REQUIRED);
    expect(getField('Company overview')).toHaveAccessibleDescription(OVERVIEW_REQUIRED);
    expect(screen.getByText(ACTION_REQUIRED)).toBeInTheDocument();
    expect(getSaveButton()).toBeDisabled();
    expect(screen.getByText('Correct the fields marked in red to save.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Services or products/ })).toHaveAccessibleName(
      /has errors/,
    );
    await openTab('Services or products');
    expect(screen.getByRole('alert')).toHaveTextContent(ACTION_REQUIRED);
    expect(api.findCalls('POST /api/v1/searchTerms/brands')).toHaveLength(0);
  });

  it('checks fields as they are typed, with the SDK’s messages', async () => {
    renderBriefEditor({ path: NEW_BRIEF_PATH });
    await userEvent.type(await findField('AI brief name'), 'hearthly STOVES');
    await waitFor(() =>
      expect(getField('AI brief name')).toHaveAccessibleDescription(BRIEF_NAME_NOT_UNIQUE),
    );
    await userEvent.type(getField('Company overview'), 'Stoves.');
    await waitFor(() =>
      expect(getField('Company overview')).toHaveAccessibleDescription(OVERVIEW_TOO_SHORT),
    );
    // The count stays beside the message that it explains.
    expect(screen.getByText('7 / 1000 characters (at least 50)')).toBeInTheDocument();
  });

  it('will not save more than 50 examples, and says why beside Save', async () => {
    const examples = Array.from({ length: 51 }, (_, index) =>
      buildExample({ id: `ex-${String(index)}`, searchTerm: `term ${String(index)}` }),
    );
    renderBriefEditor({
      routes: buildBriefRoutes({ rules: buildAiRules({ search_terms: examples }) }),
    });
    await findField('AI brief name');
    await userEvent.type(getField('Company name'), ' Ltd');
    expect(getSaveButton()).toBeDisabled();
    expect(screen.getByText(TOO_MANY_EXAMPLES)).toBeInTheDocument();
  });
});

describe('brief editor: competitors', () => {
  it('keeps the focus in place when a competitor is added or removed', async () => {
    renderBriefEditor({ path: NEW_BRIEF_PATH });
    const newName = await screen.findByPlaceholderText('Competitor name');
    for (const name of ['Stovax', 'Morsø', 'Charnwood']) {
      await userEvent.type(newName, name);
      await userEvent.click(screen.getByRole('button', { name: 'Add competitor' }));
      expect(newName).toHaveFocus();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove competitor Morsø' }));
    expect(screen.getByRole('button', { name: 'Remove competitor Charnwood' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove competitor Stovax' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(newName).toHaveFocus();
  });
});

describe('brief editor: saving', () => {
  it('saves a new brief, then its rules, then opens it at its id carrying from', async () => {
    const { api, router } = renderBriefEditor({
      path: NEW_BRIEF_PATH,
      routes: buildBriefRoutes(
        { brief: buildBrief({ id: NEW_ID, briefName: 'Spring stoves' }) },
        {
          'GET /api/v1/searchTerms/brands': () => answerContent([]),
          'POST /api/v1/searchTerms/brands': () =>
            answerContent(buildBrief({ id: NEW_ID, briefName: 'Spring stoves' }), 201),
          'POST /api/v1/searchTerms/ai-rules': () =>
            answerContent(buildAiRules({ brandId: NEW_ID }), 201),
        },
      ),
    });
    await fillOverview();
    await openTab('Services or products');
    await userEvent.click(screen.getByRole('button', { name: 'Add service or product' }));
    await userEvent.type(getField('Service or product 1'), 'Wood-burning stoves');
    await openTab('Rules');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await userEvent.type(getField('Rule 1'), 'Exclude searches for jobs.');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/ai-briefs/edit-brief/${NEW_ID}`),
    );
    // Back still goes where the brief was started; the page offers to assign it (issue 25).
    expect(router.state.location.search).toEqual({
      from: '/ai-briefs',
      created: true,
      org: 'org-1',
    });
    const writes = api.calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => call.path)).toEqual([
      '/api/v1/searchTerms/brands',
      '/api/v1/searchTerms/ai-rules',
    ]);
    expect(writes[0]?.body).toEqual({
      briefName: 'Spring stoves',
      name: 'Hearthly',
      website: 'https://www.hearthly.example/',
      shortDescription: 'Hearthly designs and sells wood-burning stoves and fireplace accessories.',
      competitorsList: ['Stovax', 'Morsø', 'Charnwood', 'Contura', 'Jøtul'],
      products: [{ name: 'Wood-burning stoves', description: '' }],
    });
    expect(writes[1]?.body).toEqual({
      brandId: NEW_ID,
      general_rules: [{ description: 'Exclude searches for jobs.' }],
      search_terms: [],
    });
    expect(await screen.findByText('AI brief “Spring stoves” saved.')).toBeInTheDocument();
  });

  it('saves again onto the brief it created when the rules failed, instead of a second brief', async () => {
    let rulesTries = 0;
    const { api, router } = renderBriefEditor({
      path: NEW_BRIEF_PATH,
      routes: buildBriefRoutes(
        { brief: buildBrief({ id: NEW_ID, briefName: 'Spring stoves' }) },
        {
          'GET /api/v1/searchTerms/brands': () => answerContent([]),
          'POST /api/v1/searchTerms/brands': () =>
            answerContent(buildBrief({ id: NEW_ID, briefName: 'Spring stoves' }), 201),
          'POST /api/v1/searchTerms/ai-rules': () => {
            rulesTries += 1;
            return answerError(503, 'SERVICE_UNAVAILABLE', 'Please try again later.');
          },
          'PUT /api/v1/searchTerms/brands/{id}': () =>
            answerContent(buildBrief({ id: NEW_ID, briefName: 'Spring stoves' })),
          'PUT /api/v1/searchTerms/ai-rules/{brandId}': () =>
            answerContent(buildAiRules({ brandId: NEW_ID })),
        },
      ),
    });
    await fillOverview();
    await openTab('Services or products');
    await userEvent.click(screen.getByRole('button', { name: 'Add service or product' }));
    await userEvent.type(getField('Service or product 1'), 'Wood-burning stoves');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());
    expect(
      await screen.findByText(
        'AI brief “Spring stoves” was saved, but its AI rules and examples were not. Save again to keep them.',
      ),
    ).toBeInTheDocument();
    expect(rulesTries).toBe(1);
    await openTab('Overview');
    await userEvent.type(getField('Company name'), ' Ltd');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/ai-briefs/edit-brief/${NEW_ID}`),
    );
    expect(api.findCalls('POST /api/v1/searchTerms/brands')).toHaveLength(1);
    expect(api.findCalls('PUT /api/v1/searchTerms/ai-rules/{brandId}')).toHaveLength(1);
  });

  it('updates an existing brief and its rules, then has nothing left to save', async () => {
    const { api } = renderBriefEditor({
      routes: buildBriefRoutes(
        {},
        {
          'PUT /api/v1/searchTerms/brands/{id}': () => answerContent(buildBrief()),
          'PUT /api/v1/searchTerms/ai-rules/{brandId}': () => answerContent(buildAiRules()),
        },
      ),
    });
    await userEvent.type(await findField('Company name'), ' Ltd');
    await userEvent.click(getSaveButton());

    expect(await screen.findByText('AI brief “Hearthly stoves” saved.')).toBeInTheDocument();
    const writes = api.calls.filter((call) => call.method === 'PUT');
    expect(writes.map((call) => call.path)).toEqual([
      `/api/v1/searchTerms/brands/${BRIEF_ID}`,
      `/api/v1/searchTerms/ai-rules/${BRIEF_ID}`,
    ]);
    expect(writes[0]?.body).toMatchObject({ name: 'Hearthly Ltd' });
    await waitFor(() => expect(getSaveButton()).toBeDisabled());
    expect(screen.getByText('Nothing has changed yet.')).toBeInTheDocument();
  });

  it('shows the server’s field messages on the fields, and saves no rules', async () => {
    const { api } = renderBriefEditor({
      routes: buildBriefRoutes(
        {},
        {
          'PUT /api/v1/searchTerms/brands/{id}': () =>
            answerFieldErrors({ briefName: BRIEF_NAME_NOT_UNIQUE }),
        },
      ),
    });
    await userEvent.type(await findField('AI brief name'), ' 2');
    await userEvent.click(getSaveButton());

    await waitFor(() =>
      expect(getField('AI brief name')).toHaveAccessibleDescription(BRIEF_NAME_NOT_UNIQUE),
    );
    expect(api.findCalls('PUT /api/v1/searchTerms/ai-rules/{brandId}')).toHaveLength(0);
  });

  it('shows a message the server gives for one example above the examples', async () => {
    renderBriefEditor({
      routes: buildBriefRoutes(
        { rules: buildAiRules({ search_terms: [buildExample()] }) },
        {
          'PUT /api/v1/searchTerms/brands/{id}': () => answerContent(buildBrief()),
          'PUT /api/v1/searchTerms/ai-rules/{brandId}': () =>
            answerFieldErrors({ 'search_terms.0.searchTerm': 'Search term is required' }),
        },
      ),
    });
    await userEvent.type(await findField('Company name'), ' Ltd');
    await userEvent.click(getSaveButton());
    await waitFor(() => expect(getSaveButton()).toBeDisabled());
    await openTab('Extra examples');
    expect(screen.getByRole('alert')).toHaveTextContent('Search term is required');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderBriefEditor();
    await userEvent.type(await findField('Company name'), ' Ltd');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-briefs'));
  });
});
