import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { logIn, saveScreen } from '../fixtures/session';

/** Pages of one organization's data name it in the address (issue 25): `?org=`. */
const ORG_IN_ADDRESS = String.raw`(\?org=[\w-]+)?`;

// Issue 25, item 1: a way into an account's search term analysis by clicking, never by typing its
// address: the sidebar's "Search term analysis" lists the accounts with an AI brief, each row
// opening its results; the ad accounts' names and the "Validate now" notice lead there too.

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function accountList(page: Page) {
  return page.getByRole('list', { name: 'Ad accounts with an AI brief' });
}

function analysisTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Views of the analysis' });
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now (their rule ids). */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/** Both widths the screens are reviewed at; the page ends at 1440 px. */
async function saveScreensAtBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 900 });
  await saveScreen(page, `${name}-1024`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreen(page, `${name}-1440`);
}

test.describe('a way into the analysis', () => {
  test.setTimeout(150_000);

  test('from the sidebar: choose an account, validate it, and come back to its wasted spend', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();

    await mainNavigation(page).getByRole('link', { name: 'Search term analysis' }).click();
    await expect(page).toHaveURL(/\/analysis\/select-account$/);
    const row = accountList(page).getByRole('link', { name: hearthly.name });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toHaveAccessibleDescription(
      /Last validation: Not validated yet Status: Not validated daily Wasted spend: No results yet/,
    );
    await saveScreensAtBothWidths(page, 'analysis-way-in-01-select-account-not-validated');

    // Keyboard: Tab reaches the row's link (after the shell's controls), Enter opens it.
    const isRowFocused = () => row.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 25 && !(await isRowFocused()); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await isRowFocused()).toBe(true);
    await saveScreen(page, 'analysis-way-in-01-select-account-row-focused-1440');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/analysis/search-terms/${hearthly.id}${ORG_IN_ADDRESS}$`),
    );
    await expect(page.getByRole('heading', { name: hearthly.name })).toBeVisible();
    const tab = analysisTabs(page).getByRole('link', { name: 'Search terms' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No validation yet')).toBeVisible({ timeout: 30_000 });
    await saveScreensAtBothWidths(page, 'analysis-way-in-02-tab-bar-no-run');

    await page.getByRole('button', { name: 'Validate now' }).click();
    const summary = page.getByRole('region', { name: 'Wasted spend' });
    await expect(summary).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await saveScreensAtBothWidths(page, 'analysis-way-in-03-tab-bar-with-results');
    expect(await findSeriousViolations(page)).toEqual([]);

    // Back to the chooser: the account now shows when it ran and what it wasted, in euros.
    await mainNavigation(page).getByRole('link', { name: 'Search term analysis' }).click();
    await expect(page).toHaveURL(/\/analysis\/select-account$/);
    await expect(row).toHaveAccessibleDescription(
      /Last validation: \w{3} \d{2}, \d{4} \d{2}:\d{2} Status: Daily validation paused Wasted spend: €[\d,.]+$/,
    );
    await saveScreensAtBothWidths(page, 'analysis-way-in-04-select-account-validated');
    expect(await findSeriousViolations(page)).toEqual([]);

    // The whole row opens it, not only the name: a click on its wasted spend does too (the name's
    // link covers the row, so the click is sent where the figure is shown).
    await accountList(page)
      .getByText(/^€[\d,.]+$/)
      .click({ force: true });
    await expect(page).toHaveURL(
      new RegExp(`/analysis/search-terms/${hearthly.id}${ORG_IN_ADDRESS}$`),
    );
    await expect(page.getByRole('region', { name: 'Wasted spend' })).toBeVisible();
  });

  test('from the ad accounts page: an account’s name, and the notice of its validation', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    const table = page.getByRole('table', { name: 'Ad accounts' });

    await table.getByRole('link', { name: hearthly.name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/analysis/search-terms/${hearthly.id}${ORG_IN_ADDRESS}$`),
    );
    await expect(page.getByRole('heading', { name: hearthly.name })).toBeVisible();
    await mainNavigation(page).getByRole('link', { name: 'Ad accounts' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);

    await table
      .getByRole('button', { name: `Validate the search terms of ${hearthly.name} now` })
      .click();
    const notice = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Checking the last 30 days of search terms of ${hearthly.name}` });
    await expect(notice).toBeVisible();
    // Once it has slid in, for the screenshot.
    await expect(notice).toHaveCSS('opacity', '1');
    await saveScreen(page, 'analysis-way-in-05-validation-notice');
    await notice.getByRole('button', { name: 'View results' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/analysis/search-terms/${hearthly.id}${ORG_IN_ADDRESS}$`),
    );
    await expect(page.getByRole('heading', { name: hearthly.name })).toBeVisible();
    // The run started from the notice ends on the page it led to.
    await expect(page.getByRole('region', { name: 'Wasted spend' })).toBeVisible({
      timeout: 90_000,
    });
  });

  test('with no account briefed, the chooser says so and leads to Ad accounts', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    await mainNavigation(page).getByRole('link', { name: 'Search term analysis' }).click();
    const empty = page.getByRole('region', { name: 'No ad account has an AI brief yet' });
    await expect(empty).toBeVisible({ timeout: 30_000 });
    await saveScreensAtBothWidths(page, 'analysis-way-in-06-select-account-empty');
    expect(await findSeriousViolations(page)).toEqual([]);
    await empty.getByRole('link', { name: 'Go to Ad accounts' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
  });
});
