import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// One organization for the whole file: the steps build on each other (a draft, then the template,
// then its assignment), and the API allows only a few sign-ups per client, which the suite shares.
// Alan Turing and Tim Berners-Lee have no ad accounts in the sandbox, so the Google accounts come
// from Ada's login, connected into this organization only; nothing here revokes or disconnects it.
const TEMPLATE_NAME = 'Spring sale tagging';
const OTHER_TEMPLATE_NAME = 'Brand search';
const CUSTOM_KEY = 'team';
const CUSTOM_VALUE = 'growth';
const { hearthly, sproutstrong } = SANDBOX_ACCOUNTS;

interface SavedTemplate {
  id: string;
  name: string;
  urlTemplate: Record<string, { value: string; isDynamic: boolean }>;
  adAccounts: { name: string }[];
}

let context: BrowserContext;
let page: Page;
let organizationId: string;
let origin: string;

function mainNavigation() {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function nameField() {
  return page.getByRole('textbox', { name: 'Name', exact: true });
}

function valueField(key: string) {
  return page.getByRole('textbox', { name: `Value of ${key}`, exact: true });
}

function publishButton() {
  return page.getByRole('form', { name: 'Tracking template' }).getByRole('button', {
    name: 'Publish',
    exact: true,
  });
}

function templatesTable() {
  return page.getByRole('table', { name: 'Tracking templates' });
}

function adAccountRow(name: string) {
  return page.getByRole('table', { name: 'Ad accounts' }).getByRole('row').filter({
    hasText: name,
  });
}

function autoTaggingSwitch(name: string) {
  return page.getByRole('switch', { name: `Auto-tagging of ${name}` });
}

/** The final URL of the live preview, once it carries `expected` (the preview follows typing). */
async function readPreviewUrl(expected: string): Promise<URL> {
  const previewUrl = page.getByTestId('preview-url');
  await expect(previewUrl).toContainText(expected);
  return new URL((await previewUrl.innerText()).replace(/\s+/g, ''));
}

/** The sample ad's campaign name as the preview lists it. */
async function readSampleCampaign(): Promise<string> {
  const preview = page.getByTestId('template-preview');
  return preview
    .locator('dt', { hasText: /^Campaign$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** A screenshot once the header's split button (loaded lazily) is there. */
async function saveAppScreen(name: string) {
  await expect(page.getByRole('banner').locator('[data-slot="split-button"]')).toBeVisible();
  await saveScreen(page, name);
}

async function listGoogleTemplates(request: APIRequestContext): Promise<SavedTemplate[]> {
  const response = await request.get(
    `/api/v1/google/urlTemplates?organization_id=${organizationId}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: SavedTemplate[] }).content;
}

async function openEditorOf(name: string) {
  await page.goto('/url-templates');
  await templatesTable()
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(
    /\/url-templates\/edit-template\/google\/[0-9a-f-]{36}(\?org=[\w-]+)?$/,
  );
  await expect(nameField()).toHaveValue(name);
}

/** The message under a field (its `aria-describedby`). */
async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe.serial('tracking templates', () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    ({ context, page, baseURL: origin } = await openSignedInPage(browser, testInfo, 'new'));
    organizationId = await findOrganizationId(context.request);
    await connectWithAccounts(context.request, origin, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [hearthly.id, sproutstrong.id],
    });
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('create a template with text and dynamic values and see the live preview', async () => {
    await page.goto('/ad-accounts');
    await mainNavigation().getByRole('link', { name: 'Tracking templates' }).click();
    await expect(page).toHaveURL(/\/url-templates$/);
    await expect(page.getByRole('heading', { name: 'No tracking templates yet' })).toBeVisible();
    await saveAppScreen('templates-01-empty-state');

    await page.getByRole('button', { name: 'Create tracking template' }).click();
    await page.getByRole('menuitem', { name: 'Google Ads' }).click();
    await expect(page).toHaveURL(/\/url-templates\/edit-template\/google\/default(\?org=[\w-]+)?$/);
    await expect(nameField()).toHaveValue('New tracking template');
    await expect(page.getByText('New, not published')).toBeVisible();
    await expect(page.getByTestId('preview-url')).toBeVisible();
    await saveAppScreen('templates-01-new-draft');

    await nameField().fill(TEMPLATE_NAME);
    // utm_source: text.
    await valueField('utm_source').fill('google');
    await expect(
      page.getByRole('radiogroup', { name: 'Kind of value of utm_source' }).getByRole('radio', {
        name: 'Text',
      }),
    ).toBeChecked();
    // utm_campaign: made text (the value goes), then dynamic again, picked from the list.
    const campaignKind = page.getByRole('radiogroup', { name: 'Kind of value of utm_campaign' });
    await campaignKind.getByRole('radio', { name: 'Text' }).click();
    await expect(valueField('utm_campaign')).toHaveValue('');
    await campaignKind.getByRole('radio', { name: 'Dynamic' }).click();
    await expect(valueField('utm_campaign')).toHaveValue('');
    await page
      .getByRole('button', { name: 'Insert a dynamic value into Value of utm_campaign' })
      .click();
    const picker = page.getByRole('menu');
    await expect(picker).toContainText('Utmost (from each ad)');
    await expect(picker).toContainText('Google ValueTrack (at click time)');
    await saveScreen(page, 'templates-01-dynamic-value-picker');
    await picker.getByRole('menuitem').filter({ hasText: '{campaign_name}' }).first().click();
    await expect(valueField('utm_campaign')).toHaveValue('{campaign_name}');
    // utm_term goes (restorable until publishing); a key of our own comes last.
    await page.getByRole('button', { name: 'Remove utm_term' }).click();
    await expect(page.getByRole('button', { name: 'Restore utm_term' })).toBeVisible();
    await page.getByRole('button', { name: 'Add parameter' }).click();
    const customKey = page.getByRole('combobox', { name: 'Name of parameter 6' });
    await expect(customKey).toBeFocused();
    await customKey.fill(CUSTOM_KEY);
    await customKey.press('Escape');
    await valueField(CUSTOM_KEY).fill(CUSTOM_VALUE);

    // The preview: a sample ad of a connected account and its final URL with the parameters.
    const preview = page.getByTestId('template-preview');
    await expect(page.getByRole('combobox', { name: 'Sample ad from' })).toHaveText(
      new RegExp(`${hearthly.name}|${sproutstrong.name}`),
    );
    const url = await readPreviewUrl(`${CUSTOM_KEY}=${CUSTOM_VALUE}`);
    const campaign = await readSampleCampaign();
    expect(campaign).not.toBe('');
    expect(url.searchParams.get('utm_source')).toBe('google');
    expect(url.searchParams.get('utm_campaign')).toBe(campaign);
    expect(url.searchParams.get(CUSTOM_KEY)).toBe(CUSTOM_VALUE);
    expect(url.searchParams.has('utm_term')).toBe(false);
    await expect(preview.locator('mark', { hasText: `${CUSTOM_KEY}=` })).toBeVisible();
    await saveAppScreen('templates-01-editor-with-preview');
  });

  test('a reload finds the draft with its values', async () => {
    // The tab asks before reloading with unpublished changes; Playwright accepts the prompt. A
    // fresh load of the app can take a while on a busy machine.
    await page.reload();
    await expect(nameField()).toHaveValue(TEMPLATE_NAME, { timeout: 20_000 });
    await expect(valueField('utm_source')).toHaveValue('google');
    await expect(valueField('utm_campaign')).toHaveValue('{campaign_name}');
    await expect(valueField(CUSTOM_KEY)).toHaveValue(CUSTOM_VALUE);
    await expect(page.getByRole('button', { name: 'Restore utm_term' })).toBeVisible();
    await readPreviewUrl(`${CUSTOM_KEY}=${CUSTOM_VALUE}`);
    await saveAppScreen('templates-02-draft-after-reload');

    // Leaving asks first, the changes being kept as a draft; the list points back to it.
    await page.getByRole('link', { name: 'Tracking templates' }).first().click();
    await page
      .getByRole('dialog', { name: 'Leave without publishing?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/\/url-templates$/);
    const draftLink = page.getByRole('link', {
      name: `Continue “${TEMPLATE_NAME}” for Google Ads`,
    });
    await expect(draftLink).toBeVisible();
    await saveAppScreen('templates-02-list-draft-notice');
    await draftLink.click();
    await expect(nameField()).toHaveValue(TEMPLATE_NAME);
  });

  test('publish after the platform review warning', async () => {
    await publishButton().click();
    const dialog = page.getByRole('dialog', { name: 'Publish this tracking template?' });
    await expect(dialog).toContainText(
      'Ads whose URLs change may go into the ad platform’s review before they run again.',
    );
    await expect(dialog).toContainText('No ad account uses it yet');
    await saveScreen(page, 'templates-03-publish-warning');
    await dialog.getByRole('button', { name: 'Publish' }).click();

    // The platform has ad accounts: the next step is offered; "Later" goes on to the list.
    const next = page.getByRole('dialog', { name: `“${TEMPLATE_NAME}” is published` });
    await expect(next.getByRole('button', { name: 'Assign to ad accounts' })).toBeVisible();
    await saveScreen(page, 'templates-03-published-next-step');
    await next.getByRole('button', { name: 'Later' }).click();
    await expect(page).toHaveURL(/\/url-templates$/);
    const row = templatesTable().getByRole('row').filter({ hasText: TEMPLATE_NAME });
    await expect(row).toContainText('Google Ads');
    await expect(row).toContainText('Not used');
    await expect(row).toContainText('utm_source');
    await expect(page.getByText('Unpublished new templates on this device')).toHaveCount(0);
    await saveAppScreen('templates-03-published-list');

    const [saved] = await listGoogleTemplates(context.request);
    expect(saved?.name).toBe(TEMPLATE_NAME);
    expect(Object.keys(saved?.urlTemplate ?? {})).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      CUSTOM_KEY,
    ]);
    expect(saved?.urlTemplate.utm_campaign).toMatchObject({
      value: '{campaign_name}',
      isDynamic: true,
    });
  });

  test('edit, then discard after the warning: the published values are back', async () => {
    await openEditorOf(TEMPLATE_NAME);
    await valueField('utm_source').fill('newsletter');
    await expect(page.getByText('Unpublished changes')).toBeVisible();
    await readPreviewUrl('utm_source=newsletter');
    await saveAppScreen('templates-04-edited');

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toContainText(
      'All changes are lost: the template stays as it was last published.',
    );
    await saveScreen(page, 'templates-04-discard-warning');
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/url-templates$/);

    await openEditorOf(TEMPLATE_NAME);
    await expect(valueField('utm_source')).toHaveValue('google');
    await expect(page.getByText('Unpublished changes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Discard', exact: true })).toBeDisabled();
    await readPreviewUrl('utm_source=google');
    await saveAppScreen('templates-04-after-discard');
  });

  test('bad input: each message shows and nothing is saved', async () => {
    const created = await context.request.post(
      `/api/v1/google/urlTemplate?organization_id=${organizationId}`,
      {
        data: {
          name: OTHER_TEMPLATE_NAME,
          platformType: 'google',
          urlTemplate: { utm_source: { value: 'google', isDynamic: false } },
        },
        headers: { Origin: origin },
      },
    );
    expect(created.status()).toBe(201);
    const before = await listGoogleTemplates(context.request);

    await openEditorOf(TEMPLATE_NAME);
    await nameField().fill('Default tracking template');
    await expectFieldMessage(nameField(), 'Restricted name');
    await expect(publishButton()).toBeDisabled();
    await saveAppScreen('templates-05-restricted-name');

    // Names compare trimmed and without case.
    await nameField().fill(` ${OTHER_TEMPLATE_NAME.toUpperCase()} `);
    await expectFieldMessage(nameField(), 'Duplicate tracking template name');
    await valueField('utm_medium').fill('');
    await expectFieldMessage(valueField('utm_medium'), 'Enter a value');
    const customKey = page.getByRole('combobox', { name: 'Name of parameter 5' });
    await customKey.fill('team name');
    await customKey.press('Escape');
    await expectFieldMessage(
      customKey,
      'Start with a letter or _, then use letters, numbers, _, -, . or ~ only',
    );
    await expect(publishButton()).toBeDisabled();
    await publishButton().locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Correct the fields marked in red to publish.',
    );
    await saveAppScreen('templates-05-bad-input');

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page).toHaveURL(/\/url-templates$/);
    expect(await listGoogleTemplates(context.request)).toEqual(before);
    await expect(
      templatesTable().getByRole('link', { name: `Edit ${TEMPLATE_NAME}` }),
    ).toBeVisible();
    await expect(
      templatesTable().getByRole('link', { name: `Edit ${OTHER_TEMPLATE_NAME}` }),
    ).toBeVisible();
    await saveAppScreen('templates-05-nothing-saved');
  });

  test('assign to two ad accounts in bulk, then turn one on', async () => {
    await mainNavigation().getByRole('link', { name: 'Ad accounts' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    for (const { name } of [hearthly, sproutstrong]) {
      await expect(autoTaggingSwitch(name)).toBeDisabled();
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    }
    const toolbar = page.getByRole('toolbar', { name: '2 selected' });
    await toolbar.getByRole('button', { name: 'Assign template' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Assign a tracking template to 2 ad accounts',
    });
    await dialog.getByRole('combobox', { name: 'Tracking template' }).click();
    await page.getByRole('option', { name: TEMPLATE_NAME }).click();
    await saveScreen(page, 'templates-06-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(
      page.getByText(
        `Tracking template “${TEMPLATE_NAME}” assigned to 2 ad accounts. Turn auto-tagging on to start tagging.`,
      ),
    ).toBeVisible();

    for (const { name } of [hearthly, sproutstrong]) {
      await expect(page.getByRole('combobox', { name: `Tracking template of ${name}` })).toHaveText(
        TEMPLATE_NAME,
      );
      await expect(autoTaggingSwitch(name)).toBeEnabled();
      await expect(autoTaggingSwitch(name)).not.toBeChecked();
    }
    await saveAppScreen('templates-06-assigned');

    await autoTaggingSwitch(hearthly.name).click();
    await expect(autoTaggingSwitch(hearthly.name)).toBeChecked();
    await expect(adAccountRow(hearthly.name).getByText('Active', { exact: true })).toBeVisible();
    await expect(autoTaggingSwitch(sproutstrong.name)).not.toBeChecked();
    await saveAppScreen('templates-06-one-enabled');
  });

  test('delete in use: the warning names the accounts, which stop tagging', async () => {
    await mainNavigation().getByRole('link', { name: 'Tracking templates' }).click();
    const row = templatesTable().getByRole('row').filter({ hasText: TEMPLATE_NAME });
    await expect(row).toContainText('2 ad accounts');
    await row.getByRole('button', { name: `Delete ${TEMPLATE_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${TEMPLATE_NAME}”?` });
    await expect(dialog).toContainText('2 ad accounts use this template.');
    const stopping = dialog.getByRole('list', { name: 'Ad accounts that stop tagging' });
    await expect(stopping.getByRole('listitem')).toHaveText(
      [hearthly.name, sproutstrong.name].sort(),
      { useInnerText: true },
    );
    await saveScreen(page, 'templates-07-delete-in-use-warning');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(`“${TEMPLATE_NAME}” deleted. 2 ad accounts stopped tagging.`),
    ).toBeVisible();
    await expect(templatesTable().getByRole('link', { name: `Edit ${TEMPLATE_NAME}` })).toHaveCount(
      0,
    );
    await expect(
      templatesTable().getByRole('link', { name: `Edit ${OTHER_TEMPLATE_NAME}` }),
    ).toBeVisible();
    await saveAppScreen('templates-07-after-delete');

    await mainNavigation().getByRole('link', { name: 'Ad accounts' }).click();
    for (const { name } of [hearthly, sproutstrong]) {
      await expect(page.getByRole('combobox', { name: `Tracking template of ${name}` })).toHaveText(
        'No template',
      );
      await expect(autoTaggingSwitch(name)).toBeDisabled();
      await expect(autoTaggingSwitch(name)).not.toBeChecked();
      await expect(adAccountRow(name).getByText('Disabled', { exact: true })).toBeVisible();
    }
    await saveAppScreen('templates-07-ad-accounts-without-template');
  });
});
