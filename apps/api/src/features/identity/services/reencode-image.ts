import type { ImageContentType } from '@utmost/ads-sdk';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../core/errors/app-error.js';

/**
 * The most pixels an upload may decode to, all frames of an animation counted: a 48-megapixel
 * phone photo fits, a small file that unpacks to gigabytes (a decompression bomb) does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read';
export const TOO_MANY_PIXELS_MESSAGE = 'Maximum image size is 50 megapixels';

const ENCODE_AS: Record<ImageContentType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Decodes the image and encodes it again in its own format, so what is stored and served is only
 * pixels: metadata (EXIF with its GPS position, comments, colour-profile payloads) and anything
 * hidden in or appended to the file (HTML, scripts, a second file) are gone. The EXIF orientation
 * is applied to the pixels first, as the metadata that carried it is dropped. Bytes that do not
 * decode, or decode to too many pixels, are a 400 on the `file` field.
 */
export async function reencodeImage(bytes: Buffer, contentType: ImageContentType): Promise<Buffer> {
  try {
    const image = sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      // Every frame of an animated GIF or WebP, not only the first.
      animated: true,
      // Tolerates what viewers tolerate (a warning about a slightly damaged file), not errors.
      failOn: 'error',
    });
    return await ENCODE_AS[contentType](image.autoOrient()).toBuffer();
  } catch (error) {
    const message = /pixel limit/i.test(String((error as Error).message))
      ? TOO_MANY_PIXELS_MESSAGE
      : UNREADABLE_IMAGE_MESSAGE;
    throw new AppError('BAD_REQUEST', message, { fieldErrors: { file: message }, cause: error });
  }
}
