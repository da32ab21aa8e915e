import { expect, test, type Page } from '@playwright/test';
import { findOrganizationId } from '../fixtures/ad-platforms';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 25, items 5 and 8: learning you can see, on pages axe finds nothing serious on. A rejected
// decision shows at once in its row as applying from the next validation, with the focus on the
// row; the brief's Extra examples list it (source User, learned in Search terms), where it is
// removed and, once saved, gone. The search-terms pages, a column filter's menu, the confirm
// dialog and the brief editor have no serious WCAG 2.1 AA violation, none of them leaving a
// focusable element inside aria-hidden while a menu is open.

/** The focused element's accessible text, to say where the focus is. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

async function openBriefEditor(page: Page, briefName: string) {
  const organizationId = await findOrganizationId(page.context().request);
  const response = await page
    .context()
    .request.get(`/api/v1/searchTerms/brands?organization_id=${organizationId}`);
  const briefs = ((await response.json()) as { content: { id: string; briefName: string }[] })
    .content;
  const brief = briefs.find((candidate) => candidate.briefName === briefName);
  expect(brief, briefName).toBeDefined();
  await page.goto(`/ai-briefs/edit-brief/${brief!.id}?from=%2Fai-briefs`);
  await page.getByRole('tab', { name: /^Extra examples/ }).click();
  return page.getByRole('table', { name: 'Extra examples' });
}

test.describe('learning you can see', () => {
  test.setTimeout(240_000);

  test('a rejected decision shows at once, is listed in Extra examples and removed there; axe finds nothing serious', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    await page.goto(`/analysis/search-terms/${hearthly.id}`);
    await page.getByRole('button', { name: 'Validate now' }).click();
    const panel = page.getByRole('region', { name: 'How the run decided' });
    await expect(panel).toBeVisible({ timeout: 90_000 });
    const table = page.getByRole('table', { name: 'Search terms' });
    const firstRow = table.locator('tbody tr').first();
    // A toast covers nothing axe reads, but its entry animation blends colours: let it settle.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
    await expectNoSeriousViolations(page, 'the search terms tab');

    // A column filter's menu open: nothing focusable is hidden from screen readers behind it.
    await table.getByRole('button', { name: 'Filter by decision' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Exclude' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the decision filter’s menu');
    await saveScreen(page, 'search-terms-learning-01-filter-menu');
    await page.keyboard.press('Escape');
    // And a Select's list open (the table's "Show"): what Radix hides behind it is inert too, and
    // none of it stays inert once the list closes.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(table.getByRole('button', { name: 'Filter by decision' })).toBeFocused();
    const show = page.getByRole('combobox', { name: 'Show' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Show list');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(show).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);

    // Reject the first decision, from the keyboard.
    const turn = firstRow.getByRole('button', { name: /^(Keep|Exclude) “.+” instead/ });
    const label = (await turn.getAttribute('aria-label')) ?? '';
    const [, newDecision, term] = /^(Keep|Exclude) “(.+)” instead/.exec(label) ?? [];
    expect(term).toBeTruthy();
    await turn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/other search terms? of this run/)).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page, 'the confirm dialog');
    await dialog.getByRole('button', { name: newDecision!, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The row shows its new decision at once, applying from the next validation, and holds the focus.
    const decisionCell = firstRow.locator('[data-slot=learned-decision]');
    await expect(decisionCell).toContainText(newDecision!);
    await expect(decisionCell).toContainText('From the next validation');
    await expect.poll(() => focusedText(page)).toContain('from the next validation on');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
    await saveScreen(page, 'search-terms-learning-02-row-learned');
    await expectNoSeriousViolations(page, 'the search terms tab with a learned row');

    // The brief lists it among its Extra examples, as the user's, learned in Search terms.
    const examples = await openBriefEditor(page, 'Home insurance Ireland');
    const learnedRow = examples.getByRole('row').filter({ hasText: term! });
    await expect(learnedRow).toContainText('Learned in Search terms');
    await expect(learnedRow).toContainText('User');
    await expect(
      page.getByText(/1 of them was learned from your decisions in the Search terms tab/),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the brief editor’s Extra examples');
    await saveScreen(page, 'search-terms-learning-03-extra-examples');

    // Removed: the focus stays in the tab, and once saved the brief no longer has it.
    await learnedRow.getByRole('button', { name: `Remove “${term!}”` }).click();
    await expect(examples.getByRole('row').filter({ hasText: term! })).toHaveCount(0);
    await expect(page.getByLabel('Search term', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('AI brief “Home insurance Ireland” saved.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: /^Extra examples/ }).click();
    await expect(page.getByRole('table', { name: 'Extra examples' })).toContainText(
      'No extra examples yet',
    );
    await saveScreen(page, 'search-terms-learning-04-removed');

    await page.goto('/analysis/select-account');
    await expect(page.getByRole('link', { name: hearthly.name }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousViolations(page, 'the account choice');
  });
});
