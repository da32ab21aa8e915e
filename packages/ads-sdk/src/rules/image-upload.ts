// Logo and profile-picture uploads (spec §5 and §9: at most 10 MB). The type is read from the
// file's first bytes because a name or a declared Content-Type is whatever the sender chose.
import { MAX_FILE_SIZE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from './validation-messages.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Bytes needed by `findImageTypeByBytes`: the longest signature (WebP) spans 12. */
export const IMAGE_SIGNATURE_LENGTH = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** The image type the bytes begin with, or undefined when they are not a supported image. */
export function findImageTypeByBytes(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export type ImageUploadProblem =
  | { code: 'PAYLOAD_TOO_LARGE'; message: typeof MAX_FILE_SIZE_MESSAGE }
  | { code: 'UNSUPPORTED_MEDIA_TYPE'; message: typeof UNSUPPORTED_IMAGE_MESSAGE };

/**
 * What is wrong with an upload, as the catalogue code the API answers with (413 / 415) and the
 * message shown under the field; undefined when it may be stored. Browsers can run it on a chosen
 * file before sending it (`new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer())`).
 */
export function findImageUploadProblem(upload: {
  sizeBytes: number;
  firstBytes: Uint8Array;
}): ImageUploadProblem | undefined {
  if (upload.sizeBytes > MAX_UPLOAD_BYTES) {
    return { code: 'PAYLOAD_TOO_LARGE', message: MAX_FILE_SIZE_MESSAGE };
  }
  if (!findImageTypeByBytes(upload.firstBytes)) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_IMAGE_MESSAGE };
  }
  return undefined;
}
