import { expect, test } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 12: a Google ad that sets no suffix or tracking template of its own inherits them from its
// account and campaign. Sproutstrong has an account-level final URL suffix and a click tracker on
// its Brand campaign; the live preview says both are kept, and the final URL carries the suffix.
const { sproutstrong } = SANDBOX_ACCOUNTS;

test('the Google template preview shows the inherited suffix and click tracker it keeps', async ({
  browser,
}, testInfo) => {
  const { context, page, baseURL } = await openSignedInPage(browser, testInfo, 'new');
  try {
    const organizationId = await findOrganizationId(context.request);
    await connectWithAccounts(context.request, baseURL, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [sproutstrong.id],
    });
    await page.goto('/url-templates');
    await expect(page.getByRole('heading', { name: 'No tracking templates yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create tracking template' }).click();
    await page.getByRole('menuitem', { name: 'Google Ads' }).click();
    await expect(page).toHaveURL(/\/url-templates\/edit-template\/google\/default(\?org=[\w-]+)?$/);

    await expect(page.getByRole('combobox', { name: 'Sample ad from' })).toHaveText(
      sproutstrong.name,
    );
    const inherited = page.getByTestId('preview-inherited');
    await expect(inherited).toContainText(
      'Inherited from the account: final URL suffix, kept in front of your parameters',
    );
    await expect(inherited).toContainText('ss_ref=sem&gclsrc=aw.ds');
    await expect(inherited).toContainText('Campaign tracking template, kept');
    await expect(inherited).toContainText('https://clicks.sproutstrong-analytics.example/c?');
    // The final URL: the inherited parameters stay beside the template's.
    const previewUrl = page.getByTestId('preview-url');
    await expect(previewUrl).toContainText('ss_ref=sem');
    const url = new URL((await previewUrl.innerText()).replace(/\s+/g, ''));
    expect(url.searchParams.get('gclsrc')).toBe('aw.ds');
    expect(url.searchParams.getAll('utm_source')).toHaveLength(1);
    await expect(page.getByRole('banner').locator('[data-slot="split-button"]')).toBeVisible();
    await saveScreen(page, 'templates-google-inherited-preview');
  } finally {
    await context.close();
  }
});
