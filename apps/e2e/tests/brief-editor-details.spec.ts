import { expect, test } from '@playwright/test';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 25 item 7, in a real browser: a rule's text area grows with its text, and the header's
// button in search-terms mode opens a new brief rather than the tagging template editor.

test('a rule grows with its text; the header makes a brief in search-terms mode', async ({
  browser,
}, testInfo) => {
  const { context, page } = await openSignedInPage(browser, testInfo, 'new');
  try {
    await page.goto('/analysis/select-account');
    const brief = page.getByRole('button', { name: 'Brief', exact: true });
    await expect(brief).toBeVisible();
    await expect(page.getByRole('button', { name: 'Templates', exact: true })).toHaveCount(0);
    await saveScreen(page, 'header-brief-search-terms');
    await brief.click();
    await expect(page).toHaveURL(
      /\/ai-briefs\/edit-brief\/new-brief\?from=%2Fanalysis%2Fselect-account/,
    );

    await page.getByRole('tab', { name: /^Rules/ }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const rule = page.getByLabel(/^Rule 1/);
    await rule.fill('Exclude jobs.');
    const shortHeight = (await rule.boundingBox())?.height ?? 0;
    await rule.fill(
      'Exclude searches for jobs, careers, salaries and apprenticeships at stove makers, ' +
        'for second-hand or reconditioned stoves, for stove repair manuals and spare parts ' +
        'we do not sell, and for free fireplace design software or do-it-yourself chimney ' +
        'building guides, since none of these people buys a new stove from us.',
    );
    await expect
      .poll(async () => (await rule.boundingBox())?.height ?? 0)
      .toBeGreaterThan(shortHeight + 20);
    // The whole rule is in view: no scrolling inside the box.
    expect(await rule.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(
      true,
    );
    await saveScreen(page, 'brief-rule-grows');
  } finally {
    await context.close();
  }
});
