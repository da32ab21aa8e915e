import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/schema.js';
import { unwrap } from '../errors/unwrap.js';
import type { ErrorCode } from '../rules/error-catalogue.js';
import type { UtmostError } from '../errors/utmost-error.js';
import { createUtmostClient } from './create-utmost-client.js';

const client = createUtmostClient({ baseUrl: 'http://localhost:3000' });

describe('UtmostClient types', () => {
  it('types the data of GET /api/v1/versions from the contract', async () => {
    const result = await client.GET('/api/v1/versions');
    type Versions = components['schemas']['Versions'];
    if (result.data) {
      // openapi-fetch maps bodies through its Readable<> helper: equal in shape, not in identity.
      expectTypeOf(result.data.content).toExtend<Versions>();
      expectTypeOf<Versions>().toExtend<typeof result.data.content>();
      expectTypeOf(result.data.content.versions.api).toEqualTypeOf<string>();
    }
    expectTypeOf(unwrap(result).content).toExtend<Versions>();
    expectTypeOf(unwrap(result).content.versions.web).toEqualTypeOf<string>();
  });

  it('types the query parameters of the contract', () => {
    void client.GET('/api/v1/versions', { params: { query: { workspace_id: 'w' } } });
    // @ts-expect-error workspace_id is a string in the contract
    void client.GET('/api/v1/versions', { params: { query: { workspace_id: 1 } } });
  });

  it('refuses a path the contract does not have', () => {
    // @ts-expect-error not in openapi/utmost.yaml
    void client.GET('/api/v1/nope');
    // @ts-expect-error versions has no POST
    void client.POST('/api/v1/versions');
  });

  it('exposes the error fields with their types', () => {
    expectTypeOf<UtmostError['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<UtmostError['fieldErrors']>().toEqualTypeOf<Record<string, string> | undefined>();
  });
});
