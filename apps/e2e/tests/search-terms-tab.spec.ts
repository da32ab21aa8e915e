import { expect, test } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 16, item 4: the search terms tab of an account's analysis. The account is validated from
// the tab's own "Validate now"; its wasted spend heads the tab, and the terms sort, filter and
// search on the server with the view kept in the address.

test.describe('search terms tab', () => {
  test.setTimeout(150_000);

  test('validate from the tab, read the wasted spend, sort by cost, filter Exclude and search a term', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);

    // The analysis belongs to search-terms mode: switch to it first.
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    await page.goto(`/analysis/search-terms/${hearthly.id}`);
    await expect(page.getByRole('heading', { name: hearthly.name })).toBeVisible();
    await expect(page.getByText('No validation yet')).toBeVisible({ timeout: 30_000 });
    await saveScreen(page, 'search-terms-tab-01-no-run');

    await page.getByRole('button', { name: 'Validate now' }).click();
    // The run reads and classifies a month of search terms; the summary appears when it ends.
    const summary = page.getByRole('region', { name: 'Wasted spend' });
    await expect(summary).toBeVisible({ timeout: 90_000 });
    await expect(summary).toContainText('Bad impressions');
    await expect(summary).toContainText(/€[\d,.]+/);
    await expect(summary).toContainText(/of €[\d,.]+ spent in the period/);
    await expect(summary).toContainText(/of [\d,]+ search terms/);
    await expect(page.getByText(/Search terms of .+ – .+, checked /)).toBeVisible();
    const table = page.getByRole('table', { name: 'Search terms' });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await saveScreen(page, 'search-terms-tab-02-summary');

    // Costliest first by default; a click on Cost turns it to the cheapest first.
    await table.getByRole('button', { name: 'Cost', exact: true }).click();
    await expect(page).toHaveURL(/sortBy=costMicros/);
    await expect(page).toHaveURL(/sortDirection=asc/);
    await saveScreen(page, 'search-terms-tab-03-sorted-by-cost');

    await page.getByRole('combobox', { name: 'Decision' }).click();
    await page.getByRole('option', { name: 'Exclude' }).click();
    await expect(page).toHaveURL(/decision=exclude/);
    await expect(rows.first()).toContainText('Exclude');
    const decisions = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(decisions.every((decision) => decision.trim() === 'Exclude')).toBe(true);
    await saveScreen(page, 'search-terms-tab-04-exclude');

    // Search for a word of the first excluded term; every row then contains it.
    const firstTerm = (await rows.first().locator('td').first().innerText()).trim();
    const word = firstTerm.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? firstTerm;
    await page.getByRole('searchbox', { name: 'Search term contains' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
    // The previous page stays on screen while the search loads: wait for every row to match.
    await expect
      .poll(async () =>
        (await rows.locator('td:first-child').allInnerTexts()).every((term) =>
          term.toLowerCase().includes(word.toLowerCase()),
        ),
      )
      .toBe(true);
    await saveScreen(page, 'search-terms-tab-05-search');

    // Reload keeps the view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search term contains' })).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Decision' })).toContainText('Exclude');

    // Correct a decision: the brief learns it for the next validation, and the row says so.
    const firstRow = rows.first();
    const correctedTerm = (await firstRow.locator('td').first().innerText()).trim();
    await firstRow.getByRole('button', { name: /^Keep “.+” instead/ }).click();
    await expect(
      page.getByText(
        `The brief learned it: “${correctedTerm}” is kept from the next validation on.`,
      ),
    ).toBeVisible();
    await expect(firstRow).toContainText('Learned');
    await saveScreen(page, 'search-terms-tab-06-corrected');
  });
});
