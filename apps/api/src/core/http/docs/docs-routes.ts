import type { FastifyPluginAsync } from 'fastify';
import type { Contract } from '../../contract/load-contract.js';
import { DOCS_STYLES } from './docs-styles.js';
import { DOCS_STYLESHEET_PATH, renderDocsPage } from './render-docs-page.js';

/** The rendered API reference, which the web app's Help dialog links to. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The contract for humans and tools, outside the contract itself (these routes are the one
 * allow-listed exception of the contract coverage test). Rendered once: the contract is fixed for
 * the life of the process.
 */
export const docsRoutes: FastifyPluginAsync<{ contract: Contract }> = async (app, { contract }) => {
  const page = renderDocsPage(contract.document);
  const json = JSON.stringify(contract.document, null, 2);
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  app.get(DOCS_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_STYLES),
  );
  app.get('/api/docs/utmost.yaml', async (_request, reply) =>
    reply
      .type('application/yaml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(contract.text),
  );
  app.get('/api/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );
};
