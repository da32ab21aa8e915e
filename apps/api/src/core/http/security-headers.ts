import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** HSTS and `upgrade-insecure-requests` only where the app is served over https. */
  publicUrl: string;
  /** The built web app: its index.html's inline scripts, if any, are allowed by their hash. */
  webDistDir: string;
}

/** A year, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Browser security headers on every answer (DESIGN §9): the web app, /api/docs, API JSON, errors,
 * uploads and the mounted sandbox's pages. Registered before every other hook, so an answer cut
 * short by a later hook (a refused Origin, a 404) still carries them. Routes with stricter needs
 * replace the CSP on their own answers (uploads, the sandbox's consent pages).
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const isHttps = new URL(options.publicUrl).protocol === 'https:';
  const inlineScriptHashes = await hashInlineScripts(join(options.webDistDir, 'index.html'));
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        // Scripts come from our own files only; an inline script the build may add is allowed
        // by its hash, never by 'unsafe-inline'. Event-handler attributes never run.
        scriptSrc: ["'self'", ...inlineScriptHashes],
        scriptSrcAttr: ["'none'"],
        // React and Radix set `style` attributes (positions, sizes, CSS variables) and inject
        // small <style> elements (scroll lock, toasts) at run time, with content no hash can
        // know in advance; styles cannot run code, so inline styles stay allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads are served by us; data: for the small inline images libraries may draw.
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps && { upgradeInsecureRequests: [] }),
      },
    },
    // The connect popup (and SSO providers' pages) pass through other origins and report back
    // to the app through `window.opener`; a Cross-Origin-Opener-Policy would cut that link as
    // soon as the popup leaves our origin, and the app would see the popup as closed.
    crossOriginOpenerPolicy: false,
    // Cross-site requests see our origin only, never a path or query (reset and invitation
    // tokens). Not `no-referrer`: under it browsers send `Origin: null` on native form posts,
    // which the same-origin check (auth/same-origin.ts) would refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
};

/**
 * The CSP sources (`'sha256-…'`) of the inline `<script>` elements of the built index.html, read
 * once at start: Vite's build has none today, but one added later (a theme bootstrap) keeps
 * working without opening scripts to 'unsafe-inline'. No build, no hashes.
 */
export async function hashInlineScripts(indexFile: string): Promise<string[]> {
  const html = await readFile(indexFile, 'utf8').catch(() => '');
  return findInlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
}

/** The text of each `<script>` without a `src`, exactly as the browser hashes it. */
export function findInlineScripts(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi);
  return [...scripts]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '')
    .filter((text) => text.length > 0);
}

export const securityHeadersPlugin = fastifyPlugin(securityHeaders, {
  name: 'utmost-security-headers',
});
