import type { ServiceHandlers } from './operation-types.js';
import { createSystemHandlers, type SystemHandlerDependencies } from './system-handlers.js';

export type HandlerDependencies = SystemHandlerDependencies;

/** Every operation's handler in one object, keyed by operationId, for fastify-openapi-glue. */
export function createServiceHandlers(dependencies: HandlerDependencies): ServiceHandlers {
  return {
    ...createSystemHandlers(dependencies),
  };
}
