import { describe, expect, it } from 'vitest';
import { buildImageUploadRequest } from './image-upload';

describe('buildImageUploadRequest', () => {
  it('sends the file as the multipart part named file', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const body = buildImageUploadRequest(file).bodySerializer();
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect((body.get('file') as File).name).toBe('logo.png');
  });
});
