import { expect, test } from '@playwright/test';
import { logIn, saveScreen } from '../fixtures/session';

test.describe('route guards', () => {
  test('a visitor who is not logged in is sent from a protected page to /login', async ({
    page,
  }) => {
    await page.goto('/ad-accounts');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await saveScreen(page, 'login-page');
  });

  test('a logged-in user is sent from /login to the ad accounts', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await saveScreen(page, 'shell-tagging-ad-accounts');
  });

  test('a pasted link to a tagging-only route opens tagging mode, even after search terms', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await context.addCookies([{ name: 'searchTerms', value: 'true', url: baseURL! }]);
    await page.goto('/ad-accounts');
    await expect(
      page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Search terms' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await saveScreen(page, 'shell-search-terms-ad-accounts');
    await page.goto('/url-templates');
    await expect(page).toHaveURL(/\/url-templates$/);
    await expect(
      page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Tagging' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the same route is open in tagging mode', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    await page.goto('/url-templates');
    await expect(page).toHaveURL(/\/url-templates$/);
    await saveScreen(page, 'url-templates-placeholder');
  });

  test('the searchTerms query parameter is saved to a cookie and selects the mode', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts?searchTerms=true');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'searchTerms')?.value)
      .toBe('true');
    await page.goto('/analysis/select-account');
    await expect(page).toHaveURL(/\/analysis\/select-account$/);
  });
});
