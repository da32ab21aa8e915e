import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  connectWithAccounts,
  findOrganizationId,
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
} from '../fixtures/ad-platforms';
import { logInAs, registerAccount, saveScreen } from '../fixtures/session';

// Issue 16 (first step): a Google account with an AI brief is validated from the ad accounts
// table in search-terms mode; when the run ends, its last validation and bad impressions show;
// daily validation is then switched on.

function modeButton(page: Page, name: 'Tagging' | 'Search terms') {
  return page.getByRole('group', { name: 'Mode' }).getByRole('button', { name });
}

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

test.describe('search-term validation', () => {
  test.setTimeout(120_000);

  test('validate an account now, read its last validation and bad impressions, switch daily validation on', async ({
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
    // The run reads and classifies a month of search terms; bad impressions appear when it ends.
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
