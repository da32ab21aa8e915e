import { expect, test } from '@playwright/test';
import { SANDBOX_LOGINS, connectThroughPopup, findOrganizationId } from '../fixtures/ad-platforms';
import { logInAs, registerAccount, saveScreen } from '../fixtures/session';

// An agency's Google login reaches 300 usable clients under nested managers (the sandbox's
// "Meridian (MCC)" with five sub-managers; cancelled, suspended and closed clients are left out).
// Choose-account names each by its path, pages the list, searches it and narrows it to one manager.

const TOP = 'Meridian (MCC)';
const SEP = ' › ';

test('choose-account searches and filters a nested manager hierarchy', async ({
  page,
  context,
  baseURL,
}) => {
  // Listing 300 accounts walks six managers at the sandbox; the shared machine is slow.
  test.setTimeout(120_000);
  const { account } = await registerAccount(context.request, baseURL!);
  await logInAs(context, baseURL!, account);
  await findOrganizationId(context.request);
  await page.goto('/ad-accounts/connect/google');
  await connectThroughPopup(
    page,
    () => page.getByRole('button', { name: 'Connect Google Ads' }).click(),
    { identity: SANDBOX_LOGINS.barbara },
  );
  await expect(page).toHaveURL(/\/ad-accounts\/choose-account$/);

  const choices = page.getByRole('table', { name: `Ad accounts of ${SANDBOX_LOGINS.barbara}` });
  const rows = choices.getByRole('row').filter({ hasText: 'ID: ' });
  // The first listing reads the whole hierarchy live from the platform.
  await expect(page.getByRole('status').filter({ hasText: '300 ad accounts' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  // A client directly under the top manager, and one under a sub-manager, each with its path.
  await expect(rows.filter({ hasText: `${TOP}${SEP}Zandria 001` })).toHaveCount(1);
  await expect(
    choices.getByRole('checkbox', { name: `Select ${TOP}${SEP}Avora (MCC)${SEP}Zanvex 011` }),
  ).toBeVisible();

  // Search by a sub-manager's name finds its 58 clients, over two pages.
  const search = page.getByRole('searchbox', { name: 'Search ad accounts' });
  await search.fill('Belcor');
  await expect(page.getByRole('status').filter({ hasText: '58 ad accounts' })).toBeVisible();
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rows).toHaveCount(8);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(`Belcor (MCC)${SEP}`);

  // A cancelled client is not offered.
  await search.fill('Zandria 301');
  await expect(page.getByText('No ad account matches “Zandria 301”.')).toBeVisible();
  await search.fill('');

  // Narrow to one sub-manager with the keyboard only.
  const managerFilter = page.getByRole('combobox', { name: 'Manager account' });
  await managerFilter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'All manager accounts' })).toBeFocused();
  // Arrow down to the third sub-manager; each press waits for the focus to move, as a reader would.
  const cyrene = page.getByRole('option', { name: `${TOP}${SEP}Cyrene (MCC) (58 accounts)` });
  for (let step = 0; step < 8; step += 1) {
    if (await cyrene.evaluate((option) => option === document.activeElement)) break;
    const before = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .not.toBe(before);
  }
  await expect(cyrene).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(managerFilter).toContainText('Cyrene (MCC)');
  await expect(page.getByRole('status').filter({ hasText: '58 ad accounts' })).toBeVisible();
  await search.fill('Nox');
  const noxRows = rows.filter({ hasText: 'Nox' });
  const count = await noxRows.count();
  expect(count).toBeGreaterThan(0);
  await expect(rows).toHaveCount(count);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(`Cyrene (MCC)${SEP}Nox`);

  // Pick every match of that manager at once.
  await page.getByRole('button', { name: `Select all ${count} matching accounts` }).click();
  await expect(page.getByRole('button', { name: `Add ${count} accounts` })).toBeVisible();
  await saveScreen(page, 'choose-account-hierarchy-01-filtered');
});
