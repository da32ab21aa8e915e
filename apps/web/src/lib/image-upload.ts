import { findImageUploadProblem, IMAGE_SIGNATURE_LENGTH } from '@utmost/ads-sdk';

/**
 * The spec §5 check of a chosen image before it is sent (at most 10 MB, a PNG, JPEG, WebP or GIF
 * by its first bytes): the message to show under the field, or null when it may be uploaded.
 * The server checks again; this only spares the user a long upload that would be refused.
 */
export async function findImageFileProblem(file: Blob): Promise<string | null> {
  const firstBytes = new Uint8Array(await readBlob(file.slice(0, IMAGE_SIGNATURE_LENGTH)));
  return findImageUploadProblem({ sizeBytes: file.size, firstBytes })?.message ?? null;
}

// Blob.arrayBuffer is missing from some environments (older jsdom); FileReader is everywhere.
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

// The request builder moved to the SDK with the upload mutations; its test here still holds it.
export { buildImageUploadRequest } from '@utmost/ads-sdk';
