import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { expectFocusInPlace, readFocus, tabUntil } from '../fixtures/keyboard';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 25 item 8, with the keyboard only: the search terms table, its bulk bar and the brief
// editor keep the focus visible (a ring) and in place (on screen, nothing sticky drawn over it)
// at every stop, and after a row's and a bulk decision, adding and removing a competitor and a
// failed save the focus is on a sensible element. axe (WCAG 2.1 AA) finds nothing serious on the
// search-terms pages and with each Select list and dialog open, nothing left inert once closed.

/** Waits until the dialog's entry animation is over, so axe reads its final colours. */
async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

/** A Select opened from the keyboard: axe with its list open, then Escape gives the focus back. */
async function checkSelectList(page: Page, trigger: Locator, name: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousViolations(page, `${name} open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);
}

async function waitForToastsToGo(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
}

const isRowCheckbox = (focus: { name: string }) => /role=checkbox\] “Select “/.test(focus.name);

test.describe('search terms with the keyboard', () => {
  test.setTimeout(300_000);
  test.use({ actionTimeout: 15_000 });

  test('the table, the bulk bar and the brief editor keep the focus visible and in place; axe on every page, list and dialog', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const hearthly = await setUpBriefedHearthly(context, baseURL!);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    const accounts = page.getByRole('table', { name: 'Ad accounts' });
    await expect(accounts.getByRole('row').filter({ hasText: hearthly.name })).toBeVisible();
    await waitForToastsToGo(page);
    await expectNoSeriousViolations(page, 'ad accounts in search-terms mode');
    await checkSelectList(
      page,
      page.getByRole('combobox', { name: `AI rules of ${hearthly.name}` }),
      'the AI rules list',
    );

    // The analysis, from the sidebar: validate, then the run's list.
    await page.getByRole('link', { name: 'Search term analysis' }).first().click();
    await expect(page).toHaveURL(/\/analysis\/select-account/);
    await expectNoSeriousViolations(page, 'the account choice');
    await page.getByRole('link', { name: hearthly.name }).first().click();
    await page.getByRole('button', { name: 'Validate now' }).click();
    const table = page.getByRole('table', { name: 'Search terms' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50, { timeout: 120_000 });
    await waitForToastsToGo(page);
    await expectNoSeriousViolations(page, 'the search terms tab');

    // The table from the keyboard: from "Show" to the first rows, every stop in place.
    await page.getByRole('combobox', { name: 'Show' }).focus();
    const firstBox = await tabUntil(page, 'Tab', isRowCheckbox, 'into the table');
    await page.keyboard.press('Space');
    const bulkBar = page.getByRole('region', { name: 'Selected search terms' });
    await expect(bulkBar).toContainText('1 selected');
    await expectFocusInPlace(page, `after selecting with Space (${firstBox.name})`);
    await tabUntil(
      page,
      'Tab',
      (focus) => isRowCheckbox(focus) && focus.name !== firstBox.name,
      'to the next row',
    );
    await page.keyboard.press('Space');
    await expect(bulkBar).toContainText('2 selected');
    await saveScreen(page, 'search-terms-keyboard-01-two-selected');

    // Down the page and back up to the bulk bar: the sticky header and bar never cover the focus.
    for (let row = 0; row < 12; row += 1) {
      await tabUntil(page, 'Tab', isRowCheckbox, `down to row ${row + 3}`);
    }
    await saveScreen(page, 'search-terms-keyboard-02-down-the-rows');
    await tabUntil(
      page,
      'Shift+Tab',
      (focus) => focus.name.includes('Reject decisions'),
      'back up to the bulk bar',
      400,
    );
    await saveScreen(page, 'search-terms-keyboard-03-bulk-bar');
    await page.keyboard.press('Enter');
    const bulkDialog = await openedDialog(page);
    await expectNoSeriousViolations(page, 'the bulk confirm dialog');
    await saveScreen(page, 'search-terms-keyboard-04-bulk-confirm');
    // The dialog's confirming button, reached with Tab.
    await tabUntil(
      page,
      'Tab',
      (focus) => focus.name.includes('Save 2 decisions'),
      'to the confirm button',
      10,
    );
    await page.keyboard.press('Enter');
    await expect(bulkDialog).toBeHidden();
    await expect(bulkBar).toHaveCount(0, { timeout: 20_000 });
    // The bar is gone: the focus is on "select all", in place.
    const afterBulk = await expectFocusInPlace(page, 'after the bulk decision');
    expect(afterBulk.name).toContain('Select all search terms on this page');

    // A row's own accept: the focus stays in that row.
    const row = rows.nth(5);
    const accept = row.getByRole('button', { name: /^Accept (excluding|keeping) “/ });
    const acceptedTerm = /“(.+)”/.exec((await accept.getAttribute('aria-label')) ?? '')?.[1];
    expect(acceptedTerm).toBeTruthy();
    await accept.focus();
    await page.keyboard.press('Enter');
    const maybeDialog = page.getByRole('dialog');
    if (await maybeDialog.isVisible().catch(() => false)) {
      await expect(maybeDialog).toHaveCSS('opacity', '1');
      await expectNoSeriousViolations(page, 'the row confirm dialog');
      await maybeDialog.getByRole('button', { name: /^(Keep|Exclude)$/ }).press('Enter');
      await expect(maybeDialog).toBeHidden();
    }
    await expect
      .poll(async () => {
        const focusedRow = await page.evaluate(
          () => document.activeElement?.closest('tr')?.textContent ?? null,
        );
        return focusedRow ?? `not in a row: ${(await readFocus(page))?.name}`;
      })
      .toContain(acceptedTerm!);
    await expectFocusInPlace(page, 'after a row’s accept');
    await waitForToastsToGo(page);
    await expectNoSeriousViolations(page, 'the search terms tab after decisions');

    // A second validation gives the run picker something to choose.
    await page.getByRole('button', { name: 'Validate now' }).click();
    const runPicker = page.getByRole('combobox', { name: 'Run' });
    await expect(runPicker).toBeVisible({ timeout: 120_000 });
    await waitForToastsToGo(page);
    await checkSelectList(page, runPicker, 'the run picker');

    // The briefs list: the delete question, opened and closed from the keyboard.
    await page.getByRole('link', { name: 'AI briefs' }).first().click();
    const briefLink = page.getByRole('link', { name: 'Home insurance Ireland', exact: true });
    await expect(briefLink).toBeVisible();
    await expectNoSeriousViolations(page, 'the AI briefs list');
    const deleteBrief = page.getByRole('button', { name: 'Delete Home insurance Ireland' });
    await deleteBrief.focus();
    await page.keyboard.press('Enter');
    const deleteDialog = await openedDialog(page);
    await expectNoSeriousViolations(page, 'the delete dialog');
    await page.keyboard.press('Escape');
    await expect(deleteDialog).toBeHidden();
    await expectFocusInPlace(page, 'after closing the delete dialog');

    // A new brief saved with missing fields: the first bad field takes the focus, in place.
    const create = page.getByRole('button', { name: 'Create new AI brief' });
    await create.focus();
    await page.keyboard.press('Enter');
    const briefName = page.getByRole('textbox', { name: /^AI brief name/ });
    await briefName.focus();
    await page.keyboard.type('Keyboard brief');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Required fields are missing')).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expectFocusInPlace(page, 'after a failed save');
    await saveScreen(page, 'search-terms-keyboard-05-failed-save');
    await expectNoSeriousViolations(page, 'a new brief with errors');
    // Leaving asks first.
    const back = page.getByRole('link', { name: 'Back' });
    await back.focus();
    await page.keyboard.press('Enter');
    const leave = await openedDialog(page);
    await expect(leave).toContainText('Leave without saving?');
    await expectNoSeriousViolations(page, 'the leave dialog');
    await leave.getByRole('button', { name: 'Leave' }).press('Enter');
    await expect(leave).toBeHidden();

    // The brief, opened with Enter from its link.
    await briefLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the brief editor’s Overview');

    // A competitor added and removed with the keyboard.
    const newCompetitor = page.getByPlaceholder('Competitor name');
    await newCompetitor.focus();
    await page.keyboard.type('Harbour Quotes');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Competitor 6' })).toHaveValue('Harbour Quotes');
    await expect(newCompetitor).toBeFocused();
    await expect(newCompetitor).toHaveValue('');
    await expectFocusInPlace(page, 'after adding a competitor');
    await tabUntil(
      page,
      'Shift+Tab',
      (focus) => focus.name.includes('Remove competitor Harbour Quotes'),
      'back to the new competitor’s remove button',
      5,
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Competitor 6' })).toHaveCount(0);
    const afterRemove = await expectFocusInPlace(page, 'after removing a competitor');
    expect(afterRemove.name).toMatch(/Competitor name|Remove competitor/);

    // The magic button's overwrite question, opened from the keyboard. The failed save's toast
    // goes first: axe reads a toast fading out, or dimmed under the dialog, as low contrast.
    await waitForToastsToGo(page);
    const generate = page.getByRole('button', { name: 'Generate with AI' });
    await generate.focus();
    await page.keyboard.press('Enter');
    const overwrite = await openedDialog(page);
    await expect(overwrite).toContainText('Overwrite what you have written?');
    await expectNoSeriousViolations(page, 'the overwrite dialog');
    await saveScreen(page, 'search-terms-keyboard-06-overwrite');
    await page.keyboard.press('Escape');
    await expect(overwrite).toBeHidden();
    await expect(generate).toBeFocused();

    // The tabs with the arrow keys, axe on each.
    await waitForToastsToGo(page);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    for (const tab of ['Services or products', 'Rules', /^Extra examples/] as const) {
      await page.keyboard.press('ArrowRight');
      const focused = page.getByRole('tab', { name: tab });
      await expect(focused).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(focused).toHaveAttribute('aria-selected', 'true');
      await expectFocusInPlace(page, `on the ${String(tab)} tab`);
      await expectNoSeriousViolations(page, `the brief editor’s ${String(tab)}`);
    }
  });
});
