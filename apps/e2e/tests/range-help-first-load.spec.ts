import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logIn, openSignedInPage, saveScreen } from '../fixtures/session';
import { seedTaggingOrganization, type TaggingData } from '../fixtures/tagging-data';

/**
 * Issue 13: the run history's custom range picked on a calendar, the Help dialog's contacts, and
 * the shell's skeleton on a slow first load.
 */

/** The user's calendar day as YYYY-MM-DD, as the filter puts it in the address. */
function formatDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** axe's serious and critical findings on the page as it is (WCAG 2.1 AA). */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

test.describe.serial('the run history custom range', () => {
  let context: BrowserContext;
  let data: TaggingData;

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const signedIn = await openSignedInPage(browser, testInfo, 'new');
    context = signedIn.context;
    data = await seedTaggingOrganization(context.request, signedIn.baseURL);
  });

  test.afterAll(async () => {
    await data?.undo();
    await context?.close();
  });

  test('is picked on two months of a calendar and asked for once applied', async () => {
    const page = await context.newPage();
    await page.goto('/run-history');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await expect(page.getByText('Choose the first and the last day of the range.')).toBeVisible();

    await page.getByRole('button', { name: /^Dates/ }).click();
    const panel = page.getByRole('dialog', { name: 'Choose the days of the range' });
    await expect(panel.getByRole('grid')).toHaveCount(2);
    // From the first of this month to today, the day the seeded runs happened.
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth(), 1);
    const thisMonth = panel.getByRole('grid').nth(1);
    await thisMonth.locator(`button[data-day="${formatDay(first)}"]`).click();
    await thisMonth.locator(`button[data-day="${formatDay(today)}"]`).click();
    await saveScreen(page, 'run-history-date-range-picker');
    await expect(panel).toHaveCSS('opacity', '1');
    expect(await findSeriousViolations(page)).toEqual([]);
    const request = page.waitForRequest(
      (sent) =>
        sent.url().includes('/api/v1/run-history?') &&
        sent.url().includes(`from=${formatDay(first)}`) &&
        sent.url().includes(`to=${formatDay(today)}`),
    );
    await panel.getByRole('button', { name: 'Apply' }).click();
    await request;
    await expect(page).toHaveURL(new RegExp(`from=${formatDay(first)}&to=${formatDay(today)}`));
    const trigger = page.getByRole('button', { name: /^Dates \d+ \w+/ });
    await expect(trigger).toContainText(String(today.getFullYear()));
    await expect(
      page.getByRole('table', { name: 'Run history' }).getByRole('row').nth(1),
    ).toBeVisible();
    await saveScreen(page, 'run-history-custom-range');
    await page.close();
  });
});

test('Help links the served API reference and says a loopback server has no support address', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL!);
  await page.goto('/ad-accounts');
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog.getByRole('heading', { name: 'Get started with UTM tagging' })).toBeVisible();
  const reference = dialog.getByRole('link', { name: 'Open the API reference' });
  await expect(reference).toHaveAttribute('href', `${baseURL!}/api/docs`);
  // A loopback server has no support address of its own (none is made up from 127.0.0.1).
  await expect(
    dialog.getByText(
      'This Utmost server has no support address set up: ask the person who runs it for help.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^support@/ })).toHaveCount(0);
  await saveScreen(page, 'help-dialog-content');
  const docs = await page.request.get(`${baseURL!}/api/docs`);
  expect(docs.status()).toBe(200);
});

test('a slow first load shows the shell’s skeleton, then the page', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL!);
  // The session's organizations answer late, as on a slow network: held until the skeleton has
  // been seen, rather than for a fixed 3 s the test would always wait out.
  let answerOrganizations!: () => void;
  const organizationsMayAnswer = new Promise<void>((resolve) => {
    answerOrganizations = resolve;
  });
  await page.route('**/api/v1/organizations?*', async (route) => {
    await organizationsMayAnswer;
    await route.continue();
  });
  await page.goto('/ad-accounts');
  const skeleton = page.locator('[aria-busy="true"]');
  await expect(skeleton).toBeVisible({ timeout: 2500 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
  await saveScreen(page, 'app-shell-skeleton');
  answerOrganizations();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(skeleton).toHaveCount(0);
});
