import { expect, test, type Page } from '@playwright/test';
import {
  connectWithAccounts,
  findOrganizationId,
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
} from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 15 items 4 and 5: the AI brief editor written by hand and by the magic button (the local
// provider reading the sandbox's Hearthly website), overwriting only the chosen fields, the extra
// examples' filters, and assigning a brief from the ad accounts table in search-terms mode.

const HEARTHLY_WEBSITE = 'https://www.hearthly.example';
const OWN_OVERVIEW =
  'Hearthly helps people in Ireland compare home insurance quotes from trusted insurers online.';
const COMPETITORS = ['Chill Insurance', 'Aviva Ireland', 'Allianz Ireland', 'AXA Ireland', 'FBD'];

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}\\*?$`) });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

async function addCompetitors(page: Page) {
  const input = page.getByPlaceholder('Competitor name');
  for (const name of COMPETITORS) {
    await input.fill(name);
    await input.press('Enter');
  }
}

/** Opens a new brief (search-terms mode: the briefs pages belong to it) and names the company. */
async function openNewBrief(page: Page) {
  await page.goto('/ai-briefs/edit-brief/new-brief?from=%2Fai-briefs');
  await expect(field(page, 'AI brief name')).toBeVisible({ timeout: 30_000 });
  await field(page, 'Company name').fill('Hearthly');
  await field(page, 'Website').fill(HEARTHLY_WEBSITE);
}

/** Clicks what starts generation and waits until both of its steps have answered. */
async function runGeneration(page: Page, start: () => Promise<void>) {
  const rulesAnswered = page.waitForResponse((response) =>
    response.url().includes('/suggest-brand-ai-rules'),
  );
  await start();
  await rulesAnswered;
  await expect(page.getByRole('button', { name: 'Generate with AI' })).toBeEnabled();
}

function clickGenerate(page: Page) {
  return () => page.getByRole('button', { name: 'Generate with AI' }).click();
}

test.describe('AI briefs', () => {
  test.setTimeout(120_000);

  test('create a brief by hand', async ({ browser }, testInfo) => {
    const { context, page } = await openSignedInPage(browser, testInfo, 'new');
    try {
      await page.goto('/ai-briefs');
      await expect(page).toHaveURL(/\/ai-briefs\/empty-state$/, { timeout: 30_000 });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'No AI briefs yet' })).toBeVisible();
      await saveScreen(page, 'briefs-01-empty-state');

      // The header's button is the one way to a new brief (issue 25 item 7).
      await expect(page.getByRole('link', { name: 'Create new AI brief' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Create new AI brief' }).click();
      await expect(page).toHaveURL(/\/ai-briefs\/edit-brief\/new-brief/);
      await expect(page.getByText('Nothing has changed yet.')).toBeVisible();
      await field(page, 'AI brief name').fill('Hearthly by hand');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required fields are missing')).toBeVisible();
      await expect(page.getByText('Company name is required')).toBeVisible();
      await saveScreen(page, 'briefs-02-required-fields');

      await field(page, 'Company name').fill('Hearthly');
      await field(page, 'Website').fill('www.hearthly.example');
      await field(page, 'Company overview').fill(OWN_OVERVIEW);
      await addCompetitors(page);
      await openTab(page, 'Services or products');
      await page.getByRole('button', { name: 'Add service or product' }).click();
      await field(page, 'Service or product 1').fill('Home insurance comparison');
      await field(page, 'Description of service or product 1').fill(
        'Quotes for buildings and contents cover from several insurers.',
      );
      await openTab(page, 'Rules');
      await page.getByRole('button', { name: 'Add rule' }).click();
      await field(page, 'Rule 1').fill('Exclude searches for car insurance.');
      await openTab(page, 'Overview');
      await saveScreen(page, 'briefs-03-filled-by-hand');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/ai-briefs\/edit-brief\/[0-9a-f-]{36}\?from=/, {
        timeout: 30_000,
      });
      await expect(page.getByText('AI brief “Hearthly by hand” saved.')).toBeVisible();
      await expect(field(page, 'Website')).toHaveValue('https://www.hearthly.example/');
      await saveScreen(page, 'briefs-04-saved');

      await page.getByRole('link', { name: 'Back' }).click();
      const table = page.getByRole('table', { name: 'AI briefs' });
      const row = table.getByRole('row').filter({ hasText: 'Hearthly by hand' });
      await expect(row).toContainText('https://www.hearthly.example/', { timeout: 30_000 });
      await expect(row).toContainText('Not used');
      await saveScreen(page, 'briefs-05-list');
      await row.getByRole('link', { name: 'Edit Hearthly by hand' }).click();
      await expect(field(page, 'AI brief name')).toHaveValue('Hearthly by hand', {
        timeout: 30_000,
      });
      await openTab(page, 'Rules');
      await expect(field(page, 'Rule 1')).toHaveValue('Exclude searches for car insurance.');
    } finally {
      await context.close();
    }
  });

  test('generate a brief from the sandbox website with the local provider', async ({
    browser,
  }, testInfo) => {
    const { context, page } = await openSignedInPage(browser, testInfo, 'new');
    try {
      await openNewBrief(page);
      // The second step is held back a moment, long enough to see the progress it shows.
      await page.route('**/suggest-brand-ai-rules**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await runGeneration(page, async () => {
        await clickGenerate(page)();
        await expect(page.getByText('Drafting rules and example searches…')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
        await saveScreen(page, 'briefs-06-generating');
      });

      await expect(field(page, 'Company overview')).not.toHaveValue('');
      // The local provider cannot know the competitors: the list stays for the user, and says so.
      await expect(page.getByText(/cannot find competitors from a website/)).toBeVisible();
      await saveScreen(page, 'briefs-07-generated-overview');
      await openTab(page, 'Services or products');
      await expect(field(page, 'Service or product 1')).not.toHaveValue('');
      await saveScreen(page, 'briefs-08-generated-products');
      await openTab(page, 'Rules');
      await expect(field(page, 'Rule 1')).not.toHaveValue('');
      await saveScreen(page, 'briefs-09-generated-rules');
      await openTab(page, 'Extra examples');
      const examples = page.getByRole('table', { name: 'Extra examples' });
      await expect(examples.getByRole('row').nth(1)).toContainText('AI Assistant');
      await saveScreen(page, 'briefs-10-generated-examples');

      await openTab(page, 'Overview');
      await field(page, 'AI brief name').fill('Hearthly generated');
      await addCompetitors(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('AI brief “Hearthly generated” saved.')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page).toHaveURL(/\/ai-briefs\/edit-brief\/[0-9a-f-]{36}/);
    } finally {
      await context.close();
    }
  });

  test('overwrite only the chosen fields', async ({ browser }, testInfo) => {
    const { context, page } = await openSignedInPage(browser, testInfo, 'new');
    try {
      await openNewBrief(page);
      await field(page, 'Company overview').fill(OWN_OVERVIEW);
      await openTab(page, 'Services or products');
      await page.getByRole('button', { name: 'Add service or product' }).click();
      await field(page, 'Service or product 1').fill('Written by hand');
      await openTab(page, 'Overview');
      await clickGenerate(page)();

      const dialog = page.getByRole('dialog', { name: 'Overwrite what you have written?' });
      await expect(dialog.getByRole('checkbox')).toHaveCount(2);
      await expect(dialog.getByLabel('Brand description')).not.toBeChecked();
      await dialog.getByLabel('Products').check();
      await saveScreen(page, 'briefs-11-overwrite-choice');
      await runGeneration(page, () => dialog.getByRole('button', { name: 'Generate' }).click());

      await expect(field(page, 'Company overview')).toHaveValue(OWN_OVERVIEW);
      await openTab(page, 'Services or products');
      await expect(field(page, 'Service or product 1')).not.toHaveValue('Written by hand');
      await expect(field(page, 'Service or product 1')).not.toHaveValue('');
      await saveScreen(page, 'briefs-12-overwritten-products');
      await openTab(page, 'Overview');
      await saveScreen(page, 'briefs-13-kept-overview');
    } finally {
      await context.close();
    }
  });

  test('filter the extra examples', async ({ browser }, testInfo) => {
    const { context, page } = await openSignedInPage(browser, testInfo, 'new');
    try {
      await openNewBrief(page);
      await runGeneration(page, clickGenerate(page));
      await openTab(page, 'Extra examples');
      await page.getByLabel('Search term', { exact: true }).fill('hearthly login help');
      await page.getByRole('button', { name: 'Add example' }).click();
      const rows = page.getByRole('table', { name: 'Extra examples' }).getByRole('row');
      const total = (await rows.count()) - 1;
      expect(total).toBeGreaterThan(1);

      const filters = page.getByRole('group', { name: 'Filter the examples' });
      await filters.getByRole('combobox', { name: 'Source' }).click();
      await page.getByRole('option', { name: 'User' }).click();
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('hearthly login help');
      await saveScreen(page, 'briefs-14-filter-source-user');

      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await filters.getByRole('combobox', { name: 'Exclude' }).click();
      await page.getByRole('option', { name: 'No' }).click();
      for (const row of await rows.all()) {
        if ((await row.getByRole('switch').count()) === 0) continue;
        await expect(row.getByRole('switch', { name: /^Exclude/ })).not.toBeChecked();
      }
      await saveScreen(page, 'briefs-15-filter-exclude-no');
      await filters.getByLabel('Search term contains').fill('zzz-no-such-term');
      await expect(page.getByText('No examples match the filters.')).toBeVisible();
      await saveScreen(page, 'briefs-16-filter-no-match');
    } finally {
      await context.close();
    }
  });

  test('assign a brief to an ad account in search-terms mode', async ({ browser }, testInfo) => {
    const { context, page, baseURL } = await openSignedInPage(browser, testInfo, 'new');
    try {
      const organizationId = await findOrganizationId(context.request);
      const { hearthly } = SANDBOX_ACCOUNTS;
      await connectWithAccounts(context.request, baseURL, {
        platform: 'google',
        organizationId,
        email: SANDBOX_LOGINS.ada,
        adAccountIds: [hearthly.id],
      });
      const created = await context.request.post(
        `/api/v1/searchTerms/brands?organization_id=${organizationId}`,
        {
          headers: { Origin: baseURL },
          data: {
            briefName: 'Hearthly home insurance',
            name: 'Hearthly',
            website: HEARTHLY_WEBSITE,
            shortDescription: OWN_OVERVIEW,
            competitorsList: COMPETITORS,
            products: [{ name: 'Home insurance comparison', description: '' }],
          },
        },
      );
      expect(created.status()).toBe(201);

      await page.goto('/ad-accounts?searchTerms=true');
      const table = page.getByRole('table', { name: 'Ad accounts' });
      const row = table.getByRole('row').filter({ hasText: hearthly.name });
      const selector = row.getByRole('combobox', { name: `AI rules of ${hearthly.name}` });
      await expect(selector).toBeEnabled({ timeout: 30_000 });
      await expect(row).toContainText('Needs an AI brief');
      await saveScreen(page, 'briefs-17-ad-accounts-before');
      await selector.click();
      await page.getByRole('option', { name: 'Hearthly home insurance' }).click();
      await expect(
        page.getByText(`AI brief “Hearthly home insurance” assigned to ${hearthly.name}.`),
      ).toBeVisible();
      await expect(selector).toContainText('Hearthly home insurance');
      await expect(row).not.toContainText('Needs an AI brief');
      await saveScreen(page, 'briefs-18-ad-accounts-assigned');

      await page.goto('/ai-briefs');
      const briefRow = page
        .getByRole('table', { name: 'AI briefs' })
        .getByRole('row')
        .filter({ hasText: 'Hearthly home insurance' });
      await expect(briefRow).toContainText(hearthly.name, { timeout: 30_000 });
      await saveScreen(page, 'briefs-19-list-in-use');
    } finally {
      await context.close();
    }
  });
});
