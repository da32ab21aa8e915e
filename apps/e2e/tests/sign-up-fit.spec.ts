import { expect, test } from '@playwright/test';
import { saveScreen } from '../fixtures/session';

// Issue 13: the sign-up page keeps the login page's spacing and, with every field's error shown,
// still fits a 1440×900 window: the button that sends the form is in view without scrolling.
test.use({ viewport: { width: 1440, height: 900 } });

test('sign-up with every error shown fits 1440×900', async ({ page }) => {
  await page.goto('/sign-up');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await submit.click();
  await expect(page.getByText('Field is required')).toHaveCount(5);
  await saveScreen(page, 'sign-up-fit-errors');

  // Clicking scrolled the button into view if it had to: measure from the top, as a visitor sees it.
  const overflowing = await page.evaluate(() => {
    const scrolled: string[] = [];
    for (const element of [
      document.documentElement,
      ...Array.from(document.querySelectorAll('*')),
    ]) {
      if (element.scrollHeight > element.clientHeight + 1 && element.scrollTop > 0) {
        scrolled.push(element.tagName);
      }
      element.scrollTop = 0;
    }
    return scrolled;
  });
  expect(overflowing).toEqual([]);
  const box = await submit.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  // The logo and heading are in view too, and so is the way to log in instead.
  expect((await page.getByRole('heading', { name: 'Sign up' }).boundingBox())!.y).toBeGreaterThan(
    0,
  );
  const logIn = await page.getByRole('link', { name: 'Log in' }).boundingBox();
  expect(logIn!.y + logIn!.height).toBeLessThanOrEqual(900);
  await saveScreen(page, 'sign-up-fit-errors-top');
});
