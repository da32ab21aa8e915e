import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** `/uploads/<kind>/<uuid>.<ext>`: exactly the names storeUpload() gives, nothing else. */
const UPLOAD_NAME =
  /^(logos|profile-pictures)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * An upload opened on its own (not through `<img>`) is a document of no origin that may load and
 * run nothing, and no page may frame it; images in `<img>` ignore the policy and display.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Serves stored logos and profile pictures. Outside /api on purpose: images are read by `<img>`
 * tags, have random unguessable names, and are not part of the JSON contract. The bytes are the
 * re-encoded image (services/reencode-image.ts) and the type the one checked at upload;
 * `nosniff` stops a browser from guessing another, and the sandboxing CSP replaces the app's.
 */
export async function uploadsRoute(
  app: FastifyInstance,
  options: { uploadsDir: string },
): Promise<void> {
  app.get<{ Params: { kind: string; name: string } }>(
    '/uploads/:kind/:name',
    async (request, reply) => {
      const relativePath = `${request.params.kind}/${request.params.name}`;
      const extension = UPLOAD_NAME.exec(relativePath)?.[2];
      const path = join(options.uploadsDir, relativePath);
      const isFile = await stat(path).then(
        (found) => found.isFile(),
        () => false,
      );
      if (!extension || !isFile) throw new AppError('NOT_FOUND', 'No such upload.');
      return reply
        .type(CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY)
        .header('content-disposition', `inline; filename="${request.params.name}"`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
}
