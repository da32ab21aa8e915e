import { describe, expect, it } from 'vitest';
import { createVersionFile } from './version-file-plugin';

describe('createVersionFile', () => {
  const files = [
    { fileName: 'assets/index-abc.js', content: 'console.log(1)' },
    { fileName: 'index.html', content: '<html></html>' },
  ];

  it('carries the package version and a short build id', () => {
    const file = createVersionFile('0.1.0', files);
    expect(file.version).toBe('0.1.0');
    expect(file.buildId).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives the same id for the same bundle in any order, and ignores version.json itself', () => {
    const reversed = [...files].reverse();
    expect(createVersionFile('0.1.0', reversed).buildId).toBe(
      createVersionFile('0.1.0', files).buildId,
    );
    const withVersionFile = [...files, { fileName: 'version.json', content: '{}' }];
    expect(createVersionFile('0.1.0', withVersionFile).buildId).toBe(
      createVersionFile('0.1.0', files).buildId,
    );
  });

  it('gives a new id when any emitted file changes', () => {
    const changed = [files[0]!, { fileName: 'index.html', content: '<html> </html>' }];
    expect(createVersionFile('0.1.0', changed).buildId).not.toBe(
      createVersionFile('0.1.0', files).buildId,
    );
  });
});
