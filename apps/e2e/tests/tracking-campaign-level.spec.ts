import { expect, test } from '@playwright/test';
import { SANDBOX_ACCOUNTS, readDemoLogin } from '../fixtures/ad-platforms';
import { logInAs, saveScreen } from '../fixtures/session';

// LinkedIn tagging through campaign tracking parameters, as a marketer sees it in the run details:
// every tagged creative carries a "Campaign level" badge that says what it means. The demo
// organization's Apollo Guidance account has the "Paid social" template. The spec runs after
// runs.spec.ts (whose run history counts Apollo's runs) and ends by removing the parameters, so
// the sandbox's campaigns are as the seed made them.
const { apollo } = SANDBOX_ACCOUNTS;
const CAMPAIGN_LEVEL_HELP =
  'LinkedIn adds these parameters to every ad of the campaign, without editing the ads or sending them back to review.';

test('a LinkedIn run shows its results at campaign level, then the parameters come off', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logInAs(context, baseURL!, await readDemoLogin());
  await page.goto('/ad-accounts');
  const row = page
    .getByRole('table', { name: 'Ad accounts' })
    .getByRole('row')
    .filter({ hasText: apollo.name });
  await row.getByRole('button', { name: `Run now on ${apollo.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Run tagging now on 1 ad account?' });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  await page.goto(`/run-history/${apollo.id}`);
  await page
    .getByRole('table', { name: 'Run history' })
    .getByRole('link', { name: /^Open the run of/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/run-history/${apollo.id}/details/linkedin\\?jobId=`));
  const results = page.getByRole('table', { name: 'Results of the run' });
  await page
    .getByRole('radiogroup', { name: 'Filter by status' })
    .getByRole('radio', { name: /^Updated [1-9]\d*$/ })
    .click();
  const rows = results.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(rows.nth(index).getByText('Campaign level', { exact: true })).toBeVisible();
  }
  const badge = rows.first().getByText('Campaign level', { exact: true });
  await badge.hover();
  await expect(page.getByRole('tooltip')).toHaveText(CAMPAIGN_LEVEL_HELP);
  await saveScreen(page, 'linkedin-campaign-level-run-details');

  // Carousels: the campaign's parameters, partially, with the reason.
  await page
    .getByRole('radiogroup', { name: 'Filter by status' })
    .getByRole('radio', { name: /^Partially tagged [1-9]\d*$/ })
    .click();
  await expect(results).toContainText('Carousel cards cannot be edited');
  await expect(rows.first().getByText('Campaign level', { exact: true })).toBeVisible();
  await saveScreen(page, 'linkedin-campaign-level-partially-updated');

  await page.goto('/ad-accounts');
  await page.getByRole('checkbox', { name: `Select ${apollo.name}` }).click();
  await page
    .getByRole('toolbar', { name: '1 selected' })
    .getByRole('button', { name: 'Remove parameters' })
    .click();
  const remove = page.getByRole('dialog', {
    name: 'Remove Utmost’s parameters from 1 ad account?',
  });
  await remove.getByRole('button', { name: 'Remove parameters' }).click();
  await expect(remove).toBeHidden({ timeout: 60_000 });
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /^Restored \d+ ads? in / }),
  ).toBeVisible();
});
