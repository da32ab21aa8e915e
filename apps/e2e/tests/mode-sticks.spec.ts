import { expect, test, type Page } from '@playwright/test';
import { logIn, saveScreen } from '../fixtures/session';

// Issue 13 item 2: the Tagging / Search terms choice survives a reload, a pasted link and a new
// tab; a redirect caused by the mode says why.

function modeButton(page: Page, name: 'Tagging' | 'Search terms') {
  return page.getByRole('group', { name: 'Mode' }).getByRole('button', { name });
}

async function expectMode(page: Page, name: 'Tagging' | 'Search terms') {
  await expect(modeButton(page, name)).toHaveAttribute('aria-pressed', 'true');
}

test.describe('modes that stick', () => {
  test('a reload on a search-terms page stays there, in search-terms mode', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await expectMode(page, 'Tagging');
    await modeButton(page, 'Search terms').click();
    await expectMode(page, 'Search terms');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search term analysis' })
      .click();
    await expect(page).toHaveURL(/\/analysis\/select-account$/);

    await page.reload();
    await expect(page).toHaveURL(/\/analysis\/select-account$/);
    await expectMode(page, 'Search terms');
    // Issue 25 item 7: in search-terms mode the header button makes a brief (for Google), never
    // a tracking template.
    await expect(page.getByRole('button', { name: 'Brief', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Templates', exact: true })).toHaveCount(0);
    await saveScreen(page, 'mode-01-reload-analysis');

    // A page both modes share remembers the last choice across a reload.
    await page.goto('/ad-accounts');
    await expectMode(page, 'Search terms');
    await page.reload();
    await expectMode(page, 'Search terms');
  });

  test('a pasted link opens in the mode of its page, in a new tab too', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/ad-accounts');
    await expectMode(page, 'Tagging');

    const pasted = await context.newPage();
    await pasted.goto('/ai-briefs');
    await expect(pasted).toHaveURL(/\/ai-briefs$/);
    await expectMode(pasted, 'Search terms');
    await expect(pasted.getByRole('button', { name: 'Create new AI brief' })).toBeVisible();
    await saveScreen(pasted, 'mode-02-pasted-briefs-link');

    // The link's mode is now the last choice: a new tab on home opens in it.
    const another = await context.newPage();
    await another.goto('/ad-accounts');
    await expectMode(another, 'Search terms');

    // And a pasted link to a tagging page opens in tagging, whatever was remembered.
    await another.goto('/run-history');
    await expect(another).toHaveURL(/\/run-history$/);
    await expectMode(another, 'Tagging');
    await saveScreen(another, 'mode-03-pasted-run-history-link');
  });

  test('going Back to a page of the other mode redirects home and says why', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/run-history');
    await expectMode(page, 'Tagging');
    await modeButton(page, 'Search terms').click();
    await expect(page).toHaveURL(/\/ad-accounts$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expectMode(page, 'Search terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Ad accounts' })).toBeVisible();
    await expect(
      page.getByText(
        '“Run history” is a Tagging page. You’re in Search terms mode, so we took you to Ad accounts. To open it, switch to Tagging at the top of the page.',
      ),
    ).toBeVisible();
    await saveScreen(page, 'mode-04-redirect-notice');
  });

  test('the header button creates what it says: a new tracking template from Templates', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/my-profile');
    await expectMode(page, 'Tagging');
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    await expect(page).toHaveURL(/\/url-templates\/edit-template\/google\/default(\?org=[\w-]+)?$/);
    // The previous page stays on screen until the editor's code and data have arrived.
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toHaveCount(0);
    await saveScreen(page, 'mode-05-templates-creates');
  });
});
