import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context.js';
import { PROVIDER_NAMES } from '../identities.js';
import { faultInputSchema } from './fault-store.js';

// Test-only control of the simulator, under `/_control`. It changes the simulation, never the
// wire formats: arm faults, revoke a person's grants as they would in their account settings, or
// age access tokens so clients take their refresh path. It reaches every grant of every client, so
// it answers only to the host's key, and never to a page of another origin.

/** The header the key travels in unless the host names another: Utmost's install key. */
export const DEFAULT_CONTROL_KEY_HEADER = 'x-utmost-install-key';

export interface ControlOptions {
  /** The secret a request must carry; compared in constant time. */
  key: string;
  /** Where it travels (default `x-utmost-install-key`). */
  header?: string;
}

const revokeSchema = z
  .object({ provider: z.enum(PROVIDER_NAMES), email: z.string().min(1) })
  .strict();
const expireSchema = z
  .object({ provider: z.enum(PROVIDER_NAMES).optional(), email: z.string().min(1).optional() })
  .strict();

function sendInvalid(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] = issue.message;
  return reply.code(400).send({ errors });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Why a request may not use the control routes, or undefined when it may: it must carry the key
 * and, when a browser sent it, come from the host app's own origin (`publicUrl`).
 */
export function findControlRefusal(
  request: FastifyRequest,
  options: ControlOptions,
  publicOrigin: string,
): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) {
    return 'The control routes answer no page of another origin.';
  }
  const header = (options.header ?? DEFAULT_CONTROL_KEY_HEADER).toLowerCase();
  const candidate = request.headers[header];
  // Hashed first, so neither the length nor a shared prefix of a wrong key shows in the timing.
  const isKey =
    typeof candidate === 'string' &&
    candidate !== '' &&
    timingSafeEqual(digest(candidate), digest(options.key));
  return isKey ? undefined : `The control routes need the install key in ${header}.`;
}

/** The routes, in a scope of their own whose hook checks every call before it runs. */
export async function registerControlRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  options: ControlOptions & { publicUrl: string },
): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin;
  await app.register(async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      const refusal = findControlRefusal(request, options, publicOrigin);
      if (refusal !== undefined) {
        return reply.code(403).send({ error: 'forbidden', error_description: refusal });
      }
    });
    registerRoutes(control, context);
  });
}

function registerRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/_control/faults', async () => ({ faults: context.faults.list() }));

  app.post('/_control/faults', async (request, reply) => {
    const parsed = faultInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    return reply.code(201).send({ fault: context.faults.arm(parsed.data) });
  });

  app.delete('/_control/faults', async (_request, reply) => {
    context.faults.clear();
    return reply.code(204).send();
  });

  // Writes per ad item since start (mutate / PARTIAL_UPDATE): "no ad changed twice" checks.
  app.get('/_control/writes', async () => ({ writes: context.ads.countWrites() }));

  app.post('/_control/revoke', async (request, reply) => {
    const parsed = revokeSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    const email = parsed.data.email.trim().toLowerCase();
    return { revokedGrants: context.store.revokeIdentityGrants(parsed.data.provider, email) };
  });

  app.post('/_control/expire-tokens', async (request, reply) => {
    const parsed = expireSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendInvalid(reply, parsed.error);
    const { provider, email } = parsed.data;
    return {
      expiredTokens: context.store.expireAccessTokens({
        ...(provider === undefined ? {} : { provider }),
        ...(email === undefined ? {} : { email: email.trim().toLowerCase() }),
      }),
    };
  });
}
