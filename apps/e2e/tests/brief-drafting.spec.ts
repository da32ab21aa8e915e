import { expect, test, type Page } from '@playwright/test';
import { modeButton } from '../fixtures/search-terms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 25 item 4: a brief drafted from a sandbox site with the default local provider names what
// is sold. Sproutstrong's site says where its founders started (Asheville, North Carolina), lists
// its flavours on a "Flavors" page and sells a "Subscribe & Save" plan: none of them is a product,
// a rule's subject or a bare example search, and the overview ends on a sentence. Reached as a
// user would: the briefs page, the header's "Create new AI brief", the magic button.

/** What the site says that is not a product: a place, its founding story, a page, a plan. */
const NOT_PRODUCTS = /north carolina|asheville|^flavou?rs?$|subscribe (&|and) save|our story/i;
/** Bare places and features that must not stand alone as example searches. */
const BARE = /^(north carolina|asheville|flavou?rs?|subscribe (&|and) save|subscribe|save)$/i;

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}\\*?$`) });
}

async function readNumberedFields(page: Page, label: string): Promise<string[]> {
  const values: string[] = [];
  const fields = page.getByRole('textbox', { name: new RegExp(`^${label} \\d+\\*?$`) });
  for (const element of await fields.all()) values.push(await element.inputValue());
  return values;
}

test('a brief drafted from Sproutstrong’s site names what it sells, never a place, a page or a plan', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, page } = await openSignedInPage(browser, testInfo, 'new');
  try {
    await page.goto('/ad-accounts');
    await modeButton(page, 'Search terms').click();
    await page.getByRole('link', { name: 'AI briefs' }).first().click();
    await page.getByRole('button', { name: 'Create new AI brief' }).click();
    await field(page, 'AI brief name').fill('Sproutstrong drafted');
    await field(page, 'Company name').fill('Sproutstrong');
    await field(page, 'Website').fill('https://www.sproutstrong.example');
    const rulesAnswered = page.waitForResponse((response) =>
      response.url().includes('/suggest-brand-ai-rules'),
    );
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await rulesAnswered;
    await expect(page.getByRole('button', { name: 'Generate with AI' })).toBeEnabled();

    const overview = await field(page, 'Company overview').inputValue();
    expect(overview.length).toBeGreaterThanOrEqual(50);
    expect(overview.trim(), 'the overview ends on a sentence').toMatch(/[.!?]$/);
    await saveScreen(page, 'brief-drafting-01-overview');

    await page.getByRole('tab', { name: /^Services or products/ }).click();
    const products = await readNumberedFields(page, 'Service or product');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product, 'a product').not.toMatch(NOT_PRODUCTS);
    expect(products.join(' '), 'what Sproutstrong sells').toMatch(/protein/i);
    await saveScreen(page, 'brief-drafting-02-products');

    await page.getByRole('tab', { name: /^Rules/ }).click();
    const rules = await readNumberedFields(page, 'Rule');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule, 'a rule').not.toMatch(/north carolina|asheville/i);
    await saveScreen(page, 'brief-drafting-03-rules');

    await page.getByRole('tab', { name: /^Extra examples/ }).click();
    const examples = page.getByRole('table', { name: 'Extra examples' });
    await expect(examples.getByRole('row').nth(1)).toContainText('AI Assistant');
    const terms = await examples
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => (row.querySelector('td')?.textContent ?? '').trim().toLowerCase()),
      );
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) expect(term, 'an example search').not.toMatch(BARE);
    await saveScreen(page, 'brief-drafting-04-examples');
  } finally {
    await context.close();
  }
});
