import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createClient, findCreateClient } from './openapi-fetch-create-client.js';

// The shapes a bundler or Node hands over for `import * as openapiFetch from 'openapi-fetch'`:
// the ESM namespace, and the CommonJS `exports` under `default` (esbuild's and Node's interop).
const requireFromHere = createRequire(import.meta.url);
const commonJsExports = requireFromHere('openapi-fetch') as { default: unknown };

describe('findCreateClient', () => {
  it('takes the function of an ESM namespace', () => {
    const esmCreateClient = () => ({});

    expect(findCreateClient({ default: esmCreateClient })).toBe(esmCreateClient);
  });

  it("takes the function inside openapi-fetch's CommonJS exports when default holds them", () => {
    expect(typeof commonJsExports.default).toBe('function');
    expect(findCreateClient({ default: commonJsExports })).toBe(commonJsExports.default);
  });

  it('names openapi-fetch when it finds no function', () => {
    expect(() => findCreateClient({ default: { default: 'not a function' } })).toThrow(
      /openapi-fetch exports no createClient/,
    );
    expect(() => findCreateClient({})).toThrow(TypeError);
  });

  it('exports a createClient that builds a client', () => {
    expect(typeof createClient({ baseUrl: 'https://utmost.test' }).GET).toBe('function');
  });
});
