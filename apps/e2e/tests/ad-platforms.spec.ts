import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  addAdAccountsThroughApi,
  connectLoginThroughApi,
  connectThroughPopup,
  connectWithAccounts,
  findOrganizationId,
  readDemoLogin,
  revokeInSandbox,
} from '../fixtures/ad-platforms';
import { logInAs, registerAccount, saveScreen } from '../fixtures/session';

// The spec §4 activation rule's message (findActivationBlocker in @utmost/ads-sdk).
const NEEDS_TEMPLATE = 'Choose a tracking template before turning auto-tagging on';

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function adAccountsTable(page: Page) {
  return page.getByRole('table', { name: 'Ad accounts' });
}

function adAccountRow(page: Page, name: string) {
  return adAccountsTable(page).getByRole('row').filter({ hasText: name });
}

/** The table's account names, top to bottom, among those expected (row text holds more). */
async function readRowOrder(table: Locator, names: readonly string[]): Promise<string[]> {
  const texts = await table.getByRole('row').filter({ hasText: 'ID: ' }).allInnerTexts();
  return texts.map((text) => names.find((name) => text.includes(name)) ?? text);
}

/**
 * A screenshot of an app page once the header's split button (loaded lazily) is there, so the
 * review sees the whole header.
 */
async function saveAppScreen(page: Page, name: string) {
  await expect(page.getByRole('banner').locator('[data-slot="split-button"]')).toBeVisible();
  await saveScreen(page, name);
}

/** The sandbox consent page lists the provider's demo identities; the e2e run picks one. */
function onConsentPage(screen: string) {
  return async (popup: Page) => {
    await expect(popup.getByRole('button', { name: /cancel/i })).toBeVisible();
    await saveScreen(popup, screen);
  };
}

/** A new account (organization with a trial, no platform logins) logged in in the browser. */
async function logInFreshAccount(context: BrowserContext, baseURL: string) {
  const { account } = await registerAccount(context.request, baseURL);
  await logInAs(context, baseURL, account);
  return findOrganizationId(context.request);
}

/** Tooltips of disabled controls open on their focusable wrapper (DisabledHint). */
async function readDisabledHint(page: Page, control: Locator): Promise<Locator> {
  await control.locator('xpath=..').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  return tooltip;
}

test.describe('ad platforms', () => {
  test('connect Google through the popup and choose two of its accounts', async ({
    page,
    context,
    baseURL,
  }) => {
    await logInFreshAccount(context, baseURL!);
    await page.goto('/ad-accounts');
    await expect(page.getByRole('heading', { name: 'No ad accounts yet' })).toBeVisible();
    await saveAppScreen(page, 'platforms-01-empty-ad-accounts');

    await mainNavigation(page).getByRole('link', { name: 'Connections' }).click();
    await expect(page).toHaveURL(/\/ad-accounts\/connect\/google$/);
    await expect(page.getByText('No Google Ads login is connected yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    await saveAppScreen(page, 'platforms-01-connect-page');

    await connectThroughPopup(
      page,
      () => page.getByRole('button', { name: 'Connect Google Ads' }).click(),
      {
        identity: SANDBOX_LOGINS.ada,
        onConsentPage: onConsentPage('platforms-01-sandbox-consent-google'),
      },
    );
    await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);
    await expect(
      page.getByText(`Choose the ad accounts of ${SANDBOX_LOGINS.ada} on Google Ads`),
    ).toBeVisible();
    const choices = page.getByRole('table', { name: `Ad accounts of ${SANDBOX_LOGINS.ada}` });
    // Ids as numbers; the unnamed customer falls back to 'noname account'.
    const unnamed = choices.getByRole('row').filter({ hasText: SANDBOX_ACCOUNTS.unnamed.name });
    await expect(unnamed).toContainText(`ID: ${SANDBOX_ACCOUNTS.unnamed.id}`);
    for (const { name } of [
      SANDBOX_ACCOUNTS.hearthly,
      SANDBOX_ACCOUNTS.sproutstrong,
      SANDBOX_ACCOUNTS.engines,
    ]) {
      await expect(choices.getByRole('checkbox', { name: `Select ${name}` })).toBeVisible();
    }
    await expect(
      page.getByText('You can add 5 more ad accounts with your subscription.'),
    ).toBeVisible();
    await choices
      .getByRole('checkbox', { name: `Select ${SANDBOX_ACCOUNTS.sproutstrong.name}` })
      .check();
    await choices
      .getByRole('checkbox', { name: `Select ${SANDBOX_ACCOUNTS.unnamed.name}` })
      .check();
    await saveAppScreen(page, 'platforms-01-choose-account-google');

    await page.getByRole('button', { name: 'Add 2 accounts' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(page.getByText('2 ad accounts added.')).toBeVisible();
    const table = adAccountsTable(page);
    await expect(table.getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(2);
    await expect(adAccountRow(page, SANDBOX_ACCOUNTS.sproutstrong.name)).toContainText(
      `ID: ${SANDBOX_ACCOUNTS.sproutstrong.id}`,
    );
    await expect(adAccountRow(page, SANDBOX_ACCOUNTS.unnamed.name)).toContainText(
      `ID: ${SANDBOX_ACCOUNTS.unnamed.id}`,
    );
    await saveAppScreen(page, 'platforms-01-ad-accounts-google');
  });

  test('connect LinkedIn from the header menu; the viewer account is read-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await logInFreshAccount(context, baseURL!);
    await page.goto('/ad-accounts');
    await page.getByRole('button', { name: 'Connect an ad platform' }).click();
    await connectThroughPopup(
      page,
      () => page.getByRole('menuitem', { name: 'LinkedIn Ads' }).click(),
      {
        identity: SANDBOX_LOGINS.margaret,
        onConsentPage: onConsentPage('platforms-02-sandbox-consent-linkedin'),
      },
    );
    await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);
    const choices = page.getByRole('table', {
      name: `Ad accounts of ${SANDBOX_LOGINS.margaret}`,
    });
    const viewer = choices.getByRole('row').filter({ hasText: SANDBOX_ACCOUNTS.draper.name });
    await expect(viewer.getByText('Read-only', { exact: true })).toBeVisible();
    await expect(viewer).toContainText('This login can only view this account');
    for (const { name } of [SANDBOX_ACCOUNTS.apollo, SANDBOX_ACCOUNTS.hamilton]) {
      const row = choices.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByText('Read-only', { exact: true })).toHaveCount(0);
    }
    // A read-only account cannot be tagged: it is shown, but not offered.
    await expect(
      choices.getByRole('checkbox', { name: `Select ${SANDBOX_ACCOUNTS.draper.name}` }),
    ).toBeDisabled();
    await choices.getByRole('checkbox', { name: `Select ${SANDBOX_ACCOUNTS.apollo.name}` }).check();
    await choices
      .getByRole('checkbox', { name: `Select ${SANDBOX_ACCOUNTS.hamilton.name}` })
      .check();
    await saveAppScreen(page, 'platforms-02-choose-account-linkedin');

    await page.getByRole('button', { name: 'Add 2 accounts' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(adAccountsTable(page).getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(2);
    for (const { name, id } of [SANDBOX_ACCOUNTS.apollo, SANDBOX_ACCOUNTS.hamilton]) {
      await expect(adAccountRow(page, name)).toContainText(`ID: ${id}`);
    }
    await saveAppScreen(page, 'platforms-02-ad-accounts-linkedin');
  });

  test('the table: both modes, sorting, the activation rule and removing with bulk actions', async ({
    page,
    context,
    baseURL,
  }) => {
    const organizationId = await logInFreshAccount(context, baseURL!);
    const { ada, margaret } = SANDBOX_LOGINS;
    const { hearthly, engines, apollo } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: ada,
      adAccountIds: [hearthly.id, engines.id],
    });
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'linkedin',
      organizationId,
      email: margaret,
      adAccountIds: [apollo.id],
    });
    const names = [hearthly.name, engines.name, apollo.name];
    await page.goto('/ad-accounts');
    const table = adAccountsTable(page);
    // Default: connectedAt descending, so the LinkedIn account added last comes first.
    await expect(table.getByRole('columnheader', { name: 'Connected' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(3);
    await expect.poll(async () => (await readRowOrder(table, names))[0]).toBe(apollo.name);
    await saveAppScreen(page, 'platforms-03-table-tagging');

    const nameHeader = table.getByRole('columnheader', { name: 'Ad account', exact: true });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(() => readRowOrder(table, names))
      .toEqual([hearthly.name, apollo.name, engines.name]);
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => readRowOrder(table, names))
      .toEqual([engines.name, apollo.name, hearthly.name]);
    await saveAppScreen(page, 'platforms-03-table-sorted-by-name-asc');

    // Without a tracking template the switch cannot be turned on, and says why.
    const hearthlySwitch = page.getByRole('switch', { name: `Auto-tagging of ${hearthly.name}` });
    await expect(hearthlySwitch).toBeDisabled();
    await expect(hearthlySwitch).not.toBeChecked();
    await expect(await readDisabledHint(page, hearthlySwitch)).toHaveText(NEEDS_TEMPLATE);
    await expect(adAccountRow(page, hearthly.name).getByText('Disabled')).toBeVisible();
    await saveAppScreen(page, 'platforms-03-activation-hint');

    // Search-terms mode: Google accounts only, with the wasted spend column (spec: bad impressions).
    const modes = page.getByRole('group', { name: 'Mode' });
    await modes.getByRole('button', { name: 'Search terms' }).click();
    await expect(
      page.getByText('Search term analysis works with Google Ads accounts.'),
    ).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Wasted spend' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'AI rules' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Auto-tagging' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(2);
    await expect(adAccountRow(page, apollo.name)).toHaveCount(0);
    await saveAppScreen(page, 'platforms-03-table-search-terms');
    await modes.getByRole('button', { name: 'Tagging' }).click();
    await expect(table.getByRole('columnheader', { name: 'Wasted spend' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(3);

    // Bulk actions over a selection: nothing to enable (no template), remove after confirming.
    await table.getByRole('checkbox', { name: `Select ${engines.name}` }).check();
    const toolbar = page.getByRole('toolbar', { name: '1 selected' });
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Enable' })).toBeDisabled();
    await saveAppScreen(page, 'platforms-03-bulk-selection');
    await toolbar.getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove 1 ad account?' });
    await expect(dialog).toBeVisible();
    await saveScreen(page, 'platforms-03-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('1 ad account removed.')).toBeVisible();
    await expect(adAccountRow(page, engines.name)).toHaveCount(0);
    await expect(toolbar).toHaveCount(0);
    await expect.poll(() => readRowOrder(table, names)).toEqual([apollo.name, hearthly.name]);
    await saveAppScreen(page, 'platforms-03-after-remove');
  });

  test('a login revoked in the sandbox shows Reconnect; reconnecting clears the error', async ({
    page,
    context,
    baseURL,
  }) => {
    const organizationId = await logInFreshAccount(context, baseURL!);
    const { grace } = SANDBOX_LOGINS;
    const { graceConsulting, cobolCoffee } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: grace,
      adAccountIds: [graceConsulting.id, cobolCoffee.id],
    });
    expect(
      await revokeInSandbox(context.request, baseURL!, { provider: 'google', email: grace }),
    ).toBeGreaterThan(0);

    await page.goto('/ad-accounts/connect/google');
    const logins = page.getByRole('table', { name: 'Connected Google Ads logins' });
    const login = logins.getByRole('row').filter({ hasText: grace });
    await expect(login.getByText('Connection error', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: `Reconnect ${grace}` })).toBeVisible();
    await saveAppScreen(page, 'platforms-04-connect-page-revoked');

    await page.goto('/ad-accounts');
    for (const { name } of [graceConsulting, cobolCoffee]) {
      const row = adAccountRow(page, name);
      await expect(row.getByText('Error', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Reconnect ${name}` })).toBeVisible();
    }
    await saveAppScreen(page, 'platforms-04-ad-accounts-revoked');

    // Reconnect sends the login as login_hint: the sandbox approves without a consent page.
    await connectThroughPopup(page, () =>
      adAccountRow(page, graceConsulting.name)
        .getByRole('button', { name: `Reconnect ${graceConsulting.name}` })
        .click(),
    );
    await expect(page.getByText(`${grace} is connected again.`)).toBeVisible();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    for (const { name } of [graceConsulting, cobolCoffee]) {
      const row = adAccountRow(page, name);
      await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Reconnect/ })).toHaveCount(0);
    }
    await saveAppScreen(page, 'platforms-04-ad-accounts-reconnected');

    await page.goto('/ad-accounts/connect/google');
    await expect(login.getByText('Connected', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: `Reconnect ${grace}` })).toHaveCount(0);
    await saveAppScreen(page, 'platforms-04-connect-page-reconnected');
  });

  test('disconnecting a login leaves its ad accounts not connected', async ({
    page,
    context,
    baseURL,
  }) => {
    const organizationId = await logInFreshAccount(context, baseURL!);
    const { katherine, hedy } = SANDBOX_LOGINS;
    const { orbital, frequencyHopping } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: katherine,
      adAccountIds: [orbital.id],
    });
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'linkedin',
      organizationId,
      email: hedy,
      adAccountIds: [frequencyHopping.id],
    });

    await page.goto('/ad-accounts/connect/google');
    const logins = page.getByRole('table', { name: 'Connected Google Ads logins' });
    await expect(logins.getByRole('row').filter({ hasText: katherine })).toContainText('Connected');
    await page.getByRole('button', { name: `Disconnect ${katherine}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect this login?' });
    await expect(dialog).toContainText(`Utmost stops using ${katherine}`);
    await saveScreen(page, 'platforms-05-disconnect-confirm');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(
      page.getByText(`${katherine} was disconnected; 1 ad account stopped tagging.`),
    ).toBeVisible();
    await expect(page.getByText('No Google Ads login is connected yet.')).toBeVisible();
    await saveAppScreen(page, 'platforms-05-connect-page-after-disconnect');

    await page.goto('/ad-accounts');
    const orbitalRow = adAccountRow(page, orbital.name);
    await expect(orbitalRow.getByText('Error', { exact: true })).toBeVisible();
    await expect(orbitalRow).toContainText('Not connected');
    await expect(
      orbitalRow.getByRole('button', { name: `Reconnect ${orbital.name}` }),
    ).toBeVisible();
    // The other platform's login is untouched.
    const hopping = adAccountRow(page, frequencyHopping.name);
    await expect(hopping.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(hopping.getByRole('button', { name: /^Reconnect/ })).toHaveCount(0);
    await saveAppScreen(page, 'platforms-05-ad-accounts-after-disconnect');
  });

  test('the header split button: labels by page, its menu, and the subscription maximum', async ({
    page,
    context,
    baseURL,
  }) => {
    // A long walk: both modes, the platform menu, and six accounts connected through the sandbox.
    test.setTimeout(90_000);
    const organizationId = await logInFreshAccount(context, baseURL!);
    await page.goto('/ad-accounts');
    const mainAction = page.getByRole('button', { name: 'Ad accounts', exact: true });
    await expect(mainAction).toBeEnabled();
    await page.getByRole('button', { name: 'Connect an ad platform' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Google Ads' })).toContainText('Beta');
    await expect(menu.getByRole('menuitem', { name: 'LinkedIn Ads' })).not.toContainText('Beta');
    for (const name of ['Meta Ads', 'TikTok Ads']) {
      const item = menu.getByRole('menuitem', { name });
      await expect(item).toContainText('Coming soon');
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    }
    await saveScreen(page, 'platforms-06-split-button-menu');
    await page.keyboard.press('Escape');

    await mainNavigation(page).getByRole('link', { name: 'Run history' }).click();
    await expect(page.getByRole('button', { name: 'Templates', exact: true })).toBeVisible();
    await page
      .getByRole('group', { name: 'Mode' })
      .getByRole('button', { name: 'Search terms' })
      .click();
    await mainNavigation(page).getByRole('link', { name: 'AI briefs' }).click();
    await expect(page.getByRole('button', { name: 'Create new AI brief' })).toBeVisible();
    // Search terms analyses Google only: no platform menu.
    await expect(page.getByRole('button', { name: 'Connect an ad platform' })).toHaveCount(0);
    await saveAppScreen(page, 'platforms-06-split-button-search-terms');
    await page
      .getByRole('group', { name: 'Mode' })
      .getByRole('button', { name: 'Tagging' })
      .click();

    // Fill the trial's 5 ad accounts; the API refuses a sixth.
    const { ada, katherine, grace } = SANDBOX_LOGINS;
    const { hearthly, sproutstrong, engines, unnamed, orbital, graceConsulting } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: ada,
      adAccountIds: [hearthly.id, sproutstrong.id, engines.id, unnamed.id],
    });
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: katherine,
      adAccountIds: [orbital.id],
    });
    await connectLoginThroughApi(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: grace,
    });
    await expect(
      addAdAccountsThroughApi(context.request, baseURL!, {
        platform: 'google',
        organizationId,
        email: grace,
        adAccountIds: [graceConsulting.id],
      }),
    ).rejects.toThrow(/403.*AD_ACCOUNT_LIMIT_REACHED/s);

    // Choose-account says so too and will not add.
    await page.goto('/ad-accounts');
    await expect(adAccountsTable(page).getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(5);
    await page.getByRole('button', { name: 'Connect an ad platform' }).click();
    await connectThroughPopup(
      page,
      () => page.getByRole('menuitem', { name: 'Google Ads' }).click(),
      {
        identity: grace,
      },
    );
    await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);
    await page.getByRole('checkbox', { name: `Select ${graceConsulting.name}` }).check();
    await expect(page.getByRole('alert')).toContainText(
      'You selected 1, but your subscription allows 0 more.',
    );
    await expect(page.getByRole('button', { name: 'Add 1 account' })).toBeDisabled();
    await saveAppScreen(page, 'platforms-06-choose-account-over-allowance');

    // Spec §4 sets "max connected" for paid subscriptions only, and e2e cannot pay: the
    // subscription answer keeps its real counts (5 of 5) with the type and status of a paid plan.
    await page.route('**/api/v1/billing/subscription?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        content: { alreadyConnectedAdAccountsCount: number; max_allowed_ac: number };
      };
      expect(body.content.alreadyConnectedAdAccountsCount).toBe(5);
      expect(body.content.max_allowed_ac).toBe(5);
      await route.fulfill({
        response,
        json: { content: { ...body.content, type: 'payed', status: 'active' } },
      });
    });
    await page.goto('/ad-accounts');
    await expect(mainAction).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Connect an ad platform' })).toBeDisabled();
    await expect(await readDisabledHint(page, mainAction)).toHaveText(
      'You have connected as many ad accounts as your subscription allows. Upgrade to connect more.',
    );
    await saveAppScreen(page, 'platforms-06-split-button-max-connected');
  });

  test('the demo login sees the seeded Google and LinkedIn accounts at once', async ({
    page,
    context,
    baseURL,
  }) => {
    await logInAs(context, baseURL!, await readDemoLogin());
    await page.goto('/ad-accounts');
    const { hearthly, sproutstrong, engines, apollo, hamilton } = SANDBOX_ACCOUNTS;
    const seeded = [hearthly, sproutstrong, engines, apollo, hamilton];
    await expect(adAccountsTable(page).getByRole('row').filter({ hasText: 'ID: ' })).toHaveCount(
      seeded.length,
    );
    for (const { name, id } of seeded) {
      const row = adAccountRow(page, name);
      await expect(row).toContainText(`ID: ${id}`);
      await expect(row.getByRole('button', { name: /^Reconnect/ })).toHaveCount(0);
    }
    await saveAppScreen(page, 'platforms-07-demo-ad-accounts');

    // The demo gives Hearthly a tracking template, so the activation rule lets it be turned on.
    // It reads "Ready" as seeded, or "Paused" when an earlier file (the demo organization is
    // shared) switched it on and off; never "Disabled".
    const hearthlyRow = adAccountRow(page, hearthly.name);
    const hearthlySwitch = hearthlyRow.getByRole('switch', {
      name: `Auto-tagging of ${hearthly.name}`,
    });
    await expect(hearthlyRow.getByText(/^(Ready|Paused)$/)).toBeVisible();
    await expect(hearthlySwitch).toBeEnabled();
    await hearthlySwitch.click();
    await expect(hearthlySwitch).toBeChecked();
    await expect(hearthlyRow.getByText('Active', { exact: true })).toBeVisible();
    await page.reload();
    await expect(hearthlySwitch).toBeChecked();
    await saveAppScreen(page, 'platforms-07-demo-enabled');
    await hearthlySwitch.click();
    await expect(hearthlySwitch).not.toBeChecked();
    await expect(hearthlyRow.getByText('Paused', { exact: true })).toBeVisible();
    await page.reload();
    await expect(hearthlySwitch).not.toBeChecked();

    await page.goto('/ad-accounts/connect/google');
    await expect(
      page
        .getByRole('table', { name: 'Connected Google Ads logins' })
        .getByRole('row')
        .filter({ hasText: SANDBOX_LOGINS.ada }),
    ).toContainText('Connected');
    await page
      .getByRole('navigation', { name: 'Ad platforms' })
      .getByRole('link', { name: 'LinkedIn Ads' })
      .click();
    await expect(
      page
        .getByRole('table', { name: 'Connected LinkedIn Ads logins' })
        .getByRole('row')
        .filter({ hasText: SANDBOX_LOGINS.margaret }),
    ).toContainText('Connected');
    await saveAppScreen(page, 'platforms-07-demo-linkedin-logins');
  });
});
