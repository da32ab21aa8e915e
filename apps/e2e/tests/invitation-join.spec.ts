import { expect, test, type Browser, type Page } from '@playwright/test';
import { followMailLink } from '../fixtures/mailbox';
import { buildAccount, logInAs, registerAccount, saveScreen } from '../fixtures/session';

// Issue 13 item 3: an invitation joins the inviting organization. A new address signs up on the
// invitation's own page (address filled in, no organization of its own); an existing user logs
// in to accept and then switches between their organizations in the profile menu.

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** A form control by label; required labels end with the * mark. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

const ROLE_NAMES = { member: 'Member', external: 'External' } as const;

/** The owner sends the invitation from the Users tab; the invitee is listed as pending. */
async function invite(page: Page, email: string, role: 'member' | 'external') {
  await page.goto('/organization/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await field(page, 'E-mail').fill(email);
  await field(page, 'Role').click();
  await page.getByRole('option', { name: ROLE_NAMES[role] }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Pending')).toBeVisible();
}

async function listOrganizations(page: Page): Promise<{ id: string; name: string }[]> {
  const response = await page.context().request.get('/api/v1/organizations');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: { id: string; name: string }[] };
  return body.content;
}

async function listOrganizationNames(page: Page): Promise<string[]> {
  return (await listOrganizations(page)).map((organization) => organization.name);
}

/** The organization the header names (issue 25: always in view). */
function currentOrganization(page: Page) {
  return page.getByRole('banner').locator('[data-slot="current-organization"]');
}

test.describe('invitations that join', () => {
  // Two browsers, the mailbox and several sign-ups per walk: longer than one page's test.
  test.setTimeout(120_000);

  test('a new address signs up through the invitation and joins only the inviting organization', async ({
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
    await logInAs(context, baseURL!, owner.account);
    const newcomer = buildAccount({ firstName: 'Nina', lastName: 'Newcomer' });
    await invite(page, newcomer.email, 'member');

    const invitee = await newPage(browser, baseURL!);
    const invited = invitee.page;
    await followMailLink(invited, newcomer.email, 'handle-invitation');
    await expect(invited).toHaveURL(/\/handle-invitation\?tkn=/);
    await expect(
      invited.getByRole('heading', { name: `Join ${owner.account.organizationName} on Utmost` }),
    ).toBeVisible();
    await expect(
      invited.getByText(
        `Olga Owner invited you to join ${owner.account.organizationName} as a member.`,
      ),
    ).toBeVisible();
    const email = field(invited, 'E-mail');
    await expect(email).toHaveValue(newcomer.email);
    await expect(email).not.toBeEditable();
    await expect(field(invited, 'Organization name')).toHaveCount(0);
    await saveScreen(invited, 'invitation-join-page');

    await field(invited, 'First name').fill(newcomer.firstName);
    await field(invited, 'Last name').fill(newcomer.lastName);
    await field(invited, 'Password').fill(newcomer.password);
    await invited
      .getByRole('button', { name: `Create account and join ${owner.account.organizationName}` })
      .click();

    // Lands with "You joined …", not the first-run checklist of whoever sets the organization up.
    await expect(invited).toHaveURL(/\/ad-accounts\?joined=true$/);
    await expect(
      invited.getByRole('button', { name: /profile menu of Nina Newcomer/ }),
    ).toBeVisible();
    await expect(
      invited.getByText(`You joined ${owner.account.organizationName}`, { exact: true }),
    ).toBeVisible();
    await expect(invited.getByText(/You are a member here/)).toBeVisible();
    await expect(invited.getByText('Get started: your first tagging run')).toHaveCount(0);
    await expect(currentOrganization(invited)).toHaveText(
      `Current organization: ${owner.account.organizationName}`,
    );
    // A member sees the organization they joined; the address counts as verified (no reminder).
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toBeVisible();
    await expect(invited.getByText(/confirm your e-mail/i)).toHaveCount(0);
    await saveScreen(invited, 'invitation-joined');

    // The API confirms it: exactly one organization, the inviting one, and no switcher.
    expect(await listOrganizationNames(invited)).toEqual([owner.account.organizationName]);
    await invited.getByRole('button', { name: /profile menu/i }).click();
    await expect(invited.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(invited.getByRole('menuitemradio')).toHaveCount(0);
    await invited.keyboard.press('Escape');

    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: newcomer.email }).getByText('Active'),
    ).toBeVisible();

    // The link is used up: opening it again says so.
    await followMailLink(invited, newcomer.email, 'handle-invitation');
    await expect(
      invited.getByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeVisible();
    await saveScreen(invited, 'invitation-used');
    await invitee.context.close();
  });

  test('an existing user logs in to accept, then switches organizations', async ({
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
    const invitee = await newPage(browser, baseURL!);
    const agency = await registerAccount(
      invitee.context.request,
      baseURL!,
      buildAccount({ firstName: 'Aga', lastName: 'Agency' }),
    );
    await logInAs(context, baseURL!, owner.account);
    await invite(page, agency.account.email, 'external');

    const invited = invitee.page;
    await followMailLink(invited, agency.account.email, 'handle-invitation');
    await expect(
      invited.getByRole('heading', { name: `Join ${owner.account.organizationName} on Utmost` }),
    ).toBeVisible();
    await expect(
      invited.getByText(`You already have an Utmost account with ${agency.account.email}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(field(invited, 'E-mail')).toHaveValue(agency.account.email);
    await saveScreen(invited, 'invitation-log-in-to-accept');
    await field(invited, 'Password').fill(agency.account.password);
    await invited.getByRole('button', { name: 'Log in' }).click();

    // Lands in the organization just joined: as external, without the organization item.
    await expect(invited).toHaveURL(/\/ad-accounts\?joined=true$/);
    await expect(
      invited.getByText(`You joined ${owner.account.organizationName}`, { exact: true }),
    ).toBeVisible();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Ad accounts' })).toBeVisible();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toHaveCount(
      0,
    );
    expect(await listOrganizationNames(invited)).toEqual([
      agency.account.organizationName,
      owner.account.organizationName,
    ]);

    await invited.getByRole('button', { name: /profile menu/i }).click();
    const joined = invited.getByRole('menuitemradio', { name: owner.account.organizationName });
    const own = invited.getByRole('menuitemradio', { name: agency.account.organizationName });
    await expect(joined).toHaveAttribute('aria-checked', 'true');
    await expect(own).toHaveAttribute('aria-checked', 'false');
    await saveScreen(invited, 'invitation-switcher');

    await invited.keyboard.press('Escape');

    // Issue 25: the second organization (not the first of the list) survives a reload and a new
    // tab, and the header names it.
    const joinedName = owner.account.organizationName;
    await invited.goto('/ad-accounts');
    await expect(currentOrganization(invited)).toContainText(joinedName);
    await invited.reload();
    await expect(currentOrganization(invited)).toContainText(joinedName);
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toHaveCount(
      0,
    );
    await saveScreen(invited, 'organization-after-reload');
    const secondTab = await invitee.context.newPage();
    await secondTab.goto('/ad-accounts');
    await expect(currentOrganization(secondTab)).toContainText(joinedName);
    await secondTab.close();

    await invited.getByRole('button', { name: /profile menu/i }).click();
    await invited.getByRole('menuitemradio', { name: agency.account.organizationName }).click();
    await expect(mainNavigation(invited).getByRole('link', { name: 'Organization' })).toBeVisible();
    await expect(currentOrganization(invited)).toContainText(agency.account.organizationName);
    await invited.getByRole('button', { name: /profile menu/i }).click();
    await expect(
      invited.getByRole('menuitemradio', { name: agency.account.organizationName }),
    ).toHaveAttribute('aria-checked', 'true');
    await saveScreen(invited, 'invitation-switched');
    await invited.keyboard.press('Escape');

    // A pasted link naming the other organization switches to it and says so.
    const joinedId = (await listOrganizations(invited)).find(
      (organization) => organization.name === joinedName,
    )?.id;
    expect(joinedId).toBeDefined();
    await invited.goto(`/ad-accounts?org=${joinedId}`);
    await expect(invited.getByText(`Switched to ${joinedName} to open this link.`)).toBeVisible();
    await expect(currentOrganization(invited)).toContainText(joinedName);
    await saveScreen(invited, 'organization-switched-by-link');
    // One naming an organization the user is not in changes nothing.
    await invited.goto(`/ad-accounts?org=${crypto.randomUUID()}`);
    await expect(
      invited.getByText(
        `That link belongs to an organization you are not a member of. You are still in ${joinedName}.`,
      ),
    ).toBeVisible();
    await expect(currentOrganization(invited)).toContainText(joinedName);
    await invitee.context.close();
  });
});
