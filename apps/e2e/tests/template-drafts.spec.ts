import { expect, test, type Page } from '@playwright/test';
import { readDemoLogin } from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 13: unpublished changes to a template. In the demo organization's "Google search UTMs":
// the HubSpot preset asks before replacing its parameters (Cancel keeps them); leaving the editor
// with changes asks first (Stay keeps you there, Leave goes), and so does reloading the tab; the
// list then marks the template as having unpublished changes. Nothing is published: the draft
// lives in this browser only, and is discarded at the end so the list is as it was.
const TEMPLATE_NAME = 'Google search UTMs';

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function templatesTable(page: Page) {
  return page.getByRole('table', { name: 'Tracking templates' });
}

function templateRow(page: Page) {
  return templatesTable(page).getByRole('row').filter({ hasText: TEMPLATE_NAME });
}

function sourceField(page: Page) {
  return page.getByRole('textbox', { name: 'Value of utm_source', exact: true });
}

test('unpublished changes: the preset and leaving ask first, the list marks the draft', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { context, page } = await openSignedInPage(browser, testInfo, await readDemoLogin());
  try {
    await page.goto('/url-templates');
    await expect(templateRow(page).getByText('Unpublished changes')).toHaveCount(0);
    await templatesTable(page)
      .getByRole('link', { name: `Edit ${TEMPLATE_NAME}` })
      .click();
    await expect(page).toHaveURL(
      /\/url-templates\/edit-template\/google\/[0-9a-f-]{36}(\?org=[\w-]+)?$/,
    );
    const published = await sourceField(page).inputValue();

    // The preset would replace the template's parameters: it names them, Cancel keeps them.
    await page.getByRole('button', { name: 'Start from HubSpot preset' }).click();
    const preset = page.getByRole('dialog', {
      name: 'Replace the parameters with the HubSpot preset?',
    });
    const replaced = preset.getByRole('list', { name: 'Parameters replaced' });
    await expect(replaced.getByRole('listitem').first()).toHaveText('utm_source');
    await saveScreen(page, 'drafts-01-preset-asks');
    await preset.getByRole('button', { name: 'Cancel' }).click();
    await expect(preset).toBeHidden();
    await expect(sourceField(page)).toHaveValue(published);
    await expect(page.getByText('Unpublished changes')).toHaveCount(0);

    // A change, then the tab is reloaded: the browser asks (accepted here), the draft is back.
    await sourceField(page).fill('newsletter');
    await expect(page.getByText('Unpublished changes')).toBeVisible();
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(prompts).toEqual(['beforeunload']);
    // A busy machine can take a while for a fresh load of the app.
    await expect(sourceField(page)).toHaveValue('newsletter', { timeout: 20_000 });

    // Leaving through the sidebar asks first: Stay keeps the editor as it was.
    await mainNavigation(page).getByRole('link', { name: 'Ad accounts' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without publishing?' });
    await expect(leave).toContainText(
      'Your changes are kept as a draft on this device: open the template again to publish or discard them.',
    );
    await saveScreen(page, 'drafts-02-leave-asks');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/url-templates\/edit-template\/google\//);
    await expect(sourceField(page)).toHaveValue('newsletter');

    // Leave goes where the link pointed.
    await mainNavigation(page).getByRole('link', { name: 'Ad accounts' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/ad-accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ad accounts' })).toBeVisible();

    // The list marks the template; opening it finds the draft, and discarding it clears the mark.
    await mainNavigation(page).getByRole('link', { name: 'Tracking templates' }).click();
    await expect(templateRow(page).getByText('Unpublished changes')).toBeVisible();
    await saveScreen(page, 'drafts-03-list-marks-draft');
    await templatesTable(page)
      .getByRole('link', { name: `Edit ${TEMPLATE_NAME}` })
      .click();
    await expect(sourceField(page)).toHaveValue('newsletter');
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page).toHaveURL(/\/url-templates$/);
    await expect(templateRow(page)).toBeVisible();
    await expect(templateRow(page).getByText('Unpublished changes')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
