import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { installKeyHeaders } from '../fixtures/mailbox';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 30. Keyword-level tracking: Cobol Coffee's Espresso ad group has an enabled keyword with
// its own final URL suffix, which wins over the ad's for its clicks, so its ads are partially
// updated with the keyword named. The daily limit: the sandbox answers the run's mutate with
// Google's daily quota error (its control route, behind the install key), so the run waits for
// the next day. Runs start through the API (runs.spec.ts covers starting them from the page); the
// keyword test ends with a drop, so the sandbox's ads are as the seed made them.
const { cobolCoffee, graceConsulting } = SANDBOX_ACCOUNTS;

// Each test connects a login, runs an account and loads a page: on a busy shared machine that
// takes longer than the default 30 s, and the first page load alone can take over 5 s.
test.describe.configure({ timeout: 120_000 });
const PAGE_LOAD = { timeout: 30_000 };

async function readContent<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { content: T }).content;
}

/** Connects Grace, adds the account and assigns it a new template. */
async function prepareAccount(
  request: APIRequestContext,
  baseURL: string,
  organizationId: string,
  accountId: string,
): Promise<void> {
  await connectWithAccounts(request, baseURL, {
    platform: 'google',
    organizationId,
    email: SANDBOX_LOGINS.grace,
    adAccountIds: [accountId],
  });
  const template = await readContent<{ id: string }>(
    await request.post(`/api/v1/google/urlTemplate?organization_id=${organizationId}`, {
      data: {
        name: 'Search — house blend',
        platformType: 'google',
        urlTemplate: {
          utm_source: { value: 'google', isDynamic: false },
          utm_medium: { value: 'cpc', isDynamic: false },
          utm_campaign: { value: 'house_blend', isDynamic: false },
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
        resourceNames: [`customers/${accountId}`],
        changes: { urlTemplateId: template.id },
      },
      headers: { Origin: baseURL },
    }),
  );
}

async function runAccount(
  request: APIRequestContext,
  baseURL: string,
  organizationId: string,
  accountId: string,
  updateApi: 'direct' | 'drop_direct',
): Promise<{ state: string; jobId: string }> {
  const [outcome] = await readContent<{ state: string; jobId: string | null }[]>(
    await request.post(
      `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&update_api=${updateApi}`,
      { data: { adAccounts: [`customers/${accountId}`] }, headers: { Origin: baseURL } },
    ),
  );
  return { state: outcome!.state, jobId: outcome!.jobId! };
}

test('the run details name the keywords whose own suffix wins over the ad’s', async ({
  browser,
}, testInfo) => {
  const { context, page, baseURL } = await openSignedInPage(browser, testInfo, 'new');
  const { request } = context;
  try {
    const organizationId = await findOrganizationId(request);
    await prepareAccount(request, baseURL, organizationId, cobolCoffee.id);
    const run = await runAccount(request, baseURL, organizationId, cobolCoffee.id, 'direct');
    expect(run.state).toBe('completed');

    await page.goto(`/run-history/${cobolCoffee.id}/details/google?jobId=${run.jobId}`);
    const table = page.getByRole('table', { name: 'Results of the run' });
    const espressoRows = table.getByRole('row').filter({ hasText: 'Espresso' });
    // The first page of results loads after the run's summary; a busy machine takes its time.
    await expect(espressoRows.first()).toBeVisible(PAGE_LOAD);
    await expect(espressoRows).toHaveCount(2);
    for (const row of await espressoRows.all()) {
      await expect(row).toContainText('Partially tagged');
      await expect(row).toContainText(
        'clicks through these keywords get their own tracking instead: [espresso beans] (final URL suffix)',
      );
    }
    await expect(table.getByRole('row').filter({ hasText: '41000000503' })).toContainText(
      'Updated',
    );
    // Google's partially-tagged tile appears for such a run, with its count.
    await expect(page.getByRole('radio', { name: /Partially tagged/ })).toContainText('2');
    await saveScreen(page, 'runs-google-keyword-overrides');

    expect(
      (await runAccount(request, baseURL, organizationId, cobolCoffee.id, 'drop_direct')).state,
    ).toBe('completed');
  } finally {
    await context.close();
  }
});

test('a run that meets Google’s daily limit waits, and its details say until when', async ({
  browser,
}, testInfo) => {
  const { context, page, baseURL } = await openSignedInPage(browser, testInfo, 'new');
  const { request } = context;
  try {
    const organizationId = await findOrganizationId(request);
    await prepareAccount(request, baseURL, organizationId, graceConsulting.id);
    const armed = await request.post('/sandbox/_control/faults', {
      data: { provider: 'google', endpoint: 'google-ads:mutate', kind: 'daily_quota', times: 1 },
      // The control routes answer the install key only, and no foreign origin.
      headers: { Origin: baseURL, ...(await installKeyHeaders()) },
    });
    expect(armed.status(), await armed.text()).toBe(201);
    const run = await runAccount(request, baseURL, organizationId, graceConsulting.id, 'direct');
    expect(run.state).toBe('waiting');

    await page.goto(`/run-history/${graceConsulting.id}/details/google?jobId=${run.jobId}`);
    const waiting = page.getByTestId('run-waiting-daily-limit');
    await expect(waiting).toBeVisible(PAGE_LOAD);
    await expect(waiting).toContainText(/Waiting|resumes|until/i);
    await saveScreen(page, 'runs-google-daily-limit-waiting');
  } finally {
    await context.close();
  }
});
