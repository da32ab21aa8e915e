import { expect, test, type Page } from '@playwright/test';
import { logIn, saveScreen } from '../fixtures/session';

// An 8×8 PNG of one colour, written here so the test needs no fixture file.
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=',
  'base64',
);
const TEN_MEGABYTES = 10 * 1024 * 1024;

/** Whether the image element shows a decoded picture (the upload is served back). */
async function isImageLoaded(page: Page, alt: string): Promise<boolean> {
  return page
    .getByRole('img', { name: alt })
    .evaluate(
      (image) =>
        (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    );
}

test.describe('image uploads', () => {
  test('the organization logo: a PNG is saved and shown; too big or not an image is refused', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    await page.goto('/organization/details');
    const logoInput = page.getByLabel('Logo', { exact: true });
    await expect(logoInput).toBeAttached();

    await logoInput.setInputFiles({
      name: 'logo.txt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text pretending to be a picture'),
    });
    await expect(page.getByText('Only PNG, JPEG, WebP or GIF images are allowed')).toBeVisible();

    await logoInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([SMALL_PNG, Buffer.alloc(TEN_MEGABYTES)]),
    });
    await expect(page.getByText('Maximum file size is 10 MB')).toBeVisible();
    await saveScreen(page, 'uploads-logo-too-big');

    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(page.getByText('Saved successfully')).toBeVisible();
    const logo = page.getByRole('img', { name: /^Logo of / });
    await expect(logo).toBeVisible();
    await expect
      .poll(async () => isImageLoaded(page, (await logo.getAttribute('alt'))!))
      .toBe(true);
    await expect(page.getByText('Maximum file size is 10 MB')).toHaveCount(0);
    await saveScreen(page, 'uploads-logo-saved');

    // Stored, not only shown: a reload finds it again.
    await page.reload();
    await expect(page.getByRole('img', { name: /^Logo of / })).toBeVisible();
  });

  test('the profile picture on /my-profile', async ({ page, context, baseURL }) => {
    await logIn(context, baseURL!);
    await page.goto('/my-profile');
    const pictureInput = page.getByLabel('Profile picture', { exact: true });
    await expect(pictureInput).toBeAttached();

    await pictureInput.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not a picture'),
    });
    await expect(page.getByText('Only PNG, JPEG, WebP or GIF images are allowed')).toBeVisible();
    await saveScreen(page, 'uploads-profile-not-an-image');

    await pictureInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await expect.poll(() => isImageLoaded(page, 'Your profile picture')).toBe(true);
    await saveScreen(page, 'uploads-profile-picture-saved');
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  });
});
