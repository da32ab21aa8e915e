import type { PgBoss } from 'pg-boss';
import type { JobDefinition } from './job-definition.js';

/** How code outside the workers hands them work: one pg-boss job per payload. */
export interface JobSender {
  send<Payload extends object>(
    definition: JobDefinition<Payload>,
    payloads: readonly Payload[],
  ): Promise<void>;
}

export function createJobSender(boss: PgBoss): JobSender {
  return {
    send: async (definition, payloads) => {
      if (payloads.length === 0) return;
      await boss.insert(
        definition.name,
        payloads.map((data) => ({ data })),
      );
    },
  };
}
