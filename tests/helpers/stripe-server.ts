import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the Stripe client made: method, path and the form fields it sent (nested names flattened, as Stripe encodes them). */
export type StripeCall = { method: string; path: string; body: Record<string, string> };

type FakeSubscription = { id: string; object: 'subscription'; status: string; cancel_at_period_end: boolean; schedule: string | null };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * A small stand-in for Stripe's API on 127.0.0.1: records every call and answers with the
 * fields our code reads, keeping subscriptions' state (cancel at period end, schedule,
 * cancelled) between calls. `failNext(status)` makes the next call fail as Stripe does.
 */
export async function startStripeServer() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const checkouts = new Map<string, { id: string; object: string; mode: string | undefined; status: string; expires_at: number; url: string }>();
  let counter = 0;
  let failure: { status: number; message: string } | null = null;
  const next = (prefix: string) => `${prefix}_${++counter}`;

  const subscription = (id: string) => {
    let found = subscriptions.get(id);
    if (!found) {
      found = { id, object: 'subscription', status: 'active', cancel_at_period_end: false, schedule: null };
      subscriptions.set(id, found);
    }
    return found;
  };

  function answer(call: StripeCall): [number, unknown] {
    const { method, path, body } = call;
    const parts = path.split('?')[0]!.split('/').filter(Boolean); // ['v1', ...]
    const [, resource, id, action] = parts;
    if (resource === 'coupons' && method === 'POST') return [200, { id: next('coupon'), object: 'coupon', amount_off: Number(body.amount_off) }];
    if (resource === 'checkout' && id === 'sessions') {
      const [, , , sessionId, sessionAction] = parts;
      if (method === 'POST' && !sessionId) {
        const created = { id: next('cs_test'), object: 'checkout.session', mode: body.mode, status: 'open', expires_at: Number(body.expires_at), url: '' };
        created.url = `https://checkout.stripe.test/c/pay/${created.id}`;
        checkouts.set(created.id, created);
        return [200, created];
      }
      const found = sessionId ? checkouts.get(sessionId) : undefined;
      if (!found) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: ${sessionId}` } }];
      if (method === 'POST' && sessionAction === 'expire') found.status = 'expired';
      return [200, found];
    }
    if (resource === 'products' && method === 'POST') return [200, { id: next('prod'), object: 'product', name: body.name }];
    if (resource === 'subscriptions' && id) {
      const sub = subscription(id);
      if (method === 'DELETE') sub.status = 'canceled';
      if (method === 'POST' && body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      return [200, { ...sub, items: { object: 'list', data: [{ id: `si_${id}`, price: { id: `price_${id}` }, current_period_start: 1, current_period_end: 2 }] } }];
    }
    if (resource === 'subscription_schedules' && method === 'POST') {
      if (!id) {
        const scheduleId = next('sub_sched');
        const sub = subscription(body.from_subscription ?? '');
        sub.schedule = scheduleId;
        return [200, { id: scheduleId, object: 'subscription_schedule', subscription: sub.id, phases: [{ start_date: 1_700_000_000, end_date: 1_702_592_000, items: [{ price: `price_${sub.id}`, quantity: 1 }] }] }];
      }
      if (action === 'release') for (const sub of subscriptions.values()) if (sub.schedule === id) sub.schedule = null;
      return [200, { id, object: 'subscription_schedule' }];
    }
    if (resource === 'invoice_payments' && method === 'GET') return [200, { object: 'list', data: [{ id: next('inpay'), payment: { type: 'payment_intent', payment_intent: `pi_for_${new URLSearchParams(path.split('?')[1]).get('invoice')}` } }], has_more: false }];
    if (resource === 'refunds' && method === 'POST') return [200, { id: next('re'), object: 'refund', amount: Number(body.amount) }];
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such path: ${path}` } }];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const text = await readBody(request);
      const call: StripeCall = { method: request.method ?? 'GET', path: request.url ?? '/', body: Object.fromEntries(new URLSearchParams(text)) };
      calls.push(call);
      const [status, json] = failure ? [failure.status, { error: { type: 'card_error', message: failure.message } }] : answer(call);
      failure = null;
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    /** The options that point the Stripe client here. */
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    subscriptions,
    /** Checkout sessions made here, by id, with their status (open, or expired when our server closed them). */
    checkouts,
    /** Calls to paths starting with this (e.g. "POST /v1/subscriptions/sub_1"). */
    callsTo: (prefix: string) => calls.filter((call) => `${call.method} ${call.path}`.startsWith(prefix)),
    /** The next call is refused with this status and message. */
    failNext(status: number, message: string) {
      failure = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
