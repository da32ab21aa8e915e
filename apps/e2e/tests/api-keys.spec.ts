import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  buildAccount,
  logInAs,
  logInThroughApi,
  registerAccount,
  saveScreen,
} from '../fixtures/session';

/** The first organization of the account logged in on this request context. */
async function findOwnOrganizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/organizations');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: { id: string }[] };
  const organization = body.content[0];
  if (organization === undefined) throw new Error('the account has no organization');
  return organization.id;
}

/** What an integrator's script does: a plain HTTP call with the key, no cookies. */
function listMembersWithKey(baseURL: string, organizationId: string, secret: string) {
  return fetch(`${baseURL}/api/v1/organizations/${organizationId}/members`, {
    headers: { Authorization: `Bearer ${secret}`, Accept: 'application/json' },
  });
}

test.describe('API keys', () => {
  test('an owner creates a key, a script uses it on its own organization only, and revoking it ends that', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const owner = await registerAccount(
      context.request,
      baseURL!,
      buildAccount({ firstName: 'Kira', lastName: 'Keys' }),
    );
    await logInAs(context, baseURL!, owner.account);
    const organizationId = await findOwnOrganizationId(context.request);
    // Another company, with its own owner: the key must not reach it.
    const stranger = await registerAccount(request, baseURL!);
    await logInThroughApi(request, baseURL!, stranger.account);
    const otherOrganizationId = await findOwnOrganizationId(request);

    await page.goto('/organization/details');
    const section = page.getByRole('region', { name: 'API keys' });
    await expect(section.getByText(/No API keys yet/)).toBeVisible();
    await section.getByRole('button', { name: 'Create API key' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create an API key' });
    await createDialog.getByRole('button', { name: 'Create key' }).click();
    await expect(createDialog.getByText('Field is required')).toHaveCount(2);
    await createDialog.getByLabel(/^Key name\*?$/).fill('Members export');
    await createDialog.getByLabel(/^Role\*?$/).click();
    await page.getByRole('option', { name: 'Member' }).click();
    await saveScreen(page, 'api-keys-create-dialog');
    await createDialog.getByRole('button', { name: 'Create key' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(secretDialog.getByText(/It will not be shown again/)).toBeVisible();
    const secret = await secretDialog.getByLabel('API key secret').inputValue();
    expect(secret).toMatch(/^utm_\S{20,}$/);
    await saveScreen(page, 'api-keys-secret-shown-once');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toHaveCount(0);

    // Listed by its prefix only; after a reload the secret is nowhere on the page.
    const row = section.getByRole('row').filter({ hasText: 'Members export' });
    // The API keeps the first 12 characters ("utm_" and 8 more) to recognise a key by.
    await expect(row.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    // The key names who made it: it never acts above them and ends when they leave.
    await expect(row.getByText('Kira Keys')).toBeVisible();
    await expect(row.getByText(owner.account.email)).toBeVisible();
    await saveScreen(page, 'api-keys-created-by');

    const ownMembers = await listMembersWithKey(baseURL!, organizationId, secret);
    expect(ownMembers.status).toBe(200);
    const members = (await ownMembers.json()) as { content: { members: { email: string }[] } };
    expect(JSON.stringify(members.content)).toContain(owner.account.email);
    const foreignMembers = await listMembersWithKey(baseURL!, otherOrganizationId, secret);
    expect([403, 404]).toContain(foreignMembers.status);
    expect(await foreignMembers.text()).not.toContain(stranger.account.email);

    await page.reload();
    await expect(row).toBeVisible();
    await expect(row.getByText('Never')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    await saveScreen(page, 'api-keys-list-after-use');

    await row.getByRole('button', { name: 'Revoke Members export' }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke API key?' });
    await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key Members export revoked')).toBeVisible();
    await expect(section.getByText(/No API keys yet/)).toBeVisible();
    await saveScreen(page, 'api-keys-revoked');

    const afterRevoke = await listMembersWithKey(baseURL!, organizationId, secret);
    expect(afterRevoke.status).toBe(401);
  });
});
