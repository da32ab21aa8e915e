import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, saveScreen } from '../fixtures/session';

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('shell', () => {
  test('tagging mode shows its sidebar items and Go to switches to search terms', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    const nav = mainNavigation(page);
    for (const item of [
      'Organization',
      'Ad accounts',
      'Tracking templates',
      'Run history',
      'Connections',
    ]) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI briefs' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Ad accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'Run history' }).click();
    await expect(page).toHaveURL(/\/run-history$/);
    await saveScreen(page, 'run-history-placeholder');

    await page.getByRole('button', { name: /go to/i }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    for (const item of ['AI briefs', 'Search term analysis']) {
      await expect(mainNavigation(page).getByRole('link', { name: item })).toBeVisible();
    }
    await expect(mainNavigation(page).getByRole('link', { name: 'Run history' })).toHaveCount(0);
    await saveScreen(page, 'shell-search-terms-mode');

    // A new organization has no brief yet: the section opens on its empty state.
    await mainNavigation(page).getByRole('link', { name: 'AI briefs' }).click();
    await expect(page).toHaveURL(/\/ai-briefs\/empty-state$/);
    await saveScreen(page, 'ai-briefs-placeholder');
  });

  test('Help opens a dialog that closes with Escape', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await saveScreen(page, 'help-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('an external user does not see the organization item', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    // The role is the one in the selected organization; identity.spec.ts makes a real external
    // member, here the organizations answer says so.
    await page.route('**/api/v1/organizations?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { content: { role: string }[] };
      const content = body.content.map((organization) => ({ ...organization, role: 'external' }));
      await route.fulfill({ response, json: { content } });
    });
    await page.goto('/ad-accounts');
    await expect(mainNavigation(page).getByRole('link', { name: 'Ad accounts' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Organization' })).toHaveCount(0);
  });

  test('the profile menu opens the profile and logs out', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await page.getByRole('button', { name: /profile menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await saveScreen(page, 'profile-menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await saveScreen(page, 'my-profile');

    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/ad-accounts');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the organization pages show their four tabs', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    await page.goto('/organization');
    await expect(page).toHaveURL(/\/organization\/details$/);
    const tabs = page.getByRole('navigation', { name: /organization/i });
    for (const tab of ['Details', 'Users', 'Subscription', 'Invoices']) {
      await expect(tabs.getByText(tab, { exact: true })).toBeVisible();
    }
    await saveScreen(page, 'organization-details');
    await tabs.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/organization\/users$/);
  });

  test('every protected page renders inside the layout', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    // What each page shows first. The tracking-template pages are being built: only the layout
    // around them is checked here.
    const pages: { path: string; url?: RegExp; shows?: (page: Page) => Locator }[] = [
      {
        path: '/ad-accounts/empty-state',
        shows: (page) => page.getByRole('heading', { level: 2, name: 'No ad accounts yet' }),
      },
      {
        path: '/ad-accounts/connect/google',
        shows: (page) =>
          page.getByRole('heading', { level: 2, name: 'Connected Google Ads logins' }),
      },
      {
        // Without a just-connected login in the navigation state there is nothing to choose
        // from: the page sends the user to the connect page.
        path: '/ad-accounts/choose-account',
        url: /\/ad-accounts\/connect\/google$/,
        shows: (page) =>
          page.getByRole('heading', { level: 2, name: 'Connected Google Ads logins' }),
      },
      { path: '/url-templates/empty-state' },
      { path: '/url-templates/edit-template/google/default' },
      {
        path: '/run-history/123',
        shows: (page) => page.getByRole('table', { name: 'Run history' }),
      },
      {
        // No such run: the page keeps its title and says the run could not be loaded.
        path: '/run-history/123/details/linkedin?jobId=job-1',
        shows: (page) => page.getByRole('heading', { level: 2, name: 'Run details' }),
      },
    ];
    for (const { path, url, shows } of pages) {
      await page.goto(path);
      await expect(mainNavigation(page)).toBeVisible();
      if (url) await expect(page).toHaveURL(url);
      if (shows) await expect(shows(page)).toBeVisible();
      await saveScreen(page, `page${path.replaceAll(/[/?=]/g, '-')}`);
    }
  });

  test('the public pages render without the shell', async ({ page }) => {
    for (const path of [
      '/login',
      '/sign-up',
      '/forgot-password',
      '/expired-token',
      '/password-updated',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(mainNavigation(page)).toHaveCount(0);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await saveScreen(page, `public${path.replaceAll('/', '-')}`);
    }
  });
  test('a reset link without a token leads to the expired-link page', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/expired-token$/);
    await expect(page.getByRole('link', { name: 'Resend link' })).toBeVisible();
  });
});
