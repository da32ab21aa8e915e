import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AdsState } from './ads/ads-state.js';
import { registerGoogleAdsRoutes } from './ads/google/google-ads-routes.js';
import { registerLinkedInApiRoutes } from './ads/linkedin/linkedin-api-routes.js';
import { DEFAULT_ADS_PER_SCALE_ACCOUNT } from './ads/seed/ad-catalog.js';
import type { SandboxClients, SandboxContext } from './context.js';
import { registerControlRoutes, type ControlOptions } from './faults/control-routes.js';
import { FaultStore } from './faults/fault-store.js';
import { registerIdentitiesRoute } from './identities-route.js';
import { findIdentityByEmail } from './identities.js';
import { StateFile } from './state/state-file.js';
import { GrantStore } from './oauth/grant-store.js';
import { createSigningKey, type SigningKey } from './oauth/signing-key.js';
import { registerGoogleRoutes } from './providers/google-routes.js';
import { registerLinkedInRoutes } from './providers/linkedin-routes.js';
import { registerMicrosoftRoutes } from './providers/microsoft-routes.js';

export interface SandboxOptions {
  /**
   * The origin (and any path) at which browsers and the API reach the host app, e.g.
   * `http://localhost:3000`. Issuers, discovery documents and JWKS URLs are built from it plus the
   * prefix the plugin is registered under.
   */
  publicUrl: string;
  /** Expected OAuth clients per provider; without them any non-empty id and secret are accepted. */
  clients?: SandboxClients;
  /**
   * The `/_control` routes (fault injection, revocation, token ageing) exist only with a key, and
   * answer only to requests that carry it (in `x-utmost-install-key` unless `header` says
   * otherwise) and come from no foreign origin.
   */
  control?: ControlOptions;
  /** Clock in milliseconds; tests move it to expire codes and tokens. */
  now?: () => number;
  /** Reuse a key across instances (tests); by default each instance makes its own at start. */
  signingKey?: SigningKey;
  /**
   * Size of the generated "Scale test" accounts (Google ads and LinkedIn creatives) and of the
   * Google "Pedalwise (scale search terms)" account (100,000 search terms by default).
   */
  scale?: { adsPerScaleAccount?: number; searchTermsPerScaleAccount?: number };
  /**
   * A JSON file that keeps grants (refresh and access tokens, revocations) and the ads changed
   * through the APIs across restarts. Without it everything lives in memory (tests).
   */
  stateFile?: string;
}

const publicUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'publicUrl must be an absolute http:// or https:// URL',
  })
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * The identity-provider sandbox as an encapsulated Fastify plugin: its form parser, error handler and
 * not-found handler stay inside its prefix and do not touch the host app.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const publicUrl = publicUrlSchema.safeParse(options.publicUrl);
  if (!publicUrl.success)
    throw new Error(`Sandbox: ${publicUrl.error.issues[0]?.message ?? 'bad publicUrl'}`);
  const now = options.now ?? Date.now;
  const adsPerScaleAccount = options.scale?.adsPerScaleAccount ?? DEFAULT_ADS_PER_SCALE_ACCOUNT;
  const searchTermsPerScaleAccount = options.scale?.searchTermsPerScaleAccount;
  const context: SandboxContext = {
    baseUrl: `${publicUrl.data}${app.prefix}`,
    store: new GrantStore(now),
    faults: new FaultStore(),
    signingKey: options.signingKey ?? createSigningKey(),
    clients: options.clients ?? {},
    now,
    ads: new AdsState({ adsPerScaleAccount, searchTermsPerScaleAccount }),
  };

  if (options.stateFile !== undefined) attachStateFile(app, context, options.stateFile);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox request failed');
    return reply.code(status).send({
      error: status >= 500 ? 'server_error' : 'invalid_request',
      error_description: status >= 500 ? 'Internal error' : error.message,
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      error_description: `No sandbox endpoint at ${request.method} ${request.url.split('?')[0] ?? ''}`,
    }),
  );

  registerIdentitiesRoute(app, { adsPerScaleAccount, searchTermsPerScaleAccount });
  registerGoogleRoutes(app, context);
  registerLinkedInRoutes(app, context);
  registerMicrosoftRoutes(app, context);
  registerGoogleAdsRoutes(app, context);
  await registerLinkedInApiRoutes(app, context);
  if (options.control !== undefined) {
    await registerControlRoutes(app, context, { ...options.control, publicUrl: publicUrl.data });
  }
};

/** Loads the saved state now, saves after every change, and writes what is pending on close. */
function attachStateFile(app: FastifyInstance, context: SandboxContext, path: string): void {
  const stateFile = new StateFile(
    path,
    () => ({
      version: 1,
      savedAt: new Date(context.now()).toISOString(),
      grants: context.store.exportState(),
      overlay: context.ads.exportOverlay(),
    }),
    (error) => app.log.error({ err: error }, 'sandbox state file could not be saved'),
  );
  const saved = stateFile.load();
  if (saved) {
    context.store.importState(saved.grants, findIdentityByEmail);
    context.ads.importOverlay(saved.overlay);
  }
  context.store.onChange(() => stateFile.scheduleSave());
  context.ads.onChange(() => stateFile.scheduleSave());
  app.addHook('onClose', () => stateFile.flush());
}

/** Mounts the sandbox on a host app, under `/sandbox` unless another prefix is given. */
export async function registerSandbox(
  app: FastifyInstance,
  options: SandboxOptions & { prefix?: string },
): Promise<void> {
  const { prefix = '/sandbox', ...sandboxOptions } = options;
  await app.register(sandboxPlugin, { ...sandboxOptions, prefix });
}
