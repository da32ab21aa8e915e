import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { connectThroughPopup, SANDBOX_LOGINS } from '../fixtures/ad-platforms';
import { logIn, registerAccount, logInAs, saveScreen } from '../fixtures/session';

// Issue 11, finding 4: the app, the API reference and the sandbox's consent pages work under the
// Content-Security-Policy the server sends: no script, style or image of theirs is refused.

// An 8×8 PNG of one colour.
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Collects every CSP violation of the context's pages (popups too): the browser's console report
 * and the `securitypolicyviolation` event each page fires, reported through the console.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(text);
  });
  return violations;
}

async function expectPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

test.describe('security headers in the browser', () => {
  // Each test walks several pages and screenshots; the shared machine is slow.
  test.describe.configure({ timeout: 90_000 });

  test('the app runs under its CSP: pages, menus, an uploaded logo and the connect popup', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchViolations(context);
    // A fresh account: no platform login yet, so the connect menu offers Google Ads.
    const { account } = await registerAccount(context.request, baseURL!);
    await logInAs(context, baseURL!, account);

    await expectPolicy(page, '/organization/details');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await expect(page.getByText('Saved successfully')).toBeVisible();
    const logo = page.getByRole('img', { name: /^Logo of / });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await saveScreen(page, 'security-headers-organization-logo');

    await page.goto('/ad-accounts');
    await page.getByRole('button', { name: 'Connect an ad platform' }).click();
    await connectThroughPopup(
      page,
      () => page.getByRole('menuitem', { name: 'Google Ads' }).click(),
      {
        identity: SANDBOX_LOGINS.grace,
      },
    );
    await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);
    await saveScreen(page, 'security-headers-choose-account');
    expect(violations).toEqual([]);
  });

  test('an inline script injected into the page is refused and reported', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchViolations(context);
    await logIn(context, baseURL!);
    await expectPolicy(page, '/ad-accounts');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
    expect(violations.join('\n')).toMatch(/script-src/);
  });

  test('the API reference loads its stylesheet under the CSP', async ({ page, context }) => {
    const violations = await watchViolations(context);
    await expectPolicy(page, '/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Utmost API' })).toBeVisible();
    // The stylesheet applied: the dark background of docs-styles.ts.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 17, 21)',
    );
    // The viewport only: the whole reference is too tall a page for a screenshot.
    await page.screenshot({ path: 'test-results/screens/security-headers-api-docs.png' });
    expect(violations).toEqual([]);
  });

  test("single sign-on through the sandbox's consent page, styled by its hashed stylesheet", async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(context);
    await expectPolicy(page, '/login');
    const consentPage = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/sandbox/') && response.status() === 200,
    );
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    const consentHeaders = (await consentPage).headers();
    expect(consentHeaders['content-security-policy']).toMatch(/style-src 'sha256-/);
    expect(consentHeaders['x-frame-options']).toBe('DENY');
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('main')!).borderRadius),
    ).toBe('12px');
    await saveScreen(page, 'security-headers-sandbox-consent');
    await page
      .getByRole('button', { name: /^Continue as/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    expect(violations).toEqual([]);
  });
});
