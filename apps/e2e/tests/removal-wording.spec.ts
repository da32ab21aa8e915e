import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS, readDemoLogin } from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 13 item 6: "Remove parameters" means what it says. The demo organization's Google
// accounts: Hearthly with the "Google search UTMs" template, and Analytical Engines, given it here,
// whose ads include some that already carry parameters and some that cannot be tagged: ads Utmost
// never changes. They are tagged, auto-tagging is switched on, then the parameters are removed:
// the dialog offers to switch auto-tagging off, and the result, the notification and the run
// history speak of restored ads and ads not tagged by Utmost, never of "updated" or errors. The
// file ends with the ads as the seed made them and auto-tagging off.
const { hearthly, engines } = SANDBOX_ACCOUNTS;
const TEMPLATE_NAME = 'Google search UTMs';

function adAccountRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Ad accounts' }).getByRole('row').filter({
    hasText: name,
  });
}

function notification(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('removing parameters reports restored ads and ads Utmost never tagged, and offers to stop auto-tagging', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { context, page } = await openSignedInPage(browser, testInfo, await readDemoLogin());
  try {
    await page.goto('/ad-accounts');

    // Engines gets the Google template, so both accounts can be tagged.
    const templateSelect = page.getByRole('combobox', {
      name: `Tracking template of ${engines.name}`,
    });
    await templateSelect.click();
    await page.getByRole('option', { name: TEMPLATE_NAME }).click();
    await expect(templateSelect).toHaveText(TEMPLATE_NAME);

    // Tag Hearthly alone first: the notification names the account and links to the run.
    await adAccountRow(page, hearthly.name)
      .getByRole('button', { name: `Run now on ${hearthly.name}` })
      .click();
    const runDialog = page.getByRole('dialog', { name: 'Run tagging now on 1 ad account?' });
    await runDialog.getByRole('button', { name: 'Run now' }).click();
    await expect(runDialog).toBeHidden({ timeout: 60_000 });
    // Earlier files may have tagged Hearthly already (the demo organization is shared): then the
    // run finds everything already tagged, and says so in the same words.
    const tagged = notification(
      page,
      new RegExp(`^(Tagged \\d+ ads?|No ads tagged) in ${hearthly.name}`),
    );
    await expect(tagged).toBeVisible();
    await expect(tagged).not.toContainText(/Job run success|Special case/);
    // Hovering keeps the notification up (it hides after 7 s) while it is photographed and used.
    await tagged.hover();
    await saveScreen(page, 'removal-01-tagged-notification');
    await tagged.getByRole('button', { name: 'View run' }).click();
    await expect(page).toHaveURL(new RegExp(`/run-history/${hearthly.id}/details/google\\?jobId=`));
    await expect(page.getByRole('img', { name: 'Manual run' })).toBeVisible();

    // Then Engines, and switch auto-tagging on for both.
    await page.goto('/ad-accounts');
    await adAccountRow(page, engines.name)
      .getByRole('button', { name: `Run now on ${engines.name}` })
      .click();
    await runDialog.getByRole('button', { name: 'Run now' }).click();
    await expect(runDialog).toBeHidden({ timeout: 60_000 });
    await expect(notification(page, new RegExp(`in ${engines.name}`))).toBeVisible();
    for (const { name } of [hearthly, engines]) {
      const autoTagging = page.getByRole('switch', { name: `Auto-tagging of ${name}` });
      await autoTagging.click();
      await expect(autoTagging).toBeChecked();
    }

    // Remove parameters from both: the dialog offers to switch auto-tagging off, checked.
    await page.getByRole('checkbox', { name: `Select ${hearthly.name}` }).click();
    await page.getByRole('checkbox', { name: `Select ${engines.name}` }).click();
    await page
      .getByRole('toolbar', { name: '2 selected' })
      .getByRole('button', { name: 'Remove parameters' })
      .click();
    const removeDialog = page.getByRole('dialog', {
      name: 'Remove Utmost’s parameters from 2 ad accounts?',
    });
    const offer = removeDialog.getByRole('checkbox', {
      name: 'Also switch auto-tagging off for the 2 ad accounts that have it on',
    });
    await expect(offer).toBeChecked();
    await expect(removeDialog).toContainText(
      'Otherwise the next scheduled run puts the parameters back.',
    );
    await saveScreen(page, 'removal-02-dialog-offer');
    await removeDialog.getByRole('button', { name: 'Remove parameters' }).click();
    await expect(removeDialog).toBeHidden({ timeout: 60_000 });

    const removed = notification(page, /^Restored \d+ ads in 2 ad accounts/);
    await expect(removed).toBeVisible();
    await expect(removed).toContainText(/ · \d+ not tagged by Utmost/);
    await expect(removed).not.toContainText(/updated|already tagged|errors?\b/);
    await removed.hover();
    await saveScreen(page, 'removal-03-removed-notification');
    for (const { name } of [hearthly, engines]) {
      await expect(page.getByRole('switch', { name: `Auto-tagging of ${name}` })).not.toBeChecked();
    }

    // The run history names each run's type, and counts restored ads, not updated ones.
    await page.goto(`/run-history/${engines.id}`);
    const rows = page.getByRole('table', { name: 'Run history' }).getByRole('row');
    const removal = rows.nth(1);
    await expect(removal).toContainText('Parameter removal');
    await expect(removal).toContainText(/\d+ restored/);
    await expect(removal).toContainText(/\d+ not tagged by Utmost/);
    await expect(removal).not.toContainText(/\d+ updated/);
    await expect(rows.nth(2)).toContainText('Manual run');
    await expect(rows.nth(2)).toContainText(/\d+ updated/);
    await saveScreen(page, 'removal-04-run-history');

    // The removal's details: its tiles read Restored and Not tagged by Utmost, with no errors for
    // ads Utmost never changed.
    await removal.getByRole('link', { name: /^Open the run of/ }).click();
    await expect(page.getByRole('img', { name: 'Parameter removal' })).toBeVisible();
    const tiles = page.getByRole('radiogroup', { name: 'Filter by status' });
    await expect(tiles.getByRole('radio', { name: /^Restored [1-9]\d*$/ })).toBeVisible();
    await expect(
      tiles.getByRole('radio', { name: /^Not tagged by Utmost [1-9]\d*$/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Results of the run' })).not.toContainText(
      'no change history',
    );
    await saveScreen(page, 'removal-05-run-details');
  } finally {
    await context.close();
  }
});
