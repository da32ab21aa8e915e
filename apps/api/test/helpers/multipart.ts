interface FilePart {
  file: Buffer;
  fieldName?: string;
  fileName?: string;
  contentType?: string;
}

/** A one-file multipart/form-data body, as a browser's FormData would send it. */
export function buildMultipart(
  file: Buffer,
  options: Omit<FilePart, 'file'> = {},
): { payload: Buffer; headers: Record<string, string> } {
  return buildMultipartOfParts([{ file, ...options }]);
}

/** A multipart/form-data body of several file parts, in order. */
export function buildMultipartOfParts(parts: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----utmost-test-${String(Date.now())}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${part.fieldName ?? 'file'}"; ` +
        `filename="${part.fileName ?? 'image.png'}"\r\n` +
        `Content-Type: ${part.contentType ?? 'image/png'}\r\n\r\n`,
    ),
    part.file,
    Buffer.from('\r\n'),
  ]);
  const tail = Buffer.from(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([...chunks, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
