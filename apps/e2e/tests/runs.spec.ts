import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_ACCOUNTS, readDemoLogin } from '../fixtures/ad-platforms';
import { delayInSandbox } from '../fixtures/runs';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// The embedded demo organization (no sign-up: the suite's sign-ups are nearly all spent) has
// margaret's LinkedIn accounts: Apollo Guidance, whose every format and awkward creative gives each
// result status and more than one page of results, with the "Paid social" template, and Hamilton
// Software without one. Its Google accounts are left alone. The file ends by removing the
// parameters it put on, so the sandbox's ads are as the seed made them for the specs after it.
const { apollo, hamilton } = SANDBOX_ACCOUNTS;
const TEMPLATE_NAME = 'Paid social — default UTMs';

let context: BrowserContext;
let page: Page;
let origin: string;

function adAccountRow(name: string) {
  return page.getByRole('table', { name: 'Ad accounts' }).getByRole('row').filter({
    hasText: name,
  });
}

function notification(text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function resultsTable() {
  return page.getByRole('table', { name: 'Results of the run' });
}

function resultRows() {
  return resultsTable()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

function statusTile(name: RegExp) {
  return page.getByRole('radiogroup', { name: 'Filter by status' }).getByRole('radio', { name });
}

function pagination() {
  return page.getByRole('navigation', { name: 'Pages of results' });
}

/** The text of one column of the results, top to bottom. */
async function readColumn(index: number): Promise<string[]> {
  return resultRows().evaluateAll(
    (rows, cellIndex) =>
      rows.map((row) => row.querySelectorAll('td')[cellIndex]?.textContent?.trim() ?? ''),
    index,
  );
}

/** A run's confirmation: its title, then the confirm button; the dialog closes on the answer. */
async function confirmRun(dialogName: string, confirmLabel: string, screen: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await saveScreen(page, screen);
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
}

async function jumpToPage(input: Locator, entered: string) {
  await input.fill(entered);
  await input.press('Enter');
}

test.describe.serial('tagging runs', () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    ({
      context,
      page,
      baseURL: origin,
    } = await openSignedInPage(browser, testInfo, await readDemoLogin()));
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('a run on an account without a template is not run; assign one, then run both', async () => {
    test.setTimeout(90_000);
    await page.goto('/ad-accounts');
    await expect(adAccountRow(hamilton.name)).toContainText('Never');
    // Refused before the confirmation: the button says why instead of failing after it.
    const blocked = adAccountRow(hamilton.name).getByRole('button', {
      name: `Run now on ${hamilton.name}`,
    });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await blocked.hover();
    await expect(page.getByRole('tooltip')).toContainText('Run now:');
    await saveScreen(page, 'runs-01-run-blocked');

    const templateSelect = page.getByRole('combobox', {
      name: `Tracking template of ${hamilton.name}`,
    });
    await templateSelect.click();
    await page.getByRole('option', { name: TEMPLATE_NAME }).click();
    await expect(notification(/assigned to 1 ad account/)).toBeVisible();
    await expect(templateSelect).toHaveText(TEMPLATE_NAME);

    await page.getByRole('checkbox', { name: `Select ${apollo.name}` }).click();
    await page.getByRole('checkbox', { name: `Select ${hamilton.name}` }).click();
    await page
      .getByRole('toolbar', { name: '2 selected' })
      .getByRole('button', { name: 'Run now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Run tagging now on 2 ad accounts?' });
    // A slower LinkedIn keeps the run going long enough to see its wait.
    await delayInSandbox(context.request, origin, {
      endpoint: 'linkedin:campaigns',
      delayMs: 3_000,
    });
    await dialog.getByRole('button', { name: 'Run now' }).click();
    // The wait is shown while the API answers (it may take up to 3 minutes).
    await expect(
      dialog.getByText('This can take up to 3 minutes.', { exact: false }),
    ).toBeVisible();
    await saveScreen(page, 'runs-02-progress');
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    // Apollo's awkward creatives end in errors beside the tagged ones: what happened, in words.
    await expect(notification(/^Tagged \d+ ads in 2 ad accounts · .*\d+ errors?/)).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').getByRole('button', { name: 'View run history' }),
    ).toBeVisible();
    await expect(adAccountRow(apollo.name)).not.toContainText('Never');
    await expect(adAccountRow(hamilton.name)).not.toContainText('Never');
    await saveScreen(page, 'runs-03-ran');
  });

  test('a second run from the row, then the run history lists both', async () => {
    test.setTimeout(90_000);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await adAccountRow(apollo.name)
      .getByRole('button', { name: `Run now on ${apollo.name}` })
      .click();
    await confirmRun('Run tagging now on 1 ad account?', 'Run now', 'runs-04-confirm-row');
    await expect(notification(/already tagged/).last()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Run history' })
      .click();
    const history = page.getByRole('table', { name: 'Run history' });
    const apolloRuns = history.getByRole('row').filter({ hasText: apollo.name });
    await expect(apolloRuns).toHaveCount(2);
    await expect(apolloRuns.first()).toContainText('Manual run');
    await expect(apolloRuns.first()).toContainText('already tagged');
    await saveScreen(page, 'runs-05-history');

    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Google Ads' }).click();
    await expect(apolloRuns).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'LinkedIn Ads' }).click();
    await page.getByRole('combobox', { name: 'Ad account' }).click();
    await page.getByRole('option', { name: apollo.name }).click();
    await expect(page).toHaveURL(new RegExp(`/run-history/${apollo.id}\\?`));
    await expect(history.getByRole('row').filter({ hasText: hamilton.name })).toHaveCount(0);
    await expect(apolloRuns).toHaveCount(2);
    await saveScreen(page, 'runs-06-history-filtered');
  });

  test('the details of the latest run: title, tiles and results', async () => {
    await page
      .getByRole('table', { name: 'Run history' })
      .getByRole('link', { name: /^Open the run of/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/run-history/${apollo.id}/details/linkedin\\?jobId=`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      /Run of [A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d$/,
    );
    await expect(page.getByRole('img', { name: 'LinkedIn Ads' })).toBeVisible();
    await expect(page.getByText(`ID: ${apollo.id}`)).toBeVisible();
    await expect(statusTile(/^All 24$/)).toHaveAttribute('aria-checked', 'true');
    await expect(statusTile(/^Partially tagged \d+$/)).toBeVisible();
    await expect(resultRows()).toHaveCount(20);
    await expect(pagination().getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Creative/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await saveScreen(page, 'runs-07-details');
  });

  test('filter by tile, then by column', async () => {
    await statusTile(/^Error \d+$/).click();
    await expect(pagination()).toBeHidden();
    const statuses = await readColumn(3);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Error']));
    await expect(resultsTable()).toContainText('Ad is missing Destination URL');
    await saveScreen(page, 'runs-08-error-tile');

    await statusTile(/^Already tagged \d+$/).click();
    await statusTile(/^All 24$/).click();
    await expect(resultRows()).toHaveCount(20);

    await page.getByRole('button', { name: 'Filter campaigns' }).click();
    const popup = page.getByRole('dialog', { name: 'Filter campaigns' });
    await popup.getByRole('searchbox', { name: 'Search' }).fill('text');
    await popup.getByRole('button', { name: 'Only Text ads' }).click();
    await saveScreen(page, 'runs-09-column-filter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Filter campaigns, filtered' })).toBeVisible();
    await expect(pagination()).toBeHidden();
    await expect
      .poll(async () => new Set((await readColumn(1)).map((cell) => cell.replace(/Text ad$/, ''))))
      .toEqual(new Set(['Text ads']));

    await page.getByRole('button', { name: 'Filter campaigns, filtered' }).click();
    await popup.getByRole('button', { name: 'Select all', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(resultRows()).toHaveCount(20);
  });

  test('sort, page and jump pages', async () => {
    const firstDescending = (await readColumn(2))[0];
    await page.getByRole('button', { name: 'Creative', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: /Creative/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(async () => (await readColumn(2))[0]).not.toBe(firstDescending);
    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: /Status/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await saveScreen(page, 'runs-10-sorted');

    await pagination().getByRole('button', { name: 'Next page' }).click();
    await expect(pagination().getByText('Page 2 of 2')).toBeVisible();
    await expect(resultRows()).toHaveCount(4);
    await expect(pagination().getByRole('button', { name: 'Next page' })).toBeDisabled();
    const pageInput = pagination().getByRole('textbox', { name: 'Page number' });
    await jumpToPage(pageInput, '0');
    await expect(pagination().getByText('Page 1 of 2')).toBeVisible();
    await jumpToPage(pageInput, '99');
    await expect(pagination().getByText('Page 2 of 2')).toBeVisible();
    await jumpToPage(pageInput, '');
    await expect(pagination().getByText('Page 1 of 2')).toBeVisible();
    await pagination().getByRole('button', { name: 'Last page' }).click();
    await expect(pagination().getByText('Page 2 of 2')).toBeVisible();
    await saveScreen(page, 'runs-11-page-2');
  });

  test('move to the previous run: its own time and view, and a way back', async () => {
    const latestUrl = new URL(page.url());
    const runs = page.getByRole('navigation', { name: 'Runs of this ad account' });
    await expect(runs.getByRole('button', { name: 'Next run' })).toBeDisabled();
    await runs.getByRole('link', { name: 'Previous run' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('jobId'))
      .not.toBe(latestUrl.searchParams.get('jobId'));
    const previousUrl = new URL(page.url());
    expect(previousUrl.searchParams.get('jobSource')).toBe('manual');
    expect(previousUrl.searchParams.get('createdAt')).not.toBe(
      latestUrl.searchParams.get('createdAt'),
    );
    // The first run tagged the ads the second found tagged: no skipped results here.
    await expect(statusTile(/^Already tagged 0$/)).toBeVisible();
    await expect(statusTile(/^All 24$/)).toHaveAttribute('aria-checked', 'true');
    await expect(pagination().getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Creative/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(runs.getByRole('link', { name: 'Next run' })).toBeVisible();
    await saveScreen(page, 'runs-12-previous-run');

    await statusTile(/^Already tagged 0$/).click();
    await expect(resultsTable().getByText('No ads with status “Already tagged”')).toBeVisible();
    await runs.getByRole('link', { name: 'Next run' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('jobId'))
      .toBe(latestUrl.searchParams.get('jobId'));
  });

  test('remove the parameters: the drop job restores the URLs and shows in the history', async () => {
    test.setTimeout(90_000);
    await page.goto('/ad-accounts');
    await page.getByRole('checkbox', { name: `Select ${apollo.name}` }).click();
    await page.getByRole('checkbox', { name: `Select ${hamilton.name}` }).click();
    await page
      .getByRole('toolbar', { name: '2 selected' })
      .getByRole('button', { name: 'Remove parameters' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Remove Utmost’s parameters from 2 ad accounts?',
    });
    await expect(dialog).toContainText('to how they were before Utmost changed them');
    await confirmRun(
      'Remove Utmost’s parameters from 2 ad accounts?',
      'Remove parameters',
      'runs-13-confirm-remove',
    );
    await expect(notification(/^Restored \d+ ads in 2 ad accounts/).last()).toBeVisible();
    await saveScreen(page, 'runs-14-removed');

    await page.goto(`/run-history/${apollo.id}`);
    const latest = page.getByRole('table', { name: 'Run history' }).getByRole('row').nth(1);
    await expect(latest.getByText('Parameter removal')).toBeVisible();
    await expect(latest).toContainText(/\d+ restored/);
    await expect(latest).not.toContainText(/\d+ updated/);
    await latest.getByRole('link', { name: /^Open the run of/ }).click();
    await expect(page.getByRole('img', { name: 'Parameter removal' })).toBeVisible();
    await expect(statusTile(/^Restored \d+$/)).toBeVisible();
    // LinkedIn ads were tagged through their campaigns: the campaigns get their parameters back.
    await expect(resultsTable()).toContainText(
      'Campaign’s tracking parameters restored to how they were before Utmost',
    );
    await saveScreen(page, 'runs-15-drop-details');
  });
});
