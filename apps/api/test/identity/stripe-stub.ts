import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP stand-in of the part of Stripe's API the server calls (node:http), for the Stripe
// billing tests: it records each call, answers from objects a test puts, and can be made to fail
// like an outage (`fail`).

/** A Stripe object as the stub keeps it. */
export type StripeObject = Record<string, unknown> & { id: string };

/** How a call fails: the connection drops, or Stripe answers this HTTP status. */
export type StripeFault = 'unreachable' | number;

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** The part of Stripe's API the server calls, answering from objects each test sets. */
export class StripeStub {
  readonly calls: RecordedCall[] = [];
  readonly objects = new Map<string, StripeObject>();
  private readonly faults = new Map<string, StripeFault>();
  private sequence = 0;
  private server: Server | undefined;
  private readonly secretKey: string;

  constructor(secretKey: string) {
    this.secretKey = secretKey;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Every `method path` call fails this way until `recover()`: Stripe down, or erring. */
  fail(method: string, path: string, fault: StripeFault): void {
    this.faults.set(`${method} ${path}`, fault);
  }

  recover(): void {
    this.faults.clear();
  }

  put(object: StripeObject): void {
    this.objects.set(object.id, object);
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_stub${this.sequence}`;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = new URL(request.url ?? '/', 'http://stub');
    const call = {
      method: request.method ?? 'GET',
      path: url.pathname,
      params: new URLSearchParams(body),
    };
    this.calls.push(call);
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const fault = this.faults.get(`${call.method} ${call.path}`);
    if (fault === 'unreachable') {
      // No answer at all: the connection drops, as when Stripe cannot be reached.
      request.socket.destroy();
      return;
    }
    if (fault !== undefined) {
      reply(fault, { error: { type: 'api_error', message: 'Stripe stub: an outage' } });
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      return;
    }
    if (call.method === 'POST' && call.path === '/v1/customers') {
      reply(200, { id: this.nextId('cus'), object: 'customer' });
      return;
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = this.nextId('cs');
      reply(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` });
      return;
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      reply(200, {
        id,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/${id}`,
      });
      return;
    }
    const read = /^\/v1\/(?:subscriptions|invoices|checkout\/sessions)\/([^/]+)$/.exec(call.path);
    const object = read && call.method === 'GET' ? this.objects.get(read[1]!) : undefined;
    if (object) {
      reply(200, object);
      return;
    }
    reply(404, {
      error: { type: 'invalid_request_error', message: `No such object: ${call.path}` },
    });
  }
}
