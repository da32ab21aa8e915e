import { expect, test } from '@playwright/test';
import { logIn, saveScreen } from '../fixtures/session';

const SERVER_ERROR_BODY = JSON.stringify({
  error: { code: 'SERVER_ERROR', message: 'Something went wrong.' },
});

test.describe('session refresh', () => {
  test('a failed refresh logs the user out and hides the server error display', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/my-profile');
    const firstName = page.getByLabel(/^First name\*?$/);
    await expect(firstName).toBeVisible();

    // A save is on its way (held here) when the server starts failing: the versions poll gets a
    // 500 and the error display replaces the page. Then the session ends (cookies gone) and the
    // real server answers the save: 401, the refresh fails too, and the user must be logged out.
    let releaseSave: () => void = () => undefined;
    const sessionGone = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route(/\/api\/v1\/users\/[^/?]+(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await sessionGone;
      const response = await context.request.put(route.request().url(), {
        headers: { 'Content-Type': 'application/json', Origin: baseURL! },
        data: route.request().postData() ?? '',
      });
      return route.fulfill({ response });
    });
    await firstName.fill('Renamed');
    const save = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await save;

    await page.route('**/api/v1/versions*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: SERVER_ERROR_BODY }),
    );
    // The versions are polled on focus: coming back to the tab asks again.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const serverError = page.getByRole('heading', { name: 'The server ran into a problem' });
    await expect(serverError).toBeVisible();
    await saveScreen(page, 'session-refresh-error-display');
    // The server recovers; the display stays until something hides it.
    await page.unroute('**/api/v1/versions*');

    await context.clearCookies();
    const refresh = page.waitForResponse((response) =>
      response.url().includes('/api/v1/users/refreshToken'),
    );
    releaseSave();
    expect((await refresh).status()).toBe(401);

    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(serverError).toHaveCount(0);
    const storedAuth = await page.evaluate(() => window.localStorage.getItem('utmost.auth'));
    expect(JSON.parse(storedAuth ?? '{}')).not.toMatchObject({ isLoggedIn: true });
    await saveScreen(page, 'session-refresh-logged-out');
  });
});
