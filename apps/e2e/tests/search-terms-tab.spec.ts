import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  connectWithAccounts,
  findOrganizationId,
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
} from '../fixtures/ad-platforms';
import { logInAs, registerAccount, saveScreen } from '../fixtures/session';

// Issue 16, item 4: the search terms tab of an account's analysis. The account is validated from
// the tab's own "Validate now"; its wasted spend heads the tab, and the terms sort, filter and
// search on the server with the view kept in the address.

function modeButton(page: Page, name: 'Tagging' | 'Search terms') {
  return page.getByRole('group', { name: 'Mode' }).getByRole('button', { name });
}

// Copied from search-term-validation.spec.ts: a brief with its rules, assigned to the account.
async function createAssignedBrief(
  request: APIRequestContext,
  baseURL: string,
  organizationId: string,
  resourceName: string,
): Promise<void> {
  const headers = { Origin: baseURL };
  const brief = await request.post(`/api/v1/searchTerms/brands?organization_id=${organizationId}`, {
    headers,
    data: {
      briefName: 'Home insurance Ireland',
      name: 'Hearthly',
      website: 'https://www.hearthly.example',
      shortDescription:
        'Hearthly is a home insurance comparison website for the Republic of Ireland: one form, quotes from many Irish insurers, bought online or by phone.',
      competitorsList: ['QuoteWise', 'InsureSaver', 'PriceLeap', 'CoverCheck', 'Emerald Mutual'],
      products: [
        { name: 'Home insurance comparison', description: 'Buildings and contents quotes.' },
        { name: 'Landlord insurance', description: 'Cover for rented-out homes in Ireland.' },
      ],
    },
  });
  expect(brief.status(), await brief.text()).toBe(201);
  const { id } = ((await brief.json()) as { content: { id: string } }).content;
  const rules = await request.post(
    `/api/v1/searchTerms/ai-rules?organization_id=${organizationId}`,
    {
      headers,
      data: {
        brandId: id,
        general_rules: [
          { description: 'Republic of Ireland only; exclude the UK, including Northern Ireland.' },
        ],
        search_terms: [],
      },
    },
  );
  expect(rules.status(), await rules.text()).toBe(201);
  const assigned = await request.put(
    `/api/v1/google/ads/accounts?organization_id=${organizationId}`,
    {
      headers,
      data: {
        platform: 'google',
        organization_id: organizationId,
        resourceNames: [resourceName],
        changes: { brandId: id },
      },
    },
  );
  expect(assigned.status(), await assigned.text()).toBe(200);
}

test.describe('search terms tab', () => {
  test.setTimeout(150_000);

  test('validate from the tab, read the wasted spend, sort by cost, filter Exclude and search a term', async ({
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
    await createAssignedBrief(
      context.request,
      baseURL!,
      organizationId,
      `customers/${hearthly.id}`,
    );

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
