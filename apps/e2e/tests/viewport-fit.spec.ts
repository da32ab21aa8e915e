import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_LOGINS } from '../fixtures/ad-platforms';
import { openSignedInPage, saveScreen } from '../fixtures/session';
import { seedTaggingOrganization, type TaggingData } from '../fixtures/tagging-data';

// Issue 13 item 1: every page of the tagging mode is usable at the spec's desktop widths. Each page
// is opened with realistic data (long template names, dates in every column, a finished run with
// errors) and every visible control must lie inside the window, or inside a table that scrolls
// sideways with its first column kept in view and the control reachable by scrolling.
const WIDTHS = [1024, 1440, 1920, 2400] as const;
const HEIGHT = 900;

interface PageVisit {
  name: string;
  path: (data: TaggingData) => string;
  /** What shows once the page has its data. */
  ready: (page: Page) => Locator;
  /** History state the page needs (choose-account is opened with the connected login). */
  state?: Record<string, unknown>;
}

const PAGES: PageVisit[] = [
  {
    name: 'ad-accounts',
    path: () => '/ad-accounts',
    ready: (page) =>
      page
        .getByRole('table', { name: 'Ad accounts' })
        .getByRole('row')
        .filter({ hasText: 'Hearthly' }),
  },
  {
    name: 'choose-account',
    path: () => '/ad-accounts/choose-account',
    state: { connectedLogin: { platform: 'google', email: SANDBOX_LOGINS.ada } },
    ready: (page) => page.getByRole('row').filter({ hasText: 'Hearthly' }),
  },
  {
    name: 'connect-google',
    path: () => '/ad-accounts/connect/google',
    ready: (page) => page.getByRole('heading', { name: 'Coming soon' }),
  },
  {
    name: 'templates',
    path: () => '/url-templates',
    ready: (page) => page.getByRole('row').filter({ hasText: 'PMax' }),
  },
  {
    name: 'template-editor',
    path: (data) => `/url-templates/edit-template/google/${data.templates[0]!.id}`,
    ready: (page) => page.getByRole('button', { name: /publish/i }).first(),
  },
  {
    name: 'run-history',
    path: () => '/run-history',
    ready: (page) =>
      page
        .getByRole('table', { name: 'Run history' })
        .getByRole('row')
        .filter({ hasText: 'Analytical' })
        .first(),
  },
  {
    name: 'run-history-account',
    path: (data) => `/run-history/${data.googleRun.adAccountId}`,
    ready: (page) =>
      page
        .getByRole('table', { name: 'Run history' })
        .getByRole('row')
        .filter({ hasText: 'Analytical' })
        .first(),
  },
  {
    name: 'run-details-google',
    path: (data) =>
      `/run-history/${data.googleRun.adAccountId}/details/google?jobId=${data.googleRun.jobId}`,
    ready: (page) =>
      page
        .getByRole('table', { name: 'Results of the run' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
  },
  {
    name: 'run-details-linkedin',
    path: (data) =>
      `/run-history/${data.linkedinRun.adAccountId}/details/linkedin?jobId=${data.linkedinRun.jobId}`,
    ready: (page) =>
      page
        .getByRole('table', { name: 'Results of the run' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
  },
  {
    name: 'organization-details',
    path: () => '/organization/details',
    ready: (page) => page.getByRole('button', { name: /save/i }).first(),
  },
  {
    name: 'organization-users',
    path: () => '/organization/users',
    ready: (page) => page.getByText('margaret.longname-hamilton.marketing@agency-example.test'),
  },
  {
    name: 'my-profile',
    path: () => '/my-profile',
    ready: (page) => page.getByRole('button', { name: /save/i }).first(),
  },
];

interface ClippedControl {
  description: string;
  left: number;
  right: number;
  reason: string;
}

/**
 * Every visible control (links, buttons, fields, ARIA widgets) of the page, checked against the
 * window's width. One inside a container that scrolls sideways is scrolled to; it must then be
 * inside both, and the container's first column (sticky) must still show.
 */
async function findClippedControls(page: Page): Promise<ClippedControl[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=combobox]',
      '[role=radio]',
      '[role=tab]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const viewportWidth = document.documentElement.clientWidth;
    const clipped: ClippedControl[] = [];

    function describe(element: Element): string {
      const label =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 60) ??
        element.getAttribute('placeholder') ??
        '';
      return `${element.tagName.toLowerCase()} "${label}"`;
    }

    function isShown(element: HTMLElement): boolean {
      const rect = element.getBoundingClientRect();
      // Visually hidden (sr-only) helpers are 1 px and clipped; they take no room.
      if (rect.width <= 1 || rect.height <= 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // The skip link and other sr-only controls are clipped away until they take focus.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
        return false;
      return element.closest('[aria-hidden="true"], [inert]') === null;
    }

    function findSideScroller(element: HTMLElement): HTMLElement | null {
      for (let node = element.parentElement; node !== null; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          node.scrollWidth > node.clientWidth + 1
        ) {
          return node;
        }
      }
      return null;
    }

    const pageOverflow = document.documentElement.scrollWidth - viewportWidth;
    if (pageOverflow > 1) {
      clipped.push({
        description: 'the page itself',
        left: 0,
        right: document.documentElement.scrollWidth,
        reason: `the page is ${pageOverflow}px wider than the window`,
      });
    }

    for (const element of Array.from(document.querySelectorAll(SELECTOR)) as HTMLElement[]) {
      if (!isShown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.left >= -0.5 && rect.right <= viewportWidth + 0.5) {
        const scroller = findSideScroller(element);
        if (scroller === null) continue;
        const box = scroller.getBoundingClientRect();
        if (rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5) continue;
      }
      const scroller = findSideScroller(element);
      if (scroller === null) {
        clipped.push({
          description: describe(element),
          left: rect.left,
          right: rect.right,
          reason: 'outside the window and not in a container that scrolls sideways',
        });
        continue;
      }
      const previousScroll = scroller.scrollLeft;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const after = element.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      const firstCell = element.closest('tr')?.querySelector('td, th') as HTMLElement | null;
      const firstRect = firstCell?.getBoundingClientRect();
      if (after.left < box.left - 0.5 || after.right > box.right + 0.5) {
        clipped.push({
          description: describe(element),
          left: after.left,
          right: after.right,
          reason: 'not reachable by scrolling its container',
        });
      } else if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
        clipped.push({
          description: describe(element),
          left: box.left,
          right: box.right,
          reason: 'its scrolling container is wider than the window',
        });
      } else if (
        firstCell !== null &&
        firstCell !== undefined &&
        firstRect !== undefined &&
        !firstCell.contains(element) &&
        (firstRect.left < box.left - 0.5 || firstRect.left > box.left + 0.5 + 1)
      ) {
        clipped.push({
          description: describe(element),
          left: firstRect.left,
          right: firstRect.right,
          reason: 'scrolling to it hides the first column',
        });
      }
      scroller.scrollLeft = previousScroll;
    }
    return clipped;
  });
}

async function openPage(page: Page, visit: PageVisit, data: TaggingData) {
  const path = visit.path(data);
  if (visit.state === undefined) {
    await page.goto(path);
  } else {
    // History state survives a reload: the route reads it as after a connection.
    await page.goto('/ad-accounts');
    await page.evaluate(
      ([statePath, extra]) => {
        window.history.replaceState({ ...window.history.state, ...extra }, '', statePath);
      },
      [path, visit.state] as const,
    );
    await page.reload();
  }
  try {
    await expect(visit.ready(page)).toBeVisible({ timeout: 20_000 });
  } catch (error) {
    await saveScreen(page, `viewport-not-ready-${visit.name}`);
    throw error;
  }
  // Tooltips, menus and fonts settle before the boxes are measured.
  await page.evaluate(() => document.fonts.ready);
}

test.describe.serial('tables and pages fit the window', () => {
  let context: BrowserContext;
  let data: TaggingData;

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const signedIn = await openSignedInPage(browser, testInfo, 'new', {
      viewport: { width: 1440, height: HEIGHT },
    });
    context = signedIn.context;
    data = await seedTaggingOrganization(context.request, signedIn.baseURL);
  });

  test.afterAll(async () => {
    await data?.undo();
    await context?.close();
  });

  for (const width of WIDTHS) {
    test(`every tagging page at ${width} px has each control in reach`, async () => {
      test.setTimeout(300_000);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: HEIGHT });
      const problems: string[] = [];
      try {
        for (const visit of PAGES) {
          await openPage(page, visit, data);
          for (const control of await findClippedControls(page)) {
            problems.push(
              `${visit.name}: ${control.description} at ${Math.round(control.left)}–${Math.round(control.right)}px: ${control.reason}`,
            );
          }
          await saveScreen(page, `viewport-${width}-${visit.name}`);
        }
      } finally {
        await page.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
