import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_TEMPLATE_ID,
  DUPLICATE_TEMPLATE_NAME,
  NEW_TEMPLATE_DRAFT_NAME,
  PARAMETER_VALUE_REQUIRED,
  RESTRICTED_TEMPLATE_NAME,
} from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { findTemplateDraftKey, readTemplateDraft } from '../lib/template-draft-storage';
import { buildTemplateRoutes, SAVED_TEMPLATE } from '../test/template-api-routes';

let unregister: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => unregister?.());

function renderEditor(path: string, routes: FakeRoutes = {}) {
  const api = createFakeApi(buildTemplateRoutes(routes));
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch });
  return { ...view, api, sink };
}

const NEW_GOOGLE = `/url-templates/edit-template/google/${DEFAULT_TEMPLATE_ID}`;
const SAVED_PATH = `/url-templates/edit-template/google/${SAVED_TEMPLATE.id}`;

async function findNameField(): Promise<HTMLInputElement> {
  await screen.findByRole('form', { name: 'Tracking template' });
  return getField('Name') as HTMLInputElement;
}

function listRows() {
  return screen.getAllByTestId('parameter-row');
}

function findPublishButton() {
  return within(screen.getByRole('form', { name: 'Tracking template' })).getByRole('button', {
    name: 'Publish',
  });
}

describe('a new template', () => {
  // Much typing: jsdom's events take seconds on a busy machine.
  it(
    'starts from the platform’s default as the draft “New tracking template”, and reports the start',
    { timeout: 20_000 },
    async () => {
      const { sink } = renderEditor(NEW_GOOGLE);
      const name = await findNameField();
      expect(name).toHaveValue(NEW_TEMPLATE_DRAFT_NAME);
      expect(listRows()).toHaveLength(3);
      expect(screen.getByRole('combobox', { name: 'Name of parameter 1' })).toHaveValue(
        'utm_source',
      );
      expect(screen.getByRole('textbox', { name: 'Value of utm_source' })).toHaveValue('google');
      expect(screen.getByRole('textbox', { name: 'Value of utm_campaign' })).toHaveValue(
        '{campaign_name}',
      );
      // The draft's name is reserved: it must be renamed before publishing. Untouched, the field
      // says so as a hint rather than an error the user did not make.
      expect(
        await screen.findByText('Give this template its own name before you publish it.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(RESTRICTED_TEMPLATE_NAME)).not.toBeInTheDocument();
      expect(findPublishButton()).toBeDisabled();
      await userEvent.clear(name);
      await userEvent.type(name, 'Default tracking template');
      expect(await screen.findByText(RESTRICTED_TEMPLATE_NAME)).toBeInTheDocument();
      await userEvent.clear(name);
      await userEvent.type(name, NEW_TEMPLATE_DRAFT_NAME);
      await userEvent.tab();
      expect(await screen.findByText(RESTRICTED_TEMPLATE_NAME)).toBeInTheDocument();

      const draft = readTemplateDraft(localStorage, 'google', DEFAULT_TEMPLATE_ID);
      expect(draft?.name).toBe(NEW_TEMPLATE_DRAFT_NAME);
      expect(draft?.parameters.map((row) => row.key)).toEqual([
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ]);
      expect(sink).toHaveBeenCalledWith('new_tracking_template_start', { platform: 'google' });
    },
  );

  it('keeps the draft per platform and id across a reload', async () => {
    const first = renderEditor(NEW_GOOGLE);
    const name = await findNameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of utm_medium' }), '_paid');
    await waitFor(() =>
      expect(readTemplateDraft(localStorage, 'google', DEFAULT_TEMPLATE_ID)?.name).toBe('Spring'),
    );
    first.unmount();

    const second = renderEditor(NEW_GOOGLE);
    expect(await findNameField()).toHaveValue('Spring');
    expect(screen.getByRole('textbox', { name: 'Value of utm_medium' })).toHaveValue('cpc_paid');
    // Reopening a draft is not a new start.
    expect(second.sink).not.toHaveBeenCalledWith('new_tracking_template_start', expect.anything());
    second.unmount();

    // LinkedIn's new template has a draft of its own.
    renderEditor('/url-templates/edit-template/linkedin/default');
    expect(await findNameField()).toHaveValue(NEW_TEMPLATE_DRAFT_NAME);
    expect(readTemplateDraft(localStorage, 'google', DEFAULT_TEMPLATE_ID)?.name).toBe('Spring');
  });
});

describe('editing a saved template', () => {
  it('opens it without a draft, and keeps a draft only once something changed', async () => {
    renderEditor(SAVED_PATH);
    const name = await findNameField();
    expect(name).toHaveValue('Brand UTMs');
    expect(localStorage.getItem(findTemplateDraftKey('google', SAVED_TEMPLATE.id))).toBeNull();
    expect(findPublishButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();

    await userEvent.type(name, ' 2');
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument();
    await waitFor(() => expect(findPublishButton()).toBeEnabled());
    expect(readTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id)?.name).toBe('Brand UTMs 2');

    // Back to what is published: no draft.
    await userEvent.type(name, '{Backspace}{Backspace}');
    await waitFor(() =>
      expect(localStorage.getItem(findTemplateDraftKey('google', SAVED_TEMPLATE.id))).toBeNull(),
    );
  });

  it('shows the SDK’s messages under the fields they are about', async () => {
    renderEditor(SAVED_PATH, {
      'GET /api/v1/{platform}/urlTemplates': () =>
        answerContent([
          SAVED_TEMPLATE,
          { ...SAVED_TEMPLATE, id: '0b9d1c1e-0000-4000-8000-000000000002', name: 'Other' },
        ]),
    });
    const name = await findNameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'other');
    expect(await screen.findByText(DUPLICATE_TEMPLATE_NAME)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const value = screen.getByRole('textbox', { name: 'Value of utm_medium' });
    await userEvent.clear(value);
    const message = await screen.findByText(PARAMETER_VALUE_REQUIRED);
    expect(value).toHaveAttribute('aria-describedby', message.id);
    expect(findPublishButton()).toBeDisabled();

    await userEvent.type(value, 'email');
    await waitFor(() => expect(screen.queryByText(PARAMETER_VALUE_REQUIRED)).toBeNull());
  });

  it('marks a removed parameter, keeps it restorable and out of the preview and the saved body', async () => {
    const { api } = renderEditor(SAVED_PATH, {
      'POST /api/v1/{platform}/urlTemplate': (call) =>
        answerContent({ ...SAVED_TEMPLATE, ...(call.body as object) }),
    });
    await findNameField();
    await userEvent.click(screen.getByRole('button', { name: 'Remove utm_medium' }));
    expect(screen.getAllByRole('combobox', { name: /^Name of parameter/ })).toHaveLength(2);
    const restore = screen.getByRole('button', { name: 'Restore utm_medium' });
    expect(restore).toHaveFocus();
    expect(
      readTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id)?.parameters[1],
    ).toMatchObject({ key: 'utm_medium', toBeDeleted: true });
    await waitFor(() => {
      const last = api.findCalls('POST /api/v1/{platform}/urlTemplate/preview').at(-1);
      expect(Object.keys((last?.body as { urlTemplate: object }).urlTemplate)).toEqual([
        'utm_source',
        'utm_campaign',
      ]);
    });

    await userEvent.click(restore);
    expect(screen.getByRole('textbox', { name: 'Value of utm_medium' })).toHaveValue('cpc');
    await userEvent.click(screen.getByRole('button', { name: 'Remove utm_medium' }));

    await userEvent.click(findPublishButton());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    await waitFor(() =>
      expect(api.findCalls('POST /api/v1/{platform}/urlTemplate')).toHaveLength(1),
    );
    expect(api.findCalls('POST /api/v1/{platform}/urlTemplate')[0]?.body).toEqual({
      id: SAVED_TEMPLATE.id,
      name: 'Brand UTMs',
      platformType: 'google',
      urlTemplate: {
        utm_source: { value: 'google', isDynamic: false },
        utm_campaign: { value: '{campaign_name}', isDynamic: true },
      },
    });
  });

  it('moves parameters with the keyboard-reachable buttons, focus following', async () => {
    renderEditor(SAVED_PATH);
    await findNameField();
    const down = screen.getByRole('button', { name: 'Move utm_source down' });
    expect(screen.getByRole('button', { name: 'Move utm_source up' })).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen
        .getAllByRole('combobox', { name: /^Name of parameter/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['utm_medium', 'utm_source', 'utm_campaign']);
    expect(screen.getByRole('button', { name: 'Move utm_source down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // At the bottom its down button is off: the focus moves to its up button.
    expect(screen.getByRole('button', { name: 'Move utm_source up' })).toHaveFocus();
  });
});

describe('parameters', () => {
  it('adds a parameter, focusing its name, and switches its value between text and dynamic', async () => {
    renderEditor(SAVED_PATH);
    await findNameField();
    await userEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    const key = screen.getByRole('combobox', { name: 'Name of parameter 4' });
    expect(key).toHaveFocus();
    await userEvent.type(key, 'promo');
    const value = screen.getByRole('textbox', { name: 'Value of promo' });
    await userEvent.type(value, 'spring');

    const kind = screen.getByRole('radiogroup', { name: 'Kind of value of promo' });
    await userEvent.click(within(kind).getByRole('radio', { name: 'Dynamic' }));
    // Plain text is no dynamic value: it is cleared, and picking one is asked for.
    expect(screen.getByRole('textbox', { name: 'Value of promo' })).toHaveValue('');
    await userEvent.click(
      screen.getByRole('button', { name: 'Insert a dynamic value into Value of promo' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /Ad ID/ }));
    expect(screen.getByRole('textbox', { name: 'Value of promo' })).toHaveValue('{ad_id}');
    await waitFor(() =>
      expect(
        readTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id)?.parameters.at(-1),
      ).toEqual({ key: 'promo', value: '{ad_id}', isDynamic: true, toBeDeleted: false }),
    );
  });
});

describe('access and missing templates', () => {
  it('tells read-only roles they may not edit templates', async () => {
    renderEditor(NEW_GOOGLE, {
      'GET /api/v1/organizations': () =>
        answerContent([{ ...TEST_ORGANIZATION, role: 'external' }]),
    });
    expect(
      await screen.findByText("You don't have permission to edit tracking templates"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says when the template does not exist any more', async () => {
    renderEditor('/url-templates/edit-template/google/0b9d1c1e-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Tracking templates' }),
    ).toHaveAttribute('href', '/url-templates');
  });
});

describe('publishing and discarding', () => {
  it('publishes a new template after the review warning, clears the draft and lands on the list', async () => {
    const { api, sink, router } = renderEditor(NEW_GOOGLE, {
      'POST /api/v1/{platform}/urlTemplate': (call) =>
        answerContent(
          {
            ...SAVED_TEMPLATE,
            id: '0b9d1c1e-0000-4000-8000-000000000003',
            ...(call.body as object),
          },
          201,
        ),
    });
    const name = await findNameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring');
    await waitFor(() => expect(findPublishButton()).toBeEnabled());
    await userEvent.click(findPublishButton());

    const dialog = await screen.findByRole('dialog', { name: 'Publish this tracking template?' });
    expect(dialog).toHaveTextContent('may go into the ad platform’s review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    // The platform has ad accounts: the next step is offered; "Later" goes on to the list.
    const next = await screen.findByRole('dialog', { name: '“Spring” is published' });
    expect(within(next).getByRole('button', { name: 'Assign to ad accounts' })).toBeEnabled();
    await userEvent.click(within(next).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/url-templates'));
    expect(api.findCalls('POST /api/v1/{platform}/urlTemplate')[0]?.body).toMatchObject({
      name: 'Spring',
      platformType: 'google',
    });
    expect(readTemplateDraft(localStorage, 'google', DEFAULT_TEMPLATE_ID)).toBeNull();
    expect(sink).toHaveBeenCalledWith('tracking_template_saved', {
      platform: 'google',
      isNew: true,
      parameterCount: 3,
    });
  });

  it('goes from a published template straight to assigning it', async () => {
    const { router } = renderEditor(NEW_GOOGLE, {
      'POST /api/v1/{platform}/urlTemplate': (call) =>
        answerContent(
          {
            ...SAVED_TEMPLATE,
            id: '0b9d1c1e-0000-4000-8000-000000000004',
            ...(call.body as object),
          },
          201,
        ),
    });
    const name = await findNameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Autumn');
    await waitFor(() => expect(findPublishButton()).toBeEnabled());
    await userEvent.click(findPublishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish this tracking template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const next = await screen.findByRole('dialog', { name: '“Autumn” is published' });
    const visited: unknown[] = [];
    router.subscribe('onBeforeLoad', (event) => visited.push(event.toLocation.search));
    await userEvent.click(within(next).getByRole('button', { name: 'Assign to ad accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    // The ad accounts page is opened with the template to assign (it then drops it from the address).
    expect(visited).toContainEqual({ assign: '0b9d1c1e-0000-4000-8000-000000000004' });
  });

  it('shows the API’s field errors under the fields and keeps the draft', async () => {
    renderEditor(SAVED_PATH, {
      'POST /api/v1/{platform}/urlTemplate': () =>
        answerFieldErrors({
          name: DUPLICATE_TEMPLATE_NAME,
          'urlTemplate.utm_medium.value': 'This dynamic value is not available on this platform',
        }),
    });
    const name = await findNameField();
    await userEvent.type(name, ' 2');
    await waitFor(() => expect(findPublishButton()).toBeEnabled());
    await userEvent.click(findPublishButton());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText(DUPLICATE_TEMPLATE_NAME)).toBeInTheDocument();
    expect(
      screen.getByText('This dynamic value is not available on this platform'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Value of utm_medium' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(readTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id)?.name).toBe('Brand UTMs 2');
  });

  it('discards after the warning that all changes are lost', async () => {
    const { router, api } = renderEditor(SAVED_PATH);
    const name = await findNameField();
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent('All changes are lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/url-templates'));
    expect(localStorage.getItem(findTemplateDraftKey('google', SAVED_TEMPLATE.id))).toBeNull();
    expect(api.findCalls('POST /api/v1/{platform}/urlTemplate')).toEqual([]);
  });
});
