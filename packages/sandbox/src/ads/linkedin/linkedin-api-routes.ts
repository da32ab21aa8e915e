import type { FastifyError, FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import { sendWireError } from '../../oauth/provider-profile.js';
import { registerLinkedInAccountRoutes } from './linkedin-account-routes.js';
import { registerLinkedInCreativeRoutes } from './linkedin-creative-routes.js';
import { describeIllegalArgument, describeNotFound } from './linkedin-errors.js';
import { registerLinkedInPostRoutes } from './linkedin-post-routes.js';
import { registerLinkedInTrackingParameterRoutes } from './linkedin-tracking-parameter-routes.js';

// api.linkedin.com/rest under `{prefix}/linkedin-api/rest`, with LinkedIn's own 404 and 400
// bodies for paths and bodies it does not know.

export async function registerLinkedInApiRoutes(
  app: FastifyInstance,
  context: SandboxContext,
): Promise<void> {
  // Its own scope, so that its error handler answers in LinkedIn's shape only for these routes.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === undefined || error.statusCode >= 500) throw error;
      void sendWireError(reply, describeIllegalArgument(error.message));
    });
    registerLinkedInAccountRoutes(scope, context);
    registerLinkedInCreativeRoutes(scope, context);
    registerLinkedInPostRoutes(scope, context);
    registerLinkedInTrackingParameterRoutes(scope, context);
    scope.all('/linkedin-api/*', async (request, reply) =>
      sendWireError(
        reply,
        describeNotFound(`No virtual resource found for ${request.url.split('?')[0] ?? ''}`),
      ),
    );
  });
}
