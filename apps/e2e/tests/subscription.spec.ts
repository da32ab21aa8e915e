import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { followMailLink, installKeyHeaders } from '../fixtures/mailbox';
import { buildAccount, logInAs, registerAccount, saveScreen } from '../fixtures/session';
import { changeAccounts, saveTemplate } from '../fixtures/tagging-data';

// Issue 29 in local mode (no payment provider): the trial banner with its end date, the
// Subscription tab labelled as a local plan, choosing plans there, the limit blocking the connect
// button with its tooltip until an upgrade lifts it, and the invoices the plan changes left.

const MAX_CONNECTED =
  'You have connected as many ad accounts as your subscription allows. Upgrade to connect more.';

// Spec §4: the header's tooltip while the subscription blocks (en.json connect.disabledBlocked).
const BLOCKED =
  'Your subscription does not allow connecting ad accounts right now. Check the subscription in your organization settings.';
// The 403 SUBSCRIPTION_BLOCKED of switching tagging on (SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE).
const BLOCKED_ENABLE =
  'Your subscription is blocked, so tagging and search-term validation cannot be switched on. Choose a plan to continue.';

// Spec §6 denied messages (DENIED_MESSAGE_BY_PERMISSION in @utmost/ads-sdk).
const DENIED_CHANGE_SUBSCRIPTION = "You don't have permission to change the subscription";
const DENIED_PAYMENT_DETAILS = "You don't have permission to view payment details";

// A first page load on a busy machine takes longer than the default 5 seconds.
const FIRST_LOAD = 20_000;

function organizationTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Organization sections' });
}

function planCard(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name });
}

/** Tooltips of disabled controls open on their focusable wrapper (DisabledHint). */
async function readDisabledHint(page: Page, control: Locator): Promise<Locator> {
  await control.locator('xpath=..').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  return tooltip;
}

/**
 * Ends the organization's trial now through the embedded install's dev route (`endTrial`, the
 * install key's): what the seventh day's trial-end job does, without waiting a week.
 */
async function endTrial(request: APIRequestContext, baseURL: string, organizationId: string) {
  const response = await request.post(`/api/v1/dev/trial-end?organization_id=${organizationId}`, {
    headers: { Origin: baseURL, ...(await installKeyHeaders()) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).content).toMatchObject({ type: 'blocked', status: 'trial' });
}

test.describe('subscription and invoices (local mode)', () => {
  test.setTimeout(90_000);

  test('a new organization sees its trial end date and a local plan', async ({
    page,
    context,
    baseURL,
  }) => {
    const { account } = await registerAccount(context.request, baseURL!);
    await logInAs(context, baseURL!, account);
    await page.goto('/ad-accounts');
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toContainText(/Your free trial ends on [A-Z][a-z]{2} \d{2}, \d{4}\./, {
      timeout: FIRST_LOAD,
    });
    await saveScreen(page, 'subscription-01-trial-banner');

    await banner.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/organization\/subscription$/);
    await expect(page.getByTestId('local-plan-badge')).toHaveText('Local plan, no payment');
    await expect(page.getByText(/Free trial ends on [A-Z][a-z]{2} \d{2}, \d{4}/)).toBeVisible();
    await expect(page.getByTestId('subscription-usage')).toHaveText('0 of 5 ad accounts connected');
    // Beta price: 25% off the list price, monthly and yearly.
    await expect(planCard(page, 'Starter')).toContainText('€36.75');
    await expect(planCard(page, 'Starter')).toContainText('€49.00');
    await page.getByRole('radio', { name: 'Yearly' }).click();
    await expect(planCard(page, 'Starter')).toContainText('€367.50');
    await saveScreen(page, 'subscription-02-plans');
    await organizationTabs(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByText('No invoices yet.')).toBeVisible();
  });

  test('the limit blocks connecting until an upgrade lifts it; invoices list both plans', async ({
    page,
    context,
    baseURL,
  }) => {
    const { account } = await registerAccount(context.request, baseURL!);
    await logInAs(context, baseURL!, account);
    await page.goto('/organization/subscription');
    await planCard(page, 'Starter')
      .getByRole('button', { name: 'Choose Starter' })
      .click({ timeout: FIRST_LOAD });
    await expect(
      planCard(page, 'Starter').getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
    await expect(page.getByTestId('subscription-usage')).toHaveText('0 of 5 ad accounts connected');

    // Fill Starter's 5 accounts.
    const organizationId = await findOrganizationId(context.request);
    const { hearthly, sproutstrong, engines, unnamed, orbital } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [hearthly.id, sproutstrong.id, engines.id, unnamed.id],
    });
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.katherine,
      adAccountIds: [orbital.id],
    });

    await page.goto('/ad-accounts');
    const mainAction = page.getByRole('button', { name: 'Ad accounts', exact: true });
    await expect(mainAction).toBeDisabled({ timeout: FIRST_LOAD });
    await expect(page.getByRole('button', { name: 'Connect an ad platform' })).toBeDisabled();
    await expect(await readDisabledHint(page, mainAction)).toHaveText(MAX_CONNECTED);
    const banner = page.getByTestId('subscription-banner');
    await expect(banner).toContainText(
      'You have reached the maximum number of connected ad accounts',
    );
    await saveScreen(page, 'subscription-03-limit-reached');

    // Downgrading below the accounts connected is not offered; upgrading is.
    await banner.getByRole('link', { name: 'See plans' }).click();
    await expect(page.getByTestId('subscription-usage')).toHaveText('5 of 5 ad accounts connected');
    await planCard(page, 'Growth').getByRole('button', { name: 'Choose Growth' }).click();
    await expect(page.getByTestId('subscription-usage')).toHaveText(
      '5 of 20 ad accounts connected',
    );
    await saveScreen(page, 'subscription-04-upgraded');

    await page.goto('/ad-accounts');
    await expect(page.getByRole('button', { name: 'Connect an ad platform' })).toBeEnabled();
    await expect(page.getByTestId('subscription-banner')).toHaveCount(0);

    await page.goto('/organization/invoices');
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('LOCAL-000002');
    await expect(rows.nth(1)).toContainText('€111.75');
    await expect(rows.nth(1)).toContainText('Paid');
    await expect(rows.nth(2)).toContainText('LOCAL-000001');
    await expect(rows.nth(2)).toContainText('€36.75');
    await saveScreen(page, 'subscription-05-invoices');
  });
});

test('an expired trial blocks connecting and enabling; the limit toast leads to the plans, and a local upgrade lifts the block', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { account } = await registerAccount(context.request, baseURL!);
  await logInAs(context, baseURL!, account);
  const organizationId = await findOrganizationId(context.request);
  // One Google account with a template, ready to be switched on, connected during the trial.
  const { hearthly } = SANDBOX_ACCOUNTS;
  await connectWithAccounts(context.request, baseURL!, {
    platform: 'google',
    organizationId,
    email: SANDBOX_LOGINS.ada,
    adAccountIds: [hearthly.id],
  });
  const template = await saveTemplate(context.request, baseURL!, {
    organizationId,
    platform: 'google',
    name: 'Trial template',
  });
  await changeAccounts(context.request, baseURL!, {
    organizationId,
    platform: 'google',
    resourceNames: [`customers/${hearthly.id}`],
    changes: { urlTemplateId: template.id },
  });
  await endTrial(context.request, baseURL!, organizationId);

  await page.goto('/ad-accounts');
  const banner = page.getByTestId('subscription-banner');
  await expect(banner).toContainText('Your free trial has expired', { timeout: FIRST_LOAD });
  const mainAction = page.getByRole('button', { name: 'Ad accounts', exact: true });
  await expect(mainAction).toBeDisabled();
  await expect(await readDisabledHint(page, mainAction)).toHaveText(BLOCKED);
  await saveScreen(page, 'subscription-07-trial-expired-blocked');

  // Switching tagging on is refused with spec §8 "limit reached (ask to upgrade)": the owner
  // gets the way to the plans in the notification itself.
  const hearthlySwitch = page.getByRole('switch', { name: `Auto-tagging of ${hearthly.name}` });
  await page.mouse.move(0, 0);
  await hearthlySwitch.click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: BLOCKED_ENABLE });
  await expect(toast).toBeVisible();
  const seePlans = toast.getByRole('button', { name: 'See plans' });
  await expect(seePlans).toBeVisible();
  await expect(hearthlySwitch).not.toBeChecked();
  await saveScreen(page, 'subscription-08-limit-toast-see-plans');

  await seePlans.click();
  await expect(page).toHaveURL(/\/organization\/subscription$/);
  await planCard(page, 'Starter').getByRole('button', { name: 'Choose Starter' }).click();
  await expect(
    planCard(page, 'Starter').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  await expect(page.getByTestId('subscription-usage')).toHaveText('1 of 5 ad accounts connected');

  // The local upgrade lifts the block: connecting and switching on work again, nothing was lost.
  await page.goto('/ad-accounts');
  await expect(mainAction).toBeEnabled({ timeout: FIRST_LOAD });
  await expect(page.getByTestId('subscription-banner')).toHaveCount(0);
  await hearthlySwitch.click();
  await expect(hearthlySwitch).toBeChecked();
  await saveScreen(page, 'subscription-09-upgrade-lifts-block');
});

test('a member sees the plan but is told it cannot change it or see invoices', async ({
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await registerAccount(context.request, baseURL!);
  await logInAs(context, baseURL!, owner.account);
  const organizationId = await findOrganizationId(context.request);
  const newcomer = buildAccount({ firstName: 'Mona', lastName: 'Member' });
  const invited = await context.request.post(
    `/api/v1/users/invite-user?organization_id=${organizationId}`,
    { data: { email: newcomer.email, role: 'member' }, headers: { Origin: baseURL! } },
  );
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  const memberContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const member = await memberContext.newPage();
  await followMailLink(member, newcomer.email, 'handle-invitation');
  await member.getByLabel(/^First name\*?$/).fill(newcomer.firstName);
  await member.getByLabel(/^Last name\*?$/).fill(newcomer.lastName);
  await member.getByLabel(/^Password\*?$/).fill(newcomer.password);
  await member.getByRole('button', { name: /^Create account and join/ }).click();
  await expect(member).toHaveURL(/\/ad-accounts/, { timeout: FIRST_LOAD });

  await member.goto('/organization/subscription');
  await expect(member.getByTestId('subscription-usage')).toBeVisible({ timeout: FIRST_LOAD });
  await expect(member.getByText(DENIED_CHANGE_SUBSCRIPTION)).toBeVisible();
  // The plans' own buttons; the app's other "Choose …" buttons (a new template's platform) stay.
  await expect(
    member.getByRole('button', { name: /^Choose (Starter|Growth|Agency)$/ }),
  ).toHaveCount(0);
  await saveScreen(member, 'subscription-06-member-denied');
  await organizationTabs(member).getByRole('link', { name: 'Invoices' }).click();
  await expect(member.getByText(DENIED_PAYMENT_DETAILS)).toBeVisible();
  await memberContext.close();
});
