import { expect, test, type Locator, type Page } from '@playwright/test';
import { modeButton, setUpBriefedHearthly } from '../fixtures/search-terms';
import { openSignedInPage, saveScreen } from '../fixtures/session';

// Issue 25 item 7: toasts never cover the editors' own actions. A toast is raised while the
// template editor's Discard / Publish and the brief editor's Save are on screen, at 1024 and
// 1440 px, with the action row scrolled to the window's bottom edge where toasts come up, and no
// toast's box may meet those buttons' boxes. (Save sits right of the centred toasts at these
// widths, so its check holds by layout too; the template row's preset button is what the
// toaster's clearance is seen keeping free: with the clearance switched off, that check fails.)
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function doBoxesMeet(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every shown toast's box, once sonner's entry animation has put it in its place. */
async function readToastBoxes(page: Page): Promise<Box[]> {
  const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(toasts.first()).toBeVisible();
  // Sonner slides a toast in (400 ms): measure where it comes to rest.
  let previous = '';
  await expect
    .poll(async () => {
      const boxes = JSON.stringify(await toasts.evaluateAll(readBoxes));
      const isStill = boxes === previous;
      previous = boxes;
      return isStill;
    })
    .toBe(true);
  return JSON.parse(previous) as Box[];
}

function readBoxes(elements: Element[]): Box[] {
  return elements.map((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
}

/**
 * Scrolls the app's layout so that `row` sits at the window's bottom edge, where the toasts come
 * up: the place where a toast would cover it unless the toaster makes room.
 */
async function putAtWindowBottom(row: Locator): Promise<void> {
  await row.evaluate((element) => element.scrollIntoView({ block: 'end' }));
}

async function expectToastsClearOf(page: Page, buttons: Locator[]): Promise<void> {
  const toastBoxes = await readToastBoxes(page);
  expect(toastBoxes.length).toBeGreaterThan(0);
  for (const button of buttons) {
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    for (const toast of toastBoxes) expect(doBoxesMeet(toast, box!)).toBe(false);
  }
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the template editor's toast leaves Discard and Publish clear`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { context, page } = await openSignedInPage(browser, testInfo, 'new', { viewport });
    try {
      await page.goto('/url-templates/edit-template/google/default');
      const form = page.getByRole('form', { name: 'Tracking template' });
      const discard = form.getByRole('button', { name: 'Discard', exact: true });
      const publish = form.getByRole('button', { name: 'Publish', exact: true });
      await expect(publish).toBeVisible({ timeout: 30_000 });
      const preset = form.getByRole('button', { name: 'Start from HubSpot preset' });
      await preset.click();
      const replace = page.getByRole('dialog', { name: /Replace the parameters/ });
      // A new template may start with parameters of its own: the preset then asks first.
      await expect(
        page.getByText('The parameters now follow the HubSpot preset.').or(replace),
      ).toBeVisible();
      if (await replace.isVisible()) {
        await replace.getByRole('button', { name: 'Replace parameters' }).click();
      }
      await expect(page.getByText('The parameters now follow the HubSpot preset.')).toBeVisible();
      // The preset changed the rows above: the actions are moved to the bottom edge afterwards.
      await putAtWindowBottom(publish);
      // The preset button shares their row and sits under the centred toasts: it is the one a
      // toast at the bottom edge would cover first, so the row is judged by it too.
      await expectToastsClearOf(page, [preset, discard, publish]);
      await saveScreen(page, `toasts-clear-template-editor-${viewport.width}`);
    } finally {
      await context.close();
    }
  });

  test(`at ${viewport.width} px the brief editor's toast leaves Save clear`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
    try {
      await setUpBriefedHearthly(context, testInfo.project.use.baseURL!);
      const page = await context.newPage();
      await page.goto('/ad-accounts');
      await modeButton(page, 'Search terms').click({ timeout: 30_000 });
      await page.goto('/ai-briefs');
      await page.getByRole('link', { name: 'Home insurance Ireland', exact: true }).click();
      const name = page.getByRole('textbox', { name: /^AI brief name/ });
      await expect(name).toHaveValue('Home insurance Ireland', { timeout: 30_000 });
      await name.fill('Home insurance Ireland 2');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await expect(page.getByText('AI brief “Home insurance Ireland 2” saved.')).toBeVisible();
      await putAtWindowBottom(save);
      await expectToastsClearOf(page, [save]);
      await saveScreen(page, `toasts-clear-brief-editor-${viewport.width}`);
    } finally {
      await context.close();
    }
  });
}
