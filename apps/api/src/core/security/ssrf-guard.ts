import { lookup as lookupHost, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import { GuardedFetchError } from './guarded-fetch-error.js';
import { isPublicAddress } from './public-address.js';

// Every URL a user gives us and the server then fetches (brief websites, landing-page checks)
// goes through here: a URL could otherwise make the server read its own admin ports, the cloud
// metadata endpoint or anything else on the private network, and hand the answer back.

export const DEFAULT_USER_AGENT = 'UtmostBot/1.0 (+https://utmost.example/bot)';
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const MEDIA_TYPES_BY_ACCEPT = {
  html: ['text/html', 'application/xhtml+xml'],
  text: ['text/html', 'application/xhtml+xml', 'text/plain'],
} as const;
const ACCEPT_HEADER_BY_ACCEPT = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  text: 'text/plain,text/html;q=0.5',
} as const;

/** Resolves a host name to every address it has, like `dns.lookup(host, { all: true })`. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface GuardedFetchOptions {
  userAgent?: string;
  /** Bytes of (decoded) body read at most; a longer body is refused, not truncated. */
  maxBytes?: number;
  /** For the whole call, redirects and body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Tests only: local test servers listen on random ports. Otherwise only the scheme's own port (80, 443). */
  allowAnyPort?: boolean;
  /** Tests only: resolve fake public host names to a local test server. */
  resolveHost?: ResolveHost;
  /** Tests only: let a local test server's address through. Defaults to public unicast only. */
  isAddressAllowed?: (address: string) => boolean;
  /**
   * Sandbox mode only: answers the sandbox's demo sites (`*.example`) in-process instead of DNS,
   * so the demo works offline; null for every other URL, which then goes out as usual. Redirects,
   * size and content-type are checked on its answers as on any other.
   */
  answerLocally?: (url: URL) => Response | null;
}

export interface GuardedFetchInit {
  signal?: AbortSignal;
  /** Sent to the URL's origin only, not to another origin a redirect leads to. */
  headers?: Record<string, string>;
  /** `html` (default): HTML pages only; `text` also allows text/plain, for robots.txt. */
  accept?: 'html' | 'text';
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case (`text/html`). */
  contentType: string;
  body: string;
}

export type GuardedFetch = ((url: string, init?: GuardedFetchInit) => Promise<GuardedResponse>) & {
  /** Closes the pooled connections; for shutdown and tests. */
  close(): Promise<void>;
};

const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    lookupHost(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * A fetch for user-supplied URLs. Addresses are checked where the connection is made (the
 * agent's `lookup`), so the address checked is the address connected to: a host cannot resolve
 * to a public address for a check and a private one for the connection. Redirects are followed
 * here, each new URL checked again.
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const isAddressAllowed = options.isAddressAllowed ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const agent = new Agent({
    connect: {
      lookup: createCheckedLookup(options.resolveHost ?? resolveWithDns, isAddressAllowed),
    },
  });

  const checkTarget = (url: string | URL, base?: URL): URL => {
    const target = parseHttpUrl(url, base);
    if (!options.allowAnyPort && target.port !== '') {
      throw new GuardedFetchError('invalid_url');
    }
    // An IP literal never reaches the agent's lookup, so it is checked here.
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0 && !isAddressAllowed(host)) {
      throw new GuardedFetchError('blocked_address');
    }
    return target;
  };

  const guardedFetch = async (url: string, init: GuardedFetchInit = {}) => {
    const accept = init.accept ?? 'html';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
    const ownHeaders = { accept: ACCEPT_HEADER_BY_ACCEPT[accept], 'user-agent': userAgent };
    try {
      let target = checkTarget(url);
      const origin = target.origin;
      for (let redirects = 0; ; redirects += 1) {
        const headers =
          target.origin === origin ? { ...init.headers, ...ownHeaders } : { ...ownHeaders };
        const response =
          options.answerLocally?.(target) ??
          (await fetch(target, { dispatcher: agent, redirect: 'manual', signal, headers }));
        if (REDIRECT_STATUSES.has(response.status)) {
          await response.body?.cancel();
          const location = response.headers.get('location');
          if (location === null) {
            throw new GuardedFetchError('http_error', { status: response.status });
          }
          if (redirects >= maxRedirects) throw new GuardedFetchError('too_many_redirects');
          target = checkTarget(location, target);
          continue;
        }
        if (response.status >= 400) {
          await response.body?.cancel();
          throw new GuardedFetchError('http_error', { status: response.status });
        }
        const contentType = readMediaType(response.headers.get('content-type'));
        if (!(MEDIA_TYPES_BY_ACCEPT[accept] as readonly string[]).includes(contentType)) {
          await response.body?.cancel();
          throw new GuardedFetchError('not_html');
        }
        const declaredLength = Number(response.headers.get('content-length'));
        if (declaredLength > maxBytes) {
          await response.body?.cancel();
          throw new GuardedFetchError('too_large');
        }
        const bytes = await readCapped(response.body, maxBytes);
        return {
          url: target.href,
          status: response.status,
          contentType,
          body: decode(bytes, response.headers.get('content-type')),
        };
      }
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      if (timeout.aborted) throw new GuardedFetchError('timeout', { cause: error });
      throw findGuardedFetchError(error) ?? new GuardedFetchError('unreachable', { cause: error });
    }
  };

  return Object.assign(guardedFetch, { close: () => agent.close() });
}

function parseHttpUrl(url: string | URL, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch (error) {
    throw new GuardedFetchError('invalid_url', { cause: error });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new GuardedFetchError('invalid_url');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new GuardedFetchError('invalid_url');
  }
  parsed.hash = '';
  return parsed;
}

/**
 * The agent's `lookup`: resolves, refuses the host when any of its addresses is not allowed (a
 * host that also points inside is not one we talk to), and hands only checked addresses on.
 */
function createCheckedLookup(
  resolveHost: ResolveHost,
  isAddressAllowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveHost(hostname).then(
      (resolved) => {
        const addresses = resolved.filter(
          (entry) => !lookupOptions.family || entry.family === lookupOptions.family,
        );
        const first = addresses[0];
        if (!resolved.every((entry) => isAddressAllowed(entry.address))) {
          callback(new GuardedFetchError('blocked_address'), '', 0);
        } else if (first === undefined) {
          callback(new GuardedFetchError('unreachable'), '', 0);
        } else if (lookupOptions.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array> {
  if (body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new GuardedFetchError('too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function readMediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The header's charset when it names one TextDecoder knows, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset="?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** undici wraps connect errors (our lookup's refusal among them) in `TypeError: fetch failed`. */
function findGuardedFetchError(error: unknown): GuardedFetchError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof GuardedFetchError) return current;
  }
  return undefined;
}
