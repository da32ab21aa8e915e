import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GuardedFetchError, type GuardedFetchFailure } from './guarded-fetch-error.js';
import { isPublicAddress } from './public-address.js';
import {
  createGuardedFetch,
  DEFAULT_USER_AGENT,
  type GuardedFetch,
  type GuardedFetchOptions,
  type ResolveHost,
} from './ssrf-guard.js';

// The tests' websites run on 127.0.0.1 behind fake public host names: `resolveHost` maps the
// names, and `isAddressAllowed` lets exactly 127.0.0.1 through on top of the default policy. The
// default policy itself is tested against the same local server, which it must refuse.

type Route = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Route>();
const received: IncomingMessage[] = [];
let server: Server;
let port: number;

const FAKE_HOSTS: Record<string, string[]> = {
  'shop.test': ['127.0.0.1'],
  'other.test': ['127.0.0.1'],
  'internal.test': ['192.168.0.10'],
  'split.test': ['93.184.216.34', '10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.1'],
};
const fakeResolveHost: ResolveHost = async (hostname) => {
  const addresses = FAKE_HOSTS[hostname];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const allowTestServer = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

const openFetches: GuardedFetch[] = [];
function createTestFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const guardedFetch = createGuardedFetch({
    allowAnyPort: true,
    resolveHost: fakeResolveHost,
    isAddressAllowed: allowTestServer,
    ...options,
  });
  openFetches.push(guardedFetch);
  return guardedFetch;
}
const at = (host: string, path = '/') => `http://${host}:${port}${path}`;

function html(body: string, headers: Record<string, string> = {}): Route {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
}
function redirect(location: string | (() => string), status = 302): Route {
  return (_request, response) => {
    response.writeHead(status, { location: typeof location === 'string' ? location : location() });
    response.end();
  };
}

async function failureOf(promise: Promise<unknown>): Promise<GuardedFetchFailure> {
  const error = await promise.then(
    () => {
      throw new Error('expected the guarded fetch to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GuardedFetchError);
  return (error as GuardedFetchError).reason;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const route = routes.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(async () => {
  routes.clear();
  received.length = 0;
  await Promise.all(openFetches.splice(0).map((guardedFetch) => guardedFetch.close()));
  server.closeAllConnections();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('isPublicAddress', () => {
  it('allows public unicast IPv4 and IPv6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every internal, special and malformed form', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '::1', // loopback
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1', // private
      '169.254.0.1',
      '169.254.169.254',
      'fd00:ec2::254', // link-local and metadata
      '100.64.0.1',
      '100.127.255.255', // CGNAT
      '224.0.0.1',
      '239.255.255.250',
      'ff02::1', // multicast
      '0.0.0.0',
      '::',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1', // unspecified, broadcast, reserved
      'fc00::1',
      'fd12:3456::1',
      'fe80::1', // unique-local, link-local
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::7f00:1', // IPv4 inside IPv6
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      '64:ff9b::7f00:1', // 6to4, Teredo, NAT64
      'localhost',
      '',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('createGuardedFetch', () => {
  it('reads an HTML page through a checked host, with its user agent', async () => {
    routes.set('/', html('<h1>Caf\u00e9</h1>'));
    const page = await createTestFetch()(at('shop.test'));
    expect(page).toEqual({
      url: at('shop.test'),
      status: 200,
      contentType: 'text/html',
      body: '<h1>Caf\u00e9</h1>',
    });
    expect(received[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(received[0]?.headers.host).toBe(`shop.test:${port}`);
  });

  it('decodes the charset the header names', async () => {
    routes.set('/', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    });
    expect((await createTestFetch()(at('shop.test'))).body).toBe('caf\u00e9');
  });

  describe('with the default policy', () => {
    const defaultFetch = () => {
      const guardedFetch = createGuardedFetch({ allowAnyPort: true });
      openFetches.push(guardedFetch);
      return guardedFetch;
    };

    it('refuses the running local server by IP and by localhost', async () => {
      routes.set('/', html('<p>internal</p>'));
      expect(await failureOf(defaultFetch()(`http://127.0.0.1:${port}/`))).toBe('blocked_address');
      expect(await failureOf(defaultFetch()(`http://localhost:${port}/`))).toBe('blocked_address');
      expect(received).toHaveLength(0);
    });

    it.each([
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://169.254.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
    ])('refuses the literal address in %s', async (url) => {
      expect(await failureOf(defaultFetch()(url))).toBe('blocked_address');
    });

    it.each([
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.100.0.1',
      '::ffff:127.0.0.1',
    ])('refuses a host name resolving to %s, at connect time', async (address) => {
      const guardedFetch = createGuardedFetch({
        allowAnyPort: true,
        resolveHost: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      });
      openFetches.push(guardedFetch);
      expect(await failureOf(guardedFetch(at('shop.test')))).toBe('blocked_address');
      expect(received).toHaveLength(0);
    });
  });

  it('refuses a host with one public and one private address', async () => {
    expect(await failureOf(createTestFetch()(at('split.test')))).toBe('blocked_address');
    expect(await failureOf(createTestFetch()(at('metadata.test')))).toBe('blocked_address');
    expect(await failureOf(createTestFetch()(at('mapped.test')))).toBe('blocked_address');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://shop.test/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a url',
    '//shop.test/',
  ])('refuses the URL %s', async (url) => {
    expect(await failureOf(createTestFetch()(url))).toBe('invalid_url');
  });

  it('refuses credentials in the URL and, by default, ports other than the scheme’s', async () => {
    routes.set('/', html('<p>hi</p>'));
    expect(await failureOf(createTestFetch()(`http://user:secret@shop.test:${port}/`))).toBe(
      'invalid_url',
    );
    expect(await failureOf(createTestFetch()(`http://user@shop.test:${port}/`))).toBe(
      'invalid_url',
    );
    const guardedFetch = createTestFetch({ allowAnyPort: false });
    expect(await failureOf(guardedFetch(at('shop.test')))).toBe('invalid_url');
    expect(received).toHaveLength(0);
  });

  describe('redirects', () => {
    it('follows relative and absolute ones to the final URL', async () => {
      routes.set('/', redirect('/start'));
      routes.set(
        '/start',
        redirect(() => at('other.test', '/end'), 301),
      );
      routes.set('/end', html('<p>end</p>'));
      const page = await createTestFetch()(at('shop.test'));
      expect(page.url).toBe(at('other.test', '/end'));
      expect(page.body).toBe('<p>end</p>');
    });

    it('checks every new URL: private, resolving inside, IPv4-mapped, other schemes', async () => {
      for (const [location, failure] of [
        ['http://10.0.0.1/admin', 'blocked_address'],
        ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
        [`http://internal.test:${port}/`, 'blocked_address'],
        [`http://[::ffff:127.0.0.1]:${port}/`, 'blocked_address'],
        ['file:///etc/passwd', 'invalid_url'],
      ] as const) {
        routes.set('/', redirect(location));
        expect(await failureOf(createTestFetch()(at('shop.test'))), location).toBe(failure);
      }
    });

    it('follows five and refuses the sixth', async () => {
      for (let step = 0; step < 6; step += 1) routes.set(`/${step}`, redirect(`/${step + 1}`));
      routes.set('/6', html('<p>far</p>'));
      expect((await createTestFetch()(at('shop.test', '/1'))).url).toBe(at('shop.test', '/6'));
      expect(await failureOf(createTestFetch()(at('shop.test', '/0')))).toBe('too_many_redirects');
    });

    it('sends the caller’s headers to the first origin only', async () => {
      routes.set(
        '/',
        redirect(() => at('other.test', '/end')),
      );
      routes.set('/end', html('<p>end</p>'));
      await createTestFetch()(at('shop.test'), { headers: { 'x-extra': 'mine' } });
      expect(received.map((request) => request.headers['x-extra'])).toEqual(['mine', undefined]);
      expect(received[1]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    });

    it('answers http_error for a redirect without a location', async () => {
      routes.set('/', (_request, response) => response.writeHead(302).end());
      expect(await failureOf(createTestFetch()(at('shop.test')))).toBe('http_error');
    });
  });

  describe('caps', () => {
    it('refuses a body over the size cap, declared or streamed', async () => {
      routes.set('/declared', html('x'.repeat(2000)));
      routes.set('/streamed', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('x'.repeat(600));
        setTimeout(() => response.end('x'.repeat(600)), 20);
      });
      routes.set('/fits', html('x'.repeat(1000)));
      const guardedFetch = createTestFetch({ maxBytes: 1000 });
      expect(await failureOf(guardedFetch(at('shop.test', '/declared')))).toBe('too_large');
      expect(await failureOf(guardedFetch(at('shop.test', '/streamed')))).toBe('too_large');
      expect((await guardedFetch(at('shop.test', '/fits'))).body).toHaveLength(1000);
    });

    it('gives up after the time cap, before the headers or during the body', async () => {
      routes.set('/silent', () => undefined);
      routes.set('/slow-body', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<p>');
      });
      const guardedFetch = createTestFetch({ timeoutMs: 200 });
      expect(await failureOf(guardedFetch(at('shop.test', '/silent')))).toBe('timeout');
      expect(await failureOf(guardedFetch(at('shop.test', '/slow-body')))).toBe('timeout');
    });

    it('passes the caller’s abort on as it is', async () => {
      routes.set('/silent', () => undefined);
      const controller = new AbortController();
      const pending = createTestFetch()(at('shop.test', '/silent'), { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('cancelled by the job')), 50);
      await expect(pending).rejects.toThrow('cancelled by the job');
    });
  });

  describe('answers it refuses', () => {
    it.each(['application/json', 'image/png', 'text/plain', ''])(
      'refuses %s as HTML',
      async (type) => {
        routes.set('/', (_request, response) => {
          response.writeHead(200, type ? { 'content-type': type } : {});
          response.end('{}');
        });
        expect(await failureOf(createTestFetch()(at('shop.test')))).toBe('not_html');
      },
    );

    it('accepts text/plain when asked for text (robots.txt)', async () => {
      routes.set('/robots.txt', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('User-agent: *\nDisallow: /admin\n');
      });
      const robots = await createTestFetch()(at('shop.test', '/robots.txt'), { accept: 'text' });
      expect(robots.body).toContain('Disallow: /admin');
      expect(received[0]?.headers.accept).toContain('text/plain');
    });

    it.each([404, 410, 500, 503])('answers http_error for %i', async (status) => {
      routes.set('/', (_request, response) => response.writeHead(status).end('<p>no</p>'));
      const error = await createTestFetch()(at('shop.test')).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ reason: 'http_error', status });
    });

    it('answers unreachable for an unknown host or a closed port, without internals', async () => {
      const unknown = await createTestFetch()(at('nowhere.test')).catch(
        (caught: unknown) => caught,
      );
      expect(unknown).toMatchObject({ reason: 'unreachable' });
      expect((unknown as Error).message).not.toContain('nowhere');
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      expect(await failureOf(createTestFetch()(`http://shop.test:${closedPort}/`))).toBe(
        'unreachable',
      );
    });
  });
});

describe('createGuardedFetch answering locally (sandbox mode)', () => {
  const demoSite = (url: URL): Response | null => {
    if (url.hostname !== 'www.demo.example') return null;
    if (url.pathname === '/moved') {
      return new Response(null, {
        status: 301,
        headers: { location: 'https://www.demo.example/' },
      });
    }
    if (url.pathname === '/inside') {
      return new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/admin' } });
    }
    if (url.pathname === '/logo.png') {
      return new Response('png', { headers: { 'content-type': 'image/png' } });
    }
    return new Response('<title>Demo</title>', { headers: { 'content-type': 'text/html' } });
  };

  it('answers its own hosts in-process, following their redirects', async () => {
    const guardedFetch = createGuardedFetch({ answerLocally: demoSite });
    const answer = await guardedFetch('https://www.demo.example/moved');
    expect(answer).toMatchObject({
      url: 'https://www.demo.example/',
      status: 200,
      body: '<title>Demo</title>',
    });
    await guardedFetch.close();
  });

  it('still checks every redirect and the content type of its answers', async () => {
    const guardedFetch = createGuardedFetch({ answerLocally: demoSite });
    expect(await failureOf(guardedFetch('https://www.demo.example/inside'))).toBe(
      'blocked_address',
    );
    expect(await failureOf(guardedFetch('https://www.demo.example/logo.png'))).toBe('not_html');
    await guardedFetch.close();
  });
});
