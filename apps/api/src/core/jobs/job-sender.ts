import type { PgBoss } from 'pg-boss';
import type { JobDefinition } from './job-definition.js';

/** How code outside the workers hands them work: one pg-boss job per payload. */
export interface JobSender {
  send<Payload extends object>(
    definition: JobDefinition<Payload>,
    payloads: readonly Payload[],
    options?: JobSendOptions,
  ): Promise<void>;
}

export interface JobSendOptions {
  /** Held back until then (pg-boss `startAfter`): work that must wait, such as a daily quota. */
  startAfter?: Date;
}

export function createJobSender(boss: PgBoss): JobSender {
  return {
    send: async (definition, payloads, options = {}) => {
      if (payloads.length === 0) return;
      const { startAfter } = options;
      await boss.insert(
        definition.name,
        payloads.map((data) => ({ data, ...(startAfter && { startAfter }) })),
      );
    },
  };
}
