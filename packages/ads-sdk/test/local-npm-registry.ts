import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { promisify } from 'node:util';

// A stand-in for registry.npmjs.org that serves only the tarballs it is given, so a test can run
// the integrator's own `npm install @utmost/ads-sdk zod` in an empty folder: npm reads the SDK's
// manifest and resolves its dependencies and peers itself, as it does from the real registry,
// without the network (a stalled registry request once held CI's setup for six minutes).
const run = promisify(execFile);

export interface LocalNpmRegistry {
  url: string;
  close(): Promise<void>;
}

export interface PackageManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/** The manifest a tarball holds, as npm reads it (pnpm pack rewrites the workspace's one). */
export async function readTarballManifest(tarball: string): Promise<PackageManifest> {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
  return JSON.parse(stdout) as PackageManifest;
}

/**
 * A packument per package name, as the registry answers `GET /<name>`: every version's manifest,
 * with where its tarball is and the digests npm checks it against.
 */
async function buildPackuments(tarballs: readonly string[], url: string) {
  const packuments = new Map<string, { versions: Record<string, unknown>; latest: string }>();
  for (const tarball of tarballs) {
    const manifest = await readTarballManifest(tarball);
    const content = await readFile(tarball);
    const entry = packuments.get(manifest.name) ?? { versions: {}, latest: manifest.version };
    entry.versions[manifest.version] = {
      ...manifest,
      _id: `${manifest.name}@${manifest.version}`,
      dist: {
        tarball: `${url}/-/${basename(tarball)}`,
        shasum: createHash('sha1').update(content).digest('hex'),
        integrity: `sha512-${createHash('sha512').update(content).digest('base64')}`,
      },
    };
    packuments.set(manifest.name, entry);
  }
  return new Map(
    [...packuments].map(([name, { versions, latest }]) => [
      name,
      JSON.stringify({ name, 'dist-tags': { latest }, versions }),
    ]),
  );
}

/** Serves `tarballs` as a registry on a free local port until closed. */
export async function startLocalNpmRegistry(
  tarballs: readonly string[],
): Promise<LocalNpmRegistry> {
  const tarballsByFile = new Map(tarballs.map((tarball) => [basename(tarball), tarball]));
  let packuments = new Map<string, string>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname);
    const tarball = path.startsWith('/-/') ? tarballsByFile.get(path.slice(3)) : undefined;
    if (tarball) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      createReadStream(tarball).pipe(response);
      return;
    }
    const packument = packuments.get(path.slice(1));
    if (packument) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(packument);
      return;
    }
    // What the registry says of a package it does not have: npm stops with E404 naming it.
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  packuments = await buildPackuments(tarballs, url);
  return {
    url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
