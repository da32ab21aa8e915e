import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 28 item 1: from the sidebar to an account's analysis without typing an address, the
// N-grams tab with its chart of excluded against kept cost and its table; a gram opens its terms;
// the grams download as a plain CSV (issue 28 item 4) whose header is checked.

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('the N-grams tab', () => {
  test.setTimeout(180_000);

  test('from the sidebar to the grams of a validation, their terms and their CSV', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    await mainNavigation(page).getByRole('link', { name: 'Search term analysis' }).click();
    await page
      .getByRole('list', { name: 'Ad accounts with an AI brief' })
      .getByRole('link', { name: hearthly.name })
      .click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: hearthly.name })).toBeVisible();
    await page.getByRole('button', { name: 'Validate now' }).click();
    await expect(page.getByRole('region', { name: 'Wasted spend' })).toBeVisible({
      timeout: 90_000,
    });

    const tabs = page.getByRole('navigation', { name: 'Views of the analysis' });
    await tabs.getByRole('link', { name: 'N-grams' }).click();
    await expect(page).toHaveURL(new RegExp(`/analysis/n-grams/${hearthly.id}`));
    await expect(tabs.getByRole('link', { name: 'N-grams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const chart = page.getByRole('figure', { name: /costliest n-gram/ });
    await expect(chart).toBeVisible({ timeout: 30_000 });
    await expect(chart.getByRole('listitem').first()).toContainText(/excluded · .* kept/);
    const table = page.getByRole('table', { name: "N-grams of the run's search terms" });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await saveScreen(page, 'ngrams-01-tab-1440');

    // The costliest gram opens its terms.
    const firstGram = table.getByRole('button', { expanded: false }).first();
    const gramName = (await firstGram.textContent())!.trim();
    await firstGram.click();
    const terms = page.getByRole('list', { name: `Search terms with "${gramName}"` });
    await expect(terms.getByRole('listitem').first()).toBeVisible();
    await saveScreen(page, 'ngrams-02-gram-terms-1440');

    // Two-word grams, then the download of what the filter keeps.
    await page.getByRole('radio', { name: '2 words' }).click();
    await expect(table.getByRole('button', { expanded: false }).first()).toContainText(' ');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`ngrams-${hearthly.id}-2-word.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, firstRow] = csv.split('\r\n');
    expect(header).toBe(
      'Gram,Words,Also written,Terms,Excluded terms,Impressions,Clicks,Cost,Conversions,CTR,Cost per conversion,Conversion rate,Excluded cost,Excluded share of cost',
    );
    expect(firstRow).toMatch(/^[^,]+ [^,]+,2,/);
  });
});
