import { expect, test, type Page } from '@playwright/test';
import { followMailLink } from '../fixtures/mailbox';
import { buildAccount, saveScreen } from '../fixtures/session';

/** A form control by label; required labels end with the * mark. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

test.describe('e-mail verification', () => {
  test('sign up, resend the link, confirm the address from the local mailbox, banner gone', async ({
    page,
  }) => {
    // Sign-up, two mails and five pages: more than the default time on a busy machine.
    test.slow();
    const account = buildAccount({ firstName: 'Vera', lastName: 'Verify' });
    await page.goto('/sign-up');
    await field(page, 'First name').fill(account.firstName);
    await field(page, 'Last name').fill(account.lastName);
    await field(page, 'Organization name').fill(account.organizationName);
    await field(page, 'E-mail').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Sign-up lands where it always did; the reminder sits below the header.
    await expect(page).toHaveURL(/\/ad-accounts$/);
    const banner = page.getByTestId('email-verification-banner');
    await expect(banner).toContainText(
      `Confirm your e-mail address — we sent a link to ${account.email}.`,
    );
    await saveScreen(page, 'email-verification-banner');

    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(`We sent a new link to ${account.email}.`)).toBeVisible();
    await saveScreen(page, 'email-verification-resent');

    await followMailLink(page, account.email, 'verify-email');
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(
      page.getByText(`Your e-mail address ${account.email} is confirmed. Thank you!`),
    ).toBeVisible();
    await saveScreen(page, 'email-verification-confirmed');

    await page.getByRole('link', { name: 'Go to Utmost' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(page.getByRole('heading', { name: 'Ad accounts', level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await saveScreen(page, 'email-verification-banner-gone');

    // The same link again: used up, and the page says the address is already confirmed.
    await followMailLink(page, account.email, 'verify-email');
    await expect(
      page.getByText(`Your e-mail address ${account.email} is already confirmed.`),
    ).toBeVisible();

    // Logged out, a used link opens the expired-link page, which offers a new link.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await followMailLink(page, account.email, 'verify-email');
    await expect(page).toHaveURL(/\/expired-token/);
    await expect(page.getByRole('heading', { name: 'Link expired', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
    await saveScreen(page, 'email-verification-link-used');
  });
});
