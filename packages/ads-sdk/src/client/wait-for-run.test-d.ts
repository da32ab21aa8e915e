import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from './create-utmost-client.js';
import {
  waitForRun,
  type RunReference,
  type RunState,
  type RunView,
  type SearchTermRunView,
  type TaggingRunView,
} from './wait-for-run.js';

describe('waitForRun types', () => {
  const client = createUtmostClient({ baseUrl: '' });

  it("resolves with the reference's kind of run, in the shared state vocabulary", () => {
    const tagging = waitForRun(client, {
      kind: 'tagging',
      platform: 'google',
      jobId: 'j',
      organizationId: 'o',
    });
    expectTypeOf(tagging).toEqualTypeOf<Promise<TaggingRunView>>();
    const validation = waitForRun(
      client,
      { kind: 'searchTermValidation', jobId: 'j', organizationId: 'o' },
      { onProgress: (view) => expectTypeOf(view).toEqualTypeOf<SearchTermRunView>() },
    );
    expectTypeOf(validation).toEqualTypeOf<Promise<SearchTermRunView>>();
    const either = waitForRun(client, {} as RunReference);
    expectTypeOf(either).toEqualTypeOf<Promise<RunView>>();
    expectTypeOf<RunView['state']>().toEqualTypeOf<RunState>();
    expectTypeOf<RunState>().toEqualTypeOf<
      'queued' | 'running' | 'waiting' | 'completed' | 'failed'
    >();
  });

  it('needs the platform of a tagging run, and a platform Utmost connects', () => {
    // @ts-expect-error a tagging run is read under its platform
    void waitForRun(client, { kind: 'tagging', jobId: 'j', organizationId: 'o' });
    // @ts-expect-error meta is a coming-soon logo, not a platform
    void waitForRun(client, { kind: 'tagging', platform: 'meta', jobId: 'j', organizationId: 'o' });
  });
});
