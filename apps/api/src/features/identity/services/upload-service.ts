import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../../core/private-files.js';
import {
  FIELD_REQUIRED,
  MALFORMED_UPLOAD_MESSAGE,
  MAX_FILE_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  ONE_FILE_ONLY_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  findImageTypeByBytes,
  type ImageContentType,
} from '@utmost/ads-sdk';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors/app-error.js';
import { reencodeImage } from './reencode-image.js';

export type UploadKind = 'logos' | 'profile-pictures';

export const UPLOAD_KINDS: readonly UploadKind[] = ['logos', 'profile-pictures'];

export const EXTENSION_BY_IMAGE_TYPE: Record<ImageContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface ImageUpload {
  bytes: Buffer;
  contentType: ImageContentType;
}

/**
 * Reads the one `file` part of a multipart request: 413 past 10 MB (the reading stops there),
 * 415 unless the first bytes are a PNG, JPEG, WebP or GIF, whatever the part claims to be;
 * 400 on `file` for a body that is not readable multipart (no boundary, cut short, a broken part)
 * or an image that does not decode, and for a second file part (the whole body is read, so one
 * hidden after the first is not passed over). Answers the image re-encoded: pixels only, never the
 * bytes as sent.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  let bytes: Buffer | undefined;
  try {
    // Past the first file part the reader raises FST_FILES_LIMIT, which answers ONE_FILE_ONLY.
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    throw describeUploadFailure(error);
  }
  if (bytes === undefined) {
    throw new AppError('BAD_REQUEST', FIELD_REQUIRED, { fieldErrors: { file: FIELD_REQUIRED } });
  }
  const contentType = findImageTypeByBytes(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
  return { bytes: await reencodeImage(bytes, contentType), contentType };
}

/**
 * The multipart reader (busboy under @fastify/multipart) throws plain errors for a body it cannot
 * read; they are the sender's fault, so they answer 400 rather than 500.
 */
function describeUploadFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', MAX_FILE_SIZE_MESSAGE, { cause: error });
  }
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
    return new AppError('BAD_REQUEST', ONE_FILE_ONLY_MESSAGE, {
      fieldErrors: { file: ONE_FILE_ONLY_MESSAGE },
      cause: error,
    });
  }
  return new AppError('BAD_REQUEST', MALFORMED_UPLOAD_MESSAGE, {
    fieldErrors: { file: MALFORMED_UPLOAD_MESSAGE },
    cause: error,
  });
}

/** Stores the image under a new random name and answers its path inside the uploads folder. */
export async function storeUpload(
  uploadsDir: string,
  kind: UploadKind,
  upload: ImageUpload,
): Promise<string> {
  const relativePath = `${kind}/${randomUUID()}.${EXTENSION_BY_IMAGE_TYPE[upload.contentType]}`;
  const target = join(uploadsDir, relativePath);
  await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeFile(target, upload.bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  return relativePath;
}

/** A replaced or removed image; a file already gone is fine. */
export async function removeUpload(uploadsDir: string, relativePath: string | null): Promise<void> {
  if (relativePath) await rm(join(uploadsDir, relativePath), { force: true });
}

/** The address an upload is served at (see http/uploads-route.ts). */
export function findUploadUrl(relativePath: string | null): string | null {
  return relativePath ? `/uploads/${relativePath}` : null;
}
