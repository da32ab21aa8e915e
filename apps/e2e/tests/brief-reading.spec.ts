import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { saveScreen } from '../fixtures/session';

// Issue 24, item 1: how Utmost reads a brief, explicit and visible. The brief's rules exclude
// static caravans; the first validation excludes 'static caravan insurance'. In the brief editor the
// user reads that exclusion with its sentence and says "Don't exclude this"; the next validation
// keeps the term.

const RULES = [
  'Republic of Ireland only; exclude the UK, including Northern Ireland.',
  'Home insurance only: exclude car, van, pet and travel insurance, mobile homes and static caravans.',
];
const TERM = 'static caravan insurance';

/** The decision the latest run shows for TERM, searched in the Search terms tab. */
async function readDecision(page: Page): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search term contains' }).fill('static caravan');
  const row = page
    .getByRole('table', { name: 'Search terms' })
    .locator('tbody tr')
    .filter({ hasText: TERM });
  await expect(row).toHaveCount(1);
  // Editors' rows: the checkbox, the term, then the decision.
  return row.locator('td:nth-child(3)');
}

/** axe's serious and critical WCAG 2.1 A/AA violations inside the reading. */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[aria-labelledby="brief-reading-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/** The whole reading in one picture: a window tall enough that no header covers part of it. */
async function saveReading(page: Page, reading: Locator, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 2400 });
  await reading.screenshot({ path: `test-results/screens/${name}.png` });
  if (viewport) await page.setViewportSize(viewport);
}

test.describe('how Utmost reads a brief', () => {
  test.setTimeout(240_000);

  test('ignore an excluded topic in the reading: the next validation keeps what the first excluded', async ({
    page,
    context,
    baseURL,
  }) => {
    const hearthly = await setUpBriefedHearthly(context, baseURL!, RULES);
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();

    // The first validation excludes the term for the brief's rule.
    await page.goto(`/analysis/search-terms/${hearthly.id}`);
    await page.getByRole('button', { name: 'Validate now' }).click();
    await expect(page.getByRole('region', { name: 'How the run decided' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(await readDecision(page)).toHaveText('Exclude');

    // The brief's reading, opened from the briefs list.
    await page.goto('/ai-briefs');
    await page.getByRole('link', { name: 'Home insurance Ireland' }).first().click();
    const reading = page.getByRole('region', { name: 'How Utmost reads this brief' });
    await expect(reading.getByRole('region', { name: 'Your brand' })).toBeVisible({
      timeout: 30_000,
    });
    const topics = reading.getByRole('region', { name: 'Excluded topics' });
    await expect(topics).toContainText(`From the brief: “${RULES[1]}”`);
    await expect(topics.getByText('static caravans', { exact: true })).toBeVisible();
    await expect(reading.getByRole('region', { name: 'Excluded places' })).toContainText(
      'Northern Ireland',
    );
    await saveReading(page, reading, 'brief-reading-01-before');
    expect(await findSeriousViolations(page)).toEqual([]);

    await topics.getByRole('button', { name: 'Don’t exclude this: static caravans' }).click();
    await expect(
      reading.getByText(
        'Saved: Don’t exclude “static caravans”. It applies from the next validation.',
      ),
    ).toBeVisible();
    await expect(topics.getByText('static caravans', { exact: true })).toBeHidden();
    const corrections = reading.getByRole('region', { name: 'Your corrections' });
    await expect(corrections).toContainText('Don’t exclude “static caravans”');
    await expect(
      corrections.getByRole('button', { name: 'Undo: Don’t exclude “static caravans”' }),
    ).toBeVisible();
    await saveReading(page, reading, 'brief-reading-02-after');

    // A correction against the brief's own sentence shows the reading's note; undone, it goes.
    const places = reading.getByRole('region', { name: 'Excluded places' });
    await places.getByRole('button', { name: 'We serve Northern Ireland' }).click();
    const notes = reading.getByRole('alert').filter({ hasText: 'Notes on this reading' });
    await expect(notes).toContainText(
      'You marked Northern Ireland as served, but a rule excludes it',
    );
    await saveReading(page, reading, 'brief-reading-03-contradiction-note');
    expect(await findSeriousViolations(page)).toEqual([]);
    await corrections.getByRole('button', { name: 'Undo: We serve Northern Ireland' }).click();
    await expect(notes).toBeHidden();
    await expect(places.getByText('Northern Ireland', { exact: true })).toBeVisible();
    await reading.scrollIntoViewIfNeeded();
    await saveScreen(page, 'brief-reading-04-editor');

    // The next validation follows the correction.
    await page.goto(`/analysis/search-terms/${hearthly.id}`);
    await page.getByRole('button', { name: 'Validate now' }).click();
    await expect(
      page.getByRole('button', { name: /^\d+ terms? decided differently than last run$/ }),
    ).toBeVisible({ timeout: 90_000 });
    await expect(await readDecision(page)).toHaveText('Keep');
  });
});
