import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 12: the run details say what each Google ad kept from above it. Sproutstrong's ads inherit
// the account's final URL suffix (…&ss_ref=sem&gclsrc=aw.ds), and its Brand campaign puts a click
// tracker in front of every landing page. The run is started through the API (the run itself is
// runs.spec.ts's subject); the file ends with a drop, so the sandbox's ads are as the seed made them.
const { sproutstrong } = SANDBOX_ACCOUNTS;
const RESOURCE_NAME = `customers/${sproutstrong.id}`;

async function readContent<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { content: T }).content;
}

/** Runs the account's template (or drops it) and answers the finished run's id. */
async function runAccount(
  request: APIRequestContext,
  baseURL: string,
  organizationId: string,
  updateApi: 'direct' | 'drop_direct',
): Promise<string> {
  const [outcome] = await readContent<{ state: string; jobId: string | null }[]>(
    await request.post(
      `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&update_api=${updateApi}`,
      { data: { adAccounts: [RESOURCE_NAME] }, headers: { Origin: baseURL } },
    ),
  );
  expect(outcome?.state).toBe('completed');
  return outcome!.jobId!;
}

test('the Google run details show the suffix and click tracker each ad kept', async ({
  browser,
}, testInfo) => {
  const { context, page, baseURL } = await openSignedInPage(browser, testInfo, 'new');
  const { request } = context;
  try {
    const organizationId = await findOrganizationId(request);
    await connectWithAccounts(request, baseURL, {
      platform: 'google',
      organizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [sproutstrong.id],
    });
    const template = await readContent<{ id: string }>(
      await request.post(`/api/v1/google/urlTemplate?organization_id=${organizationId}`, {
        data: {
          name: 'Search — spring sale',
          platformType: 'google',
          urlTemplate: {
            utm_source: { value: 'google', isDynamic: false },
            utm_medium: { value: 'cpc', isDynamic: false },
            utm_campaign: { value: 'spring_sale', isDynamic: false },
          },
        },
        headers: { Origin: baseURL },
      }),
    );
    await readContent(
      await request.put(`/api/v1/google/ads/accounts?organization_id=${organizationId}`, {
        data: {
          platform: 'google',
          organization_id: organizationId,
          resourceNames: [RESOURCE_NAME],
          changes: { urlTemplateId: template.id },
        },
        headers: { Origin: baseURL },
      }),
    );
    const jobId = await runAccount(request, baseURL, organizationId, 'direct');

    await page.goto(`/run-history/${sproutstrong.id}/details/google?jobId=${jobId}`);
    const table = page.getByRole('table', { name: 'Results of the run' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Vegan Protein - Generic' }).first(),
    ).toBeVisible();
    // Campaigns A to Z, so Brand's rows (with the click tracker) come first in the screenshot.
    await page.getByRole('button', { name: 'Campaign', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: /Campaign/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const brandRow = table.getByRole('row').filter({ hasText: 'Brand' }).first();
    await expect(brandRow).toContainText('Updated');
    const brandNote = brandRow.getByTestId('run-result-inherited');
    await expect(brandNote).toContainText('Kept from the account: final URL suffix');
    await expect(brandNote).toContainText('ss_ref=sem&gclsrc=aw.ds');
    await expect(brandNote).toContainText('Campaign tracking template still applies:');
    await expect(brandNote).toContainText('https://clicks.sproutstrong-analytics.example/c?');
    // Outside Brand only the account's suffix is inherited.
    const genericNote = table
      .getByRole('row')
      .filter({ hasText: 'Vegan Protein - Generic' })
      .first()
      .getByTestId('run-result-inherited');
    await expect(genericNote).toContainText('Kept from the account: final URL suffix');
    await expect(genericNote).not.toContainText('tracking template');
    await saveScreen(page, 'runs-google-inherited-details');

    await runAccount(request, baseURL, organizationId, 'drop_direct');
  } finally {
    await context.close();
  }
});
