import { expect, test } from '@playwright/test';
import { DEMO_USER, logIn, saveScreen } from '../fixtures/session';

test.describe('shell', () => {
  test('tagging mode shows its sidebar items and Go to switches to search terms', async ({
    page,
    context,
  }) => {
    await logIn(context);
    await page.goto('/ad-accounts');
    const nav = page.getByRole('navigation');
    for (const item of [
      'Organization',
      'Ad accounts',
      'Tracking templates',
      'Run history',
      'Connections',
      'Help',
    ]) {
      await expect(nav.getByText(item, { exact: true }).first()).toBeVisible();
    }
    await expect(nav.getByText('AI briefs', { exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Run history' }).click();
    await expect(page).toHaveURL(/\/run-history$/);

    await page.getByRole('button', { name: /go to/i }).first().click();
    await saveScreen(page, 'go-to-menu');
    await page
      .getByRole('menuitem', { name: /search term/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    for (const item of ['AI briefs', 'Search Term Analysis']) {
      await expect(page.getByRole('navigation').getByText(item, { exact: true })).toBeVisible();
    }
    await saveScreen(page, 'shell-search-terms-mode');
  });

  test('an external user does not see the organization item', async ({ page, context }) => {
    await logIn(context, { ...DEMO_USER, role: 'external' });
    await page.goto('/ad-accounts');
    await expect(
      page.getByRole('navigation').getByText('Ad accounts', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation').getByText('Organization', { exact: true }),
    ).toHaveCount(0);
  });

  test('the profile menu opens the profile and logs out', async ({ page, context }) => {
    await logIn(context);
    await page.goto('/ad-accounts');
    await page.getByRole('button', { name: /profile menu/i }).click();
    await saveScreen(page, 'profile-menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await saveScreen(page, 'my-profile-placeholder');

    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/ad-accounts');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the organization pages show their four tabs', async ({ page, context }) => {
    await logIn(context);
    await page.goto('/organization/details');
    for (const tab of ['Details', 'Users', 'Subscription', 'Invoices']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await saveScreen(page, 'organization-details');
  });

  test('every protected page renders inside the layout', async ({ page, context }) => {
    await logIn(context);
    const tagging = [
      '/ad-accounts/empty-state',
      '/ad-accounts/connect/google',
      '/ad-accounts/choose-account',
      '/url-templates/empty-state',
      '/url-templates/edit-template/google/default',
      '/run-history/123',
      '/run-history/123/details/linkedin?jobId=job-1',
      '/organization/users',
    ];
    for (const path of tagging) {
      await page.goto(path);
      await expect(page.getByRole('navigation')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreen(page, `page${path.replaceAll(/[/?=]/g, '-')}`);
    }
  });
});
