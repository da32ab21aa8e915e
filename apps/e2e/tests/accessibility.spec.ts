import AxeBuilder from '@axe-core/playwright';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectThroughPopup,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 13 item 12: every page of the tagging mode and each of its dialogs has no serious or
// critical WCAG 2.1 A/AA violation by axe, and each dialog opened from the keyboard gives focus
// back to what opened it when closed with Escape or with its cancel button. A new organization
// connects ada's Sproutstrong through the sandbox popup (the choose-account page is one of the
// pages), gets a template and a run through the API, and ends with a drop, so the sandbox's ads
// are as the seed made them for the specs after it.
const { sproutstrong } = SANDBOX_ACCOUNTS;
const RESOURCE_NAME = `customers/${sproutstrong.id}`;
const TEMPLATE_NAME = 'Search — accessibility';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// axe and the first loads are slow on a busy machine; the waits are not what is tested here.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

let context: BrowserContext;
let page: Page;
let origin: string;
let organizationId: string;
let templateId: string;
let jobId: string;

async function readContent<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { content: T }).content;
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function expectNoSeriousViolations(target: Page, name: string) {
  const results = await new AxeBuilder({ page: target }).withTags(WCAG_21_AA).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => `${node.html} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect.soft(serious, `axe on ${name}`).toEqual([]);
}

/** Waits until the dialog's entry animation is over, so axe reads its final colours. */
async function openDialog(name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

/**
 * Opens a dialog from its trigger with the keyboard, closes it with Escape, opens it again and
 * closes it with its cancel button (pressed from the keyboard): each time the focus is back on
 * the trigger.
 */
async function expectFocusReturns(
  trigger: Locator,
  dialogName: string | RegExp,
  cancelLabel: string,
) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = await openDialog(dialogName);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await openDialog(dialogName);
  await dialog.getByRole('button', { name: cancelLabel, exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** axe on the dialog a trigger opens, then the keyboard round trips. */
async function checkDialog(
  trigger: Locator,
  dialogName: string | RegExp,
  cancelLabel: string,
  screen: string,
) {
  await trigger.click();
  const dialog = await openDialog(dialogName);
  await expectNoSeriousViolations(page, `the dialog “${String(dialogName)}”`);
  await saveScreen(page, screen);
  await dialog.getByRole('button', { name: cancelLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectFocusReturns(trigger, dialogName, cancelLabel);
}

async function openPage(path: string, heading: string) {
  await page.goto(path);
  // A busy machine can take a while for the first load of the app.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
}

function adAccountRow(name: string) {
  return page.getByRole('table', { name: 'Ad accounts' }).getByRole('row').filter({
    hasText: name,
  });
}

/** A screenshot of an element with a margin: focus rings and underlines lie outside its box. */
async function saveFocusedClip(target: Page, element: Locator, name: string) {
  const box = await element.boundingBox();
  if (box === null) throw new Error(`${name}: the element has no box`);
  await target.screenshot({
    path: `test-results/screens/${name}.png`,
    clip: { x: box.x - 10, y: box.y - 10, width: box.width + 20, height: box.height + 20 },
  });
}

test.describe('logged out', () => {
  for (const [path, heading] of [
    ['/login', 'Log in'],
    ['/sign-up', 'Sign up'],
    ['/forgot-password', 'Forgot password'],
  ] as const) {
    test(`${path} has no serious axe violation`, async ({ page: loggedOut }) => {
      await loggedOut.goto(path);
      await expect(loggedOut.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoSeriousViolations(loggedOut, path);
    });
  }

  test('the sign-up and log-in links are underlined, and focus rings stand out', async ({
    page: loggedOut,
  }) => {
    await loggedOut.goto('/login');
    const signUp = loggedOut.getByRole('link', { name: 'Sign up' });
    await expect(signUp).toHaveCSS('text-decoration-line', 'underline');
    // Tab to the link: the keyboard's focus ring, not a click's.
    await signUp.focus();
    await loggedOut.keyboard.press('Shift+Tab');
    await loggedOut.keyboard.press('Tab');
    await expect(signUp).toBeFocused();
    await saveFocusedClip(loggedOut, signUp, 'a11y-focus-link');
    const logIn = loggedOut.getByRole('button', { name: 'Log in', exact: true });
    await logIn.focus();
    await loggedOut.keyboard.press('Shift+Tab');
    await loggedOut.keyboard.press('Tab');
    await expect(logIn).toBeFocused();
    await saveFocusedClip(loggedOut, logIn, 'a11y-focus-primary-button');
    await expect(logIn).toHaveCSS('box-shadow', /rgb\(212, 200, 255\)/);

    await loggedOut.goto('/sign-up');
    await expect(loggedOut.getByRole('link', { name: 'Log in' })).toHaveCSS(
      'text-decoration-line',
      'underline',
    );
  });
});

test.describe.serial('the tagging mode', () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    ({ context, page, baseURL: origin } = await openSignedInPage(browser, testInfo, 'new'));
    organizationId = await findOrganizationId(context.request);
  });

  test.afterAll(async () => {
    // The drop puts the sandbox's ads back as the seed made them.
    await context.request.post(
      `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&update_api=drop_direct`,
      { data: { adAccounts: [RESOURCE_NAME] }, headers: { Origin: origin } },
    );
    await context.close();
  });

  test('home, help, connect and choose-account', async () => {
    await openPage('/ad-accounts', 'Ad accounts');
    await expect(page.getByRole('heading', { name: 'No ad accounts yet' })).toBeVisible();
    await expectNoSeriousViolations(page, 'home (no ad accounts yet)');

    await page.getByRole('button', { name: 'Help' }).click();
    await openDialog('Help');
    await expectNoSeriousViolations(page, 'the Help dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();

    await openPage('/ad-accounts/connect/google', 'Connections');
    await expectNoSeriousViolations(page, 'connect');

    await connectThroughPopup(
      page,
      () => page.getByRole('button', { name: 'Connect Google Ads' }).click(),
      { identity: SANDBOX_LOGINS.ada },
    );
    await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);
    const choices = page.getByRole('table', { name: `Ad accounts of ${SANDBOX_LOGINS.ada}` });
    await expect(
      choices.getByRole('checkbox', { name: `Select ${sproutstrong.name}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'choose-account');
    await choices.getByRole('checkbox', { name: `Select ${sproutstrong.name}` }).check();
    await page.getByRole('button', { name: 'Add 1 account' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(adAccountRow(sproutstrong.name)).toBeVisible();
  });

  test('a template and a run through the API', async () => {
    const { request } = context;
    const template = await readContent<{ id: string }>(
      await request.post(`/api/v1/google/urlTemplate?organization_id=${organizationId}`, {
        data: {
          name: TEMPLATE_NAME,
          platformType: 'google',
          urlTemplate: {
            utm_source: { value: 'google', isDynamic: false },
            utm_medium: { value: 'cpc', isDynamic: false },
            utm_campaign: { value: '{campaign_name}', isDynamic: true },
          },
        },
        headers: { Origin: origin },
      }),
    );
    templateId = template.id;
    await readContent(
      await request.put(`/api/v1/google/ads/accounts?organization_id=${organizationId}`, {
        data: {
          platform: 'google',
          organization_id: organizationId,
          resourceNames: [RESOURCE_NAME],
          changes: { urlTemplateId: template.id },
        },
        headers: { Origin: origin },
      }),
    );
    const [outcome] = await readContent<{ state: string; jobId: string | null }[]>(
      await request.post(
        `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&update_api=direct`,
        { data: { adAccounts: [RESOURCE_NAME] }, headers: { Origin: origin } },
      ),
    );
    expect(outcome?.state).toBe('completed');
    jobId = outcome!.jobId!;
  });

  test('ad accounts with accounts: Run now and Remove parameters', async () => {
    await openPage('/ad-accounts', 'Ad accounts');
    await expect(adAccountRow(sproutstrong.name)).toContainText(TEMPLATE_NAME);
    await expectNoSeriousViolations(page, 'ad accounts');
    await saveScreen(page, 'a11y-ad-accounts');

    await checkDialog(
      adAccountRow(sproutstrong.name).getByRole('button', {
        name: `Run now on ${sproutstrong.name}`,
      }),
      'Run tagging now on 1 ad account?',
      'Cancel',
      'a11y-dialog-run-now',
    );
    await checkDialog(
      adAccountRow(sproutstrong.name).getByRole('button', {
        name: `Remove parameters from ${sproutstrong.name}`,
      }),
      'Remove Utmost’s parameters from 1 ad account?',
      'Cancel',
      'a11y-dialog-remove-parameters',
    );
  });

  test('templates list, editor and their dialogs', async () => {
    await openPage('/url-templates', 'Tracking templates');
    const row = page.getByRole('row').filter({ hasText: TEMPLATE_NAME });
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page, 'templates list');
    await checkDialog(
      row.getByRole('button', { name: `Delete ${TEMPLATE_NAME}` }),
      `Delete “${TEMPLATE_NAME}”?`,
      'Cancel',
      'a11y-dialog-delete-template',
    );

    await page.goto(`/url-templates/edit-template/google/${templateId}`);
    const source = page.getByRole('textbox', { name: 'Value of utm_source', exact: true });
    await expect(source).toHaveValue('google');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await expectNoSeriousViolations(page, 'template editor');
    await source.fill('newsletter');
    await checkDialog(
      page.getByRole('button', { name: 'Discard', exact: true }),
      'Discard this draft?',
      'Keep editing',
      'a11y-dialog-discard-draft',
    );

    // The dynamic-value menu gives the focus back to its button on Escape.
    const picker = page.getByRole('button', {
      name: 'Insert a dynamic value into Value of utm_campaign',
    });
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(picker).toBeFocused();
  });

  test('run history, account history and run details', async () => {
    await openPage('/run-history', 'Run history');
    await expect(page.getByText(sproutstrong.name).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'run history');

    await page.goto(`/run-history/${sproutstrong.id}`);
    await expect(
      page.getByRole('link', { name: new RegExp(sproutstrong.name) }).first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'account run history');

    await page.goto(`/run-history/${sproutstrong.id}/details/google?jobId=${jobId}`);
    const table = page.getByRole('table', { name: 'Results of the run' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, 'run details');
    await saveScreen(page, 'a11y-run-details');

    // The status tiles choose with the arrow keys, as a radio group does.
    const tiles = page.getByRole('radiogroup', { name: 'Filter by status' });
    const all = tiles.getByRole('radio', { name: /^All/ });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const second = tiles.getByRole('radio').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Home');
    await expect(all).toHaveAttribute('aria-checked', 'true');
  });

  test('organization details, users and my profile, with their dialogs', async () => {
    await openPage('/organization/details', 'Organization details');
    await expectNoSeriousViolations(page, 'organization details');
    await checkDialog(
      page.getByRole('button', { name: 'Create API key' }),
      'Create an API key',
      'Cancel',
      'a11y-dialog-create-api-key',
    );

    await openPage('/organization/users', 'Users');
    await expectNoSeriousViolations(page, 'organization users');
    await checkDialog(
      page.getByRole('button', { name: 'Invite user' }),
      'Invite a user',
      'Cancel',
      'a11y-dialog-invite-user',
    );

    await openPage('/my-profile', 'My profile');
    await expectNoSeriousViolations(page, 'my profile');
    // The hidden file input is no tab stop: Tab goes from the button past it.
    const choose = page.getByRole('button', { name: 'Choose image' });
    await choose.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Profile picture', { exact: true })).not.toBeFocused();
  });

  test('connections: Disconnect', async () => {
    await openPage('/ad-accounts/connect/google', 'Connections');
    await checkDialog(
      page.getByRole('button', { name: `Disconnect ${SANDBOX_LOGINS.ada}` }),
      'Disconnect this login?',
      'Cancel',
      'a11y-dialog-disconnect',
    );
  });

  test('a navigation moves the focus to the new page heading', async () => {
    await openPage('/ad-accounts', 'Ad accounts');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Run history' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Run history' })).toBeFocused();
  });
});
