import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listSandboxAdAccounts, type SandboxAdAccountSummary } from './ads/seed/ad-catalog.js';
import { listIdentities, PROVIDER_NAMES } from './identities.js';

const querySchema = z.object({ provider: z.enum(PROVIDER_NAMES).optional() });

/**
 * `GET /identities[?provider=google]`: who can sign in, and which ad accounts each login reaches,
 * so people, scripts and tests know what to pick.
 */
export function registerIdentitiesRoute(
  app: FastifyInstance,
  options: { adsPerScaleAccount: number; searchTermsPerScaleAccount?: number },
): void {
  const adAccountsByLogin = new Map<string, SandboxAdAccountSummary[]>(
    listSandboxAdAccounts(options).map((login) => [
      `${login.provider}:${login.email}`,
      login.accounts,
    ]),
  );
  app.get('/identities', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: `provider must be one of ${PROVIDER_NAMES.join(', ')}`,
      });
    }
    return {
      identities: listIdentities(query.data.provider).map((identity) => ({
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        mail: identity.mail,
        emailVerified: identity.isEmailVerified,
        hostedDomain: identity.hostedDomain,
        name: identity.name,
        givenName: identity.givenName,
        familyName: identity.familyName,
        picture: identity.picture,
        locale: `${identity.locale.language}-${identity.locale.country}`,
        tenantId: identity.tenantId,
        adAccounts: adAccountsByLogin.get(`${identity.provider}:${identity.email}`) ?? [],
      })),
    };
  });
}
