import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context.js';
import { PROVIDER_NAMES } from '../identities.js';
import { faultInputSchema } from './fault-store.js';

// Test-only control of the simulator, under `/_control`. It changes the simulation, never the
// wire formats: arm faults, revoke a person's grants as they would in their account settings, or
// age access tokens so clients take their refresh path.

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

export function registerControlRoutes(app: FastifyInstance, context: SandboxContext): void {
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
