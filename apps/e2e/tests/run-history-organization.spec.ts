import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_LOGINS,
  connectWithAccounts,
  findOrganizationId,
} from '../fixtures/ad-platforms';
import { openMailbox } from '../fixtures/mailbox';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 25 item 6: a pasted run-history link of another of the user's organizations switches to
// it with the notice, the list and one run alike, with or without `?org=` in the link (an old
// link has none). The agency is a member of the advertiser's organization and selects its own.
// The advertiser's run is a parameter removal on an account never tagged: it leaves every ad as
// the seed made it, so no other spec sees a change.
const { sproutstrong } = SANDBOX_ACCOUNTS;

async function readContent<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { content: T }).content;
}

/** The invitation's token, read from the link of the newest invitation mail to `address`. */
async function readInvitationToken(page: Page, address: string): Promise<string> {
  await openMailbox(page);
  const mail = page
    .getByRole('article')
    .filter({ hasText: address })
    .filter({ hasText: 'handle-invitation' })
    .first();
  const href = await mail.getByRole('link', { name: /handle-invitation/ }).getAttribute('href');
  const token =
    href === null ? null : new URL(href, 'http://utmost.invalid').searchParams.get('tkn');
  if (token === null) throw new Error(`the mail to ${address} has no invitation link`);
  return token;
}

function switchNotice(page: Page, organizationName: string) {
  return page.getByText(`Switched to ${organizationName} to open this link.`);
}

function currentOrganization(page: Page) {
  return page.getByRole('banner').locator('[data-slot="current-organization"]');
}

/** Opens the ad accounts in the agency's own organization, as the agency works day to day. */
async function openOwnOrganization(page: Page, organizationId: string, otherName: string) {
  await page.goto(`/ad-accounts?org=${organizationId}`);
  // The first load of a busy machine's built app takes a while.
  await expect(currentOrganization(page)).toBeVisible({ timeout: 30_000 });
  await expect(currentOrganization(page)).not.toContainText(otherName);
}

test('a pasted run-history link of another of my organizations switches to it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const advertiser = await openSignedInPage(browser, testInfo, 'new');
  const agency = await openSignedInPage(browser, testInfo, 'new');
  try {
    const { request, baseURL } = {
      request: advertiser.context.request,
      baseURL: advertiser.baseURL,
    };
    const advertiserOrganizationId = await findOrganizationId(request);
    const agencyOrganizationId = await findOrganizationId(agency.context.request);
    const advertiserName = (
      await readContent<{ id: string; name: string }[]>(await request.get('/api/v1/organizations'))
    ).find((organization) => organization.id === advertiserOrganizationId)!.name;
    await connectWithAccounts(request, baseURL, {
      platform: 'google',
      organizationId: advertiserOrganizationId,
      email: SANDBOX_LOGINS.ada,
      adAccountIds: [sproutstrong.id],
    });
    const [outcome] = await readContent<{ state: string; jobId: string | null }[]>(
      await request.post(
        `/api/v1/google/ads/autoUrlTemplate?organization_id=${advertiserOrganizationId}&update_api=drop_direct`,
        {
          data: { adAccounts: [`customers/${sproutstrong.id}`] },
          headers: { Origin: baseURL },
        },
      ),
    );
    const jobId = outcome?.jobId;
    expect(jobId).toBeTruthy();

    await readContent(
      await request.post(`/api/v1/users/invite-user?organization_id=${advertiserOrganizationId}`, {
        data: { email: agency.account.email, role: 'member' },
        headers: { Origin: baseURL },
      }),
    );
    const token = await readInvitationToken(agency.page, agency.account.email);
    await readContent(
      await agency.context.request.post('/api/v1/users/handle-user-invitation', {
        data: { tkn: token },
        headers: { Origin: baseURL },
      }),
    );

    // The agency works in its own organization.
    const { page } = agency;
    await openOwnOrganization(page, agencyOrganizationId, advertiserName);

    // An old link to the advertiser's run (no ?org=): switched, and still on the run.
    const runPath = `/run-history/${sproutstrong.id}/details/google`;
    await page.goto(`${runPath}?jobId=${jobId}`);
    await expect(switchNotice(page, advertiserName)).toBeVisible({ timeout: 15_000 });
    await expect(currentOrganization(page)).toContainText(advertiserName);
    await expect(page).toHaveURL(
      new RegExp(`${runPath}\\?(?=.*jobId=${jobId})(?=.*org=${advertiserOrganizationId})`),
    );
    await expect(page.getByRole('table', { name: 'Results of the run' })).toBeVisible();
    await expect(page.getByText('That run could not be found')).toHaveCount(0);
    await saveScreen(page, 'run-history-old-link-switched');

    // A link with ?org= to the account's run history, pasted while in the agency's organization.
    await openOwnOrganization(page, agencyOrganizationId, advertiserName);
    const historyPath = `/run-history/${sproutstrong.id}`;
    await page.goto(`${historyPath}?org=${advertiserOrganizationId}`);
    await expect(switchNotice(page, advertiserName)).toBeVisible({ timeout: 15_000 });
    await expect(currentOrganization(page)).toContainText(advertiserName);
    await expect(page).toHaveURL(new RegExp(`${historyPath}\\?org=${advertiserOrganizationId}$`));
    await expect(page.getByRole('table', { name: 'Run history' })).toContainText(
      'Parameter removal',
    );
    await saveScreen(page, 'run-history-link-switched');

    // And an old link to the run history itself.
    await openOwnOrganization(page, agencyOrganizationId, advertiserName);
    await page.goto(historyPath);
    await expect(switchNotice(page, advertiserName)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`${historyPath}\\?org=${advertiserOrganizationId}$`));
    await expect(page.getByRole('table', { name: 'Run history' })).toContainText(
      'Parameter removal',
    );
  } finally {
    await advertiser.context.close();
    await agency.context.close();
  }
});
