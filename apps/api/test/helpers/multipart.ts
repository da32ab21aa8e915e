/** A one-file multipart/form-data body, as a browser's FormData would send it. */
export function buildMultipart(
  file: Buffer,
  options: { fieldName?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----utmost-test-${String(Date.now())}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${options.fieldName ?? 'file'}"; ` +
      `filename="${options.fileName ?? 'image.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
