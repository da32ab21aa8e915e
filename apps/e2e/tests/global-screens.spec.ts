import { expect, test } from '@playwright/test';
import { logIn, saveScreen, seedLocalStorageOnce } from '../fixtures/session';

test.describe('global screens', () => {
  test('an unknown path shows the page-not-found screen', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await saveScreen(page, 'page-not-found');
  });

  test('an unknown API path answers 404 JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('a phone shows the device-unsupported screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      isMobile: true,
      hasTouch: true,
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: /desktop/i })).toBeVisible();
    await saveScreen(page, 'device-unsupported');
    await context.close();
  });

  test('a narrow desktop window (a zoomed-in desktop) keeps the app', async ({
    browser,
    baseURL,
  }) => {
    // 1024 px at 150 % zoom leaves 683 CSS px: the user still works, with the sidebar as icons.
    const context = await browser.newContext({ viewport: { width: 683, height: 600 }, baseURL });
    const page = await context.newPage();
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await expect(page.getByRole('heading', { name: /desktop/i })).toHaveCount(0);
    // The header's actions load after the title; once they are in, the title must still show.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Connect an ad platform' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ad accounts' })).toBeVisible();
    const title = await page.getByRole('heading', { level: 1, name: 'Ad accounts' }).boundingBox();
    expect(title?.width).toBeGreaterThan(100);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
        name: 'Run history',
      }),
    ).toBeVisible();
    await saveScreen(page, 'narrow-desktop-window');
    await context.close();
  });

  test('the new-version banner appears when the deployed versions differ', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await seedLocalStorageOnce(
      context,
      'utmost.versions',
      JSON.stringify({ api: '0.0.0-old', web: '0.0.0+old' }),
    );
    await page.goto('/ad-accounts');
    const banner = page.getByRole('status').filter({ hasText: /new version/i });
    await expect(banner).toBeVisible();
    await saveScreen(page, 'new-version-banner');
    await banner.getByRole('button', { name: /refresh/i }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('status').filter({ hasText: /new version/i })).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem('utmost.versions'));
    expect(JSON.parse(stored ?? '{}')).not.toMatchObject({ api: '0.0.0-old' });
  });

  test('no banner when the stored versions are the deployed ones', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /new version/i })).toHaveCount(0);
  });

  test('a route error shows the error screen; back home goes to the ad accounts', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    // A link missing its required token: the route's search fails to validate.
    await page.goto('/handle-invitation');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Error details' })).toHaveCount(0);
    await saveScreen(page, 'error-screen');
    await page.getByRole('button', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
  });

  test('with the showError cookie the error screen shows the stack', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await context.addCookies([{ name: 'showError', value: 'true', url: baseURL! }]);
    // A link missing its required token: the route's search fails to validate.
    await page.goto('/handle-invitation');
    await expect(page.getByRole('region', { name: 'Error details' })).toBeVisible();
    await saveScreen(page, 'error-screen-with-stack');
  });

  test('a 500 from the API shows the server error screen with Refresh', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.route('**/api/v1/versions*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'Something went wrong.' } }),
      }),
    );
    await page.goto('/ad-accounts');
    const refresh = page.getByRole('button', { name: /refresh/i });
    await expect(refresh).toBeVisible();
    await saveScreen(page, 'server-error');
    await page.unroute('**/api/v1/versions*');
    await refresh.click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
