import Fastify, { type FastifyInstance } from 'fastify';
import { registerSandbox, type SandboxOptions } from './plugin.js';

export interface SandboxServerOptions extends SandboxOptions {
  isLoggerEnabled?: boolean;
}

/** A Fastify server with nothing but the sandbox, at `/sandbox` as in the host app. */
export async function buildSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  const { isLoggerEnabled = false, ...sandboxOptions } = options;
  const app = Fastify({ logger: isLoggerEnabled });
  await registerSandbox(app, { ...sandboxOptions, prefix: '/sandbox' });
  return app;
}
