import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the server owns: never answered with the web app's index.html. */
const SERVER_PATH_PREFIXES = ['/api', '/healthz', '/readyz', '/sandbox'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const WEB_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Utmost</title>
<style>body{background:#0f1115;color:#e6e8ee;font:16px/1.6 system-ui,sans-serif;display:grid;
place-items:center;min-height:100vh;margin:0}code{background:#171a21;padding:2px 6px;border-radius:4px}</style>
</head><body><main><h1>Utmost</h1><p>The web app is not built: run <code>pnpm build</code>.</p>
<p>The API is running: see <a style="color:#7aa2f7" href="/api/docs">/api/docs</a>.</p></main></body></html>`;

export interface WebApp {
  /** Answers a browser navigation no route matched with index.html (client-side routing). */
  handleUnmatchedRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** Serves the built files; does nothing when there is no build. */
  registerStaticFiles: (app: FastifyInstance) => Promise<void>;
}

export function createWebApp(webDistDir: string): WebApp {
  const indexFile = join(webDistDir, 'index.html');
  return {
    handleUnmatchedRequest: async (request, reply) => {
      if (!isPageNavigation(request)) return false;
      const html = await readFile(indexFile, 'utf8').catch(() => undefined);
      // The local mailbox's link carries the install key in its query: the page's first asset
      // requests must not repeat it in their Referer (issue 26 item 5). The page only reads; the
      // links it shows open the app as new navigations, each with the app's own policy.
      if (isMailboxPage(request)) reply.header('referrer-policy', 'no-referrer');
      await reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(html ?? WEB_NOT_BUILT_PAGE);
      return true;
    },
    registerStaticFiles: async (app) => {
      if (!existsSync(indexFile)) {
        app.log.warn({ webDistDir }, 'The web app is not built; serving the API only');
        return;
      }
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: ['index.html'],
        // Hashed file names under assets/ never change content; everything else may.
        setHeaders: (reply, path) => {
          const isAsset = path.startsWith(join(webDistDir, 'assets') + sep);
          reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
        },
      });
    },
  };
}

function isMailboxPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/mailbox' || path === '/mailbox/';
}

export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  const isServerPath = SERVER_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return !isServerPath && (request.headers.accept ?? '').includes('text/html');
}
