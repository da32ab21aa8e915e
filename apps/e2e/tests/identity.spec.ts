import { expect, test, type Browser, type Page } from '@playwright/test';
import { followMailLink, installKeyHeaders, openMailbox } from '../fixtures/mailbox';
import {
  buildAccount,
  logInAs,
  registerAccount,
  saveScreen,
  type Account,
} from '../fixtures/session';

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** A form control by label; required labels end with the * mark. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

async function logInWithForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOutWithMenu(page: Page) {
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

test.describe('identity', () => {
  test('password sign-up, logout and login', async ({ page }) => {
    const account = buildAccount({ firstName: 'Sasha', lastName: 'Signup' });
    await page.goto('/login');
    await page.getByRole('link', { name: /sign up/i }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await field(page, 'First name').fill(account.firstName);
    await field(page, 'Last name').fill(account.lastName);
    await field(page, 'Organization name').fill(account.organizationName);
    await field(page, 'E-mail').fill(account.email);
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
    await saveScreen(page, 'identity-sign-up-rules');
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(mainNavigation(page).getByRole('link', { name: 'Organization' })).toBeVisible();
    await expect(page.getByRole('button', { name: /profile menu of Sasha Signup/ })).toBeVisible();
    await saveScreen(page, 'identity-after-sign-up');

    await logOutWithMenu(page);
    await logInWithForm(page, { email: account.email, password: 'Wrong-password-1' });
    await expect(page.getByText('Invalid password')).toBeVisible();
    await saveScreen(page, 'identity-login-invalid-password');
    await logInWithForm(page, account);
    await expect(page).toHaveURL(/\/ad-accounts$/);

    // A reload keeps the session and finds the organization again.
    await page.goto('/organization/details');
    await expect(field(page, 'Organization name')).toHaveValue(account.organizationName);
    await saveScreen(page, 'identity-organization-details');
  });

  test('forgot password through the local mailbox, then login with the new password', async ({
    page,
    request,
    baseURL,
  }) => {
    const { account } = await registerAccount(request, baseURL!);
    // The newcomer opens the mailbox link the start-up banner printed: the tab keeps its key.
    await openMailbox(page);
    await saveScreen(page, 'identity-mailbox-opened');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has an E-mail field too: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await field(page, 'E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await saveScreen(page, 'identity-forgot-password-sent');

    await page.getByRole('link', { name: 'Open the local mailbox' }).click();
    await expect(page).toHaveURL(/\/mailbox$/);
    // Sign-up mailed a confirmation link to the same address: look for the reset mail.
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: account.email })
        .filter({ hasText: 'reset-password' }),
    ).toBeVisible();
    await saveScreen(page, 'identity-mailbox');
    await followMailLink(page, account.email, 'reset-password');
    await expect(page).toHaveURL(/\/reset-password\?token=/);

    const newPassword = 'Renewed-2024!';
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords must be the same')).toBeVisible();
    await field(page, 'Confirm new password').fill(newPassword);
    await saveScreen(page, 'identity-reset-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/password-updated$/);
    await saveScreen(page, 'identity-password-updated');

    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await logInWithForm(page, account);
    await expect(page.getByText('Invalid password')).toBeVisible();
    await logInWithForm(page, { email: account.email, password: newPassword });
    await expect(page).toHaveURL(/\/ad-accounts$/);

    // The link was used up. Logged out first: a signed-in visitor is sent home before the link is
    // ever checked, which would pass whether or not the link still worked.
    await logOutWithMenu(page);
    await followMailLink(page, account.email, 'reset-password');
    await expect(page).toHaveURL(/\/expired-token\?token=/);
    // "Resend link" sends a new reset link to the account's address and says where, masked.
    await page.getByRole('button', { name: 'Resend link' }).click();
    const masked = `${account.email.slice(0, 1).toLowerCase()}•••${account.email.slice(account.email.indexOf('@'))}`;
    await expect(
      page.getByText(`We sent a new link to ${masked}.`, { exact: false }),
    ).toBeVisible();
    await saveScreen(page, 'identity-expired-link-resent');
  });

  test('the local mailbox stays shut without its link, and says where the link is', async ({
    page,
    request,
  }) => {
    await page.goto('/mailbox');
    await expect(page.getByText('Open the mailbox with its link')).toBeVisible();
    await expect(page.getByText(/Use the Mailbox link the server printed/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await saveScreen(page, 'identity-mailbox-locked');
    expect((await request.get('/api/v1/dev/mailbox')).status()).toBe(403);
    const opened = await request.get('/api/v1/dev/mailbox', { headers: await installKeyHeaders() });
    expect(opened.status()).toBe(200);
  });

  test('invite a user, who accepts; made external, they lose the organization item', async ({
    browser,
    page,
    context,
    baseURL,
  }) => {
    const owner = await registerAccount(
      context.request,
      baseURL!,
      buildAccount({ firstName: 'Olga', lastName: 'Owner' }),
    );
    const invitee = buildAccount({ firstName: 'Ivan', lastName: 'Invitee' });
    const inviteeBrowser = await newPage(browser, baseURL!);
    await registerAccount(inviteeBrowser.context.request, baseURL!, invitee);

    await logInAs(context, baseURL!, owner.account);
    await page.goto('/organization/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Field is required')).toHaveCount(2);
    await field(page, 'E-mail').fill(owner.account.email);
    await field(page, 'Role').click();
    await page.getByRole('option', { name: 'Member' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('User already exists in the organization')).toBeVisible();
    await saveScreen(page, 'identity-invite-existing-member');
    await field(page, 'E-mail').fill(invitee.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toHaveCount(0);
    const inviteeRow = page.getByRole('row').filter({ hasText: invitee.email });
    await expect(inviteeRow.getByText('Pending')).toBeVisible();
    await saveScreen(page, 'identity-users-pending');

    // The invitee follows the e-mailed link, logs in, and joins the owner's organization.
    const invited = inviteeBrowser.page;
    await followMailLink(invited, invitee.email, 'handle-invitation');
    await expect(invited).toHaveURL(/\/handle-invitation\?tkn=/);
    await expect(
      invited.getByRole('heading', { name: `Join ${owner.account.organizationName} on Utmost` }),
    ).toBeVisible();
    await logInWithForm(invited, invitee);
    // An invited member lands with "You joined …", not the owner's first-run checklist.
    await expect(invited).toHaveURL(/\/ad-accounts\?joined=true$/);
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toBeVisible();

    await page.reload();
    await expect(inviteeRow.getByText('Active')).toBeVisible();
    await inviteeRow.getByRole('combobox', { name: `Role of ${invitee.email}` }).click();
    await page.getByRole('option', { name: 'External' }).click();
    await expect(page.getByText(`Role of ${invitee.email} changed`)).toBeVisible();
    await saveScreen(page, 'identity-users-external');

    // In the owner's organization the invitee is now external: no organization item.
    await invited.reload();
    await invited.getByRole('button', { name: /profile menu/i }).click();
    await invited.getByRole('menuitemradio', { name: owner.account.organizationName }).click();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Ad accounts' })).toBeVisible();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toHaveCount(
      0,
    );
    await saveScreen(invited, 'identity-external-without-organization');

    // Back in their own organization they are its owner again.
    await invited.getByRole('button', { name: /profile menu/i }).click();
    await invited.getByRole('menuitemradio', { name: invitee.organizationName }).click();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toBeVisible();
    await inviteeBrowser.context.close();
  });

  test('repeated failed logins get the wait, with how to get in now', async ({ page }) => {
    // Eleven deliberately slow password checks (argon2) before the wait: under half a minute
    // on a quiet machine, more on a busy one.
    test.setTimeout(90_000);
    const stranger = buildAccount();
    await page.goto('/login');
    const tooMany = page
      .getByRole('alert')
      .filter({ hasText: /Too many failed log-ins\. Try again in \d+ minutes?, or get in now: / });
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await logInWithForm(page, { email: stranger.email, password: 'Not-the-password-1' });
      const answer = page.getByText('Invalid password').or(tooMany);
      await expect(answer.first()).toBeVisible();
      if (await tooMany.isVisible()) break;
    }
    await expect(tooMany).toBeVisible();
    await saveScreen(page, 'identity-too-many-requests');
  });

  for (const provider of ['Google', 'Microsoft'] as const) {
    test(`single sign-on with the sandbox ${provider} button`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: `Continue with ${provider}` }).click();
      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await saveScreen(page, `identity-sso-${provider.toLowerCase()}-consent`);
      await page
        .getByRole('button', { name: /^Continue as/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ad-accounts$/);
      await expect(mainNavigation(page)).toBeVisible();
      await saveScreen(page, `identity-sso-${provider.toLowerCase()}-logged-in`);
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { name: /Personal details/ })).toBeVisible();
    });
  }
});
