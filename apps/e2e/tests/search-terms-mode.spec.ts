import { expect, test, type Page } from '@playwright/test';
import {
  connectWithAccounts,
  findOrganizationId,
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
} from '../fixtures/ad-platforms';
import { logInAs, registerAccount, saveScreen } from '../fixtures/session';

// Issue 13 items 7 and 10: search-terms mode shows search-term data and stays across a reload;
// a trial organization sees when its trial ends. (Its analysis placeholders gave way to the real
// pages: an analysis tab that is not built is not found.)

function modeButton(page: Page, name: 'Tagging' | 'Search terms') {
  return page.getByRole('group', { name: 'Mode' }).getByRole('button', { name });
}

test.describe('search-terms mode', () => {
  // Four page loads and two connections through the API.
  test.setTimeout(120_000);

  test('ad accounts and an analysis page keep search-terms columns and mode across a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    const { account } = await registerAccount(context.request, baseURL!);
    await logInAs(context, baseURL!, account);
    const organizationId = await findOrganizationId(context.request);
    const { hearthly } = SANDBOX_ACCOUNTS;
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [hearthly.id],
    });
    await connectWithAccounts(context.request, baseURL!, {
      platform: 'linkedin',
      organizationId,
      email: SANDBOX_LOGINS.margaret,
      adAccountIds: [SANDBOX_ACCOUNTS.apollo.id],
    });

    await page.goto('/ad-accounts');
    // A new organization is on its free trial: the banner says until when (SDK wording).
    await expect(page.getByTestId('subscription-banner')).toContainText(
      /Your free trial ends on [A-Z][a-z]{2} \d{2}, \d{4}\./,
      { timeout: 30_000 },
    );
    await modeButton(page, 'Search terms').click();
    await page.reload();
    await expect(modeButton(page, 'Search terms')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 30_000,
    });
    const table = page.getByRole('table', { name: 'Ad accounts' });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(
      [
        'Ad account',
        'Connected',
        'Last validation',
        'Next validation',
        'Wasted spend',
        'Validation',
        'AI rules',
        'Validation actions',
      ],
      { timeout: 30_000 },
    );
    const row = table.getByRole('row').filter({ hasText: hearthly.name });
    await expect(row).toContainText('Not set up');
    await expect(row).toContainText('Needs an AI brief');
    // Search term analysis is Google only: the LinkedIn account is not listed here.
    await expect(table).not.toContainText(SANDBOX_ACCOUNTS.apollo.name);
    await saveScreen(page, 'search-terms-01-ad-accounts');

    await page.goto(`/analysis/search-terms/${hearthly.id}`);
    await page.reload();
    await expect(modeButton(page, 'Search terms')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 30_000,
    });
    // Named from the organization's list; without a brief, the tab says what to do first.
    await expect(page.getByRole('heading', { level: 2, name: hearthly.name })).toBeVisible();
    await expect(page.getByText('Choose an AI brief first')).toBeVisible();
    await saveScreen(page, 'search-terms-02-analysis');

    // Only the tabs that are built exist: another name is a page that does not exist.
    for (const tab of ['keywords', 'negativePlanner']) {
      await page.goto(`/analysis/${tab}/${hearthly.id}`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('body')).not.toContainText(tab);
    }
    await saveScreen(page, 'search-terms-03-unknown-tab');
  });
});
