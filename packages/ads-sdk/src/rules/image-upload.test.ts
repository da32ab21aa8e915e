import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, findImageTypeByBytes, findImageUploadProblem } from './image-upload.js';
import { MAX_FILE_SIZE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from './validation-messages.js';

const bytesOf = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

const PNG = bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('findImageTypeByBytes', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', bytesOf([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['gif87a', bytesOf('GIF87a'), 'image/gif'],
    ['gif89a', bytesOf('GIF89a'), 'image/gif'],
    ['webp', bytesOf('RIFF', [1, 2, 3, 4], 'WEBP'), 'image/webp'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(findImageTypeByBytes(bytes)).toBe(type);
  });

  it.each([
    ['svg (scripts inside)', bytesOf('<svg xmlns=')],
    ['a RIFF that is not WebP', bytesOf('RIFF', [1, 2, 3, 4], 'WAVE')],
    ['html named .png', bytesOf('<!doctype html>')],
    ['too few bytes', bytesOf([0x89, 0x50])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, bytes) => {
    expect(findImageTypeByBytes(bytes)).toBeUndefined();
  });
});

describe('findImageUploadProblem', () => {
  it('allows exactly 10 MB and refuses one byte more with the spec message', () => {
    expect(
      findImageUploadProblem({ sizeBytes: MAX_UPLOAD_BYTES, firstBytes: PNG }),
    ).toBeUndefined();
    expect(findImageUploadProblem({ sizeBytes: MAX_UPLOAD_BYTES + 1, firstBytes: PNG })).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: MAX_FILE_SIZE_MESSAGE,
    });
  });

  it('refuses a file whose bytes are not an image', () => {
    expect(findImageUploadProblem({ sizeBytes: 10, firstBytes: bytesOf('%PDF-1.7') })).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: UNSUPPORTED_IMAGE_MESSAGE,
    });
  });
});
