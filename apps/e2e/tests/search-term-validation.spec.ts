import { expect, test } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 16 (first step): a Google account with an AI brief is validated from the ad accounts
// table in search-terms mode; when the run ends, its last validation and wasted spend show;
// daily validation is then switched on.

test.describe('search-term validation', () => {
  test.setTimeout(120_000);

  test('validate an account now, read its last validation and wasted spend, switch daily validation on', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);

    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    const table = page.getByRole('table', { name: 'Ad accounts' });
    const row = table.getByRole('row').filter({ hasText: hearthly.name });
    await expect(row).toContainText('Never', { timeout: 30_000 });
    await saveScreen(page, 'validation-01-before');

    await row
      .getByRole('button', { name: `Validate the search terms of ${hearthly.name} now` })
      .click();
    await expect(page.getByText(/Checking the last 30 days of search terms of/)).toBeVisible();
    // The run reads and classifies a month of search terms; the wasted spend appears when it ends.
    await expect(row).toContainText(/€\d/, { timeout: 60_000 });
    await expect(row).not.toContainText('Never');
    await saveScreen(page, 'validation-02-after');

    // Daily validation: switched on, the account reads Active with its next validation due.
    await row
      .getByRole('switch', { name: `Daily search-term validation for ${hearthly.name}` })
      .click();
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Not scheduled');
    await saveScreen(page, 'validation-03-daily-on');
  });
});
