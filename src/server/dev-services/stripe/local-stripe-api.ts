import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { parseFormBody, type FormObject } from './form-body';
import {
  LocalStripe,
  LocalStripeError,
  type Interval,
  type LocalCheckoutSession,
  type LocalPrice,
  type LocalStripeOptions,
} from './local-stripe';

/*
 * Stripe's HTTP protocol for the calls Cadence makes: bearer-key auth, form-encoded bodies,
 * JSON objects back, and Stripe's error shape. The real SDK talks to this unchanged.
 */

const text = (body: FormObject, key: string) => {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
};
const object = (body: FormObject, key: string): FormObject => {
  const value = body[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
};
const strings = (value: FormObject) =>
  Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

function required(body: FormObject, key: string) {
  const value = text(body, key);
  if (!value)
    throw new LocalStripeError(400, `Missing required param: ${key}.`, 'parameter_missing', key);
  return value;
}

function interval(value: string | undefined, param: string): Interval {
  if (value === 'month' || value === 'year') return value;
  throw new LocalStripeError(
    400,
    `Invalid ${param}: must be month or year`,
    'parameter_invalid',
    param,
  );
}

/** The public fields of a checkout session (the `cadence_*` ones are the fake's own). */
function presentSession(session: LocalCheckoutSession) {
  const { cadence_price: _price, cadence_subscription_metadata: _metadata, ...rest } = session;
  return rest;
}

async function lineItemPrice(stripe: LocalStripe, body: FormObject): Promise<LocalPrice> {
  const items = body.line_items;
  const item = Array.isArray(items) ? items[0] : undefined;
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    throw new LocalStripeError(
      400,
      'Missing required param: line_items.',
      'parameter_missing',
      'line_items',
    );
  }
  const priceId = text(item, 'price');
  if (priceId) return stripe.find<LocalPrice>(priceId, 'price', 'price');
  const data = object(item, 'price_data');
  const recurring = object(data, 'recurring');
  return stripe.createPrice({
    currency: required(data, 'currency'),
    unit_amount: Number(required(data, 'unit_amount')),
    interval: interval(
      text(recurring, 'interval'),
      'line_items[0][price_data][recurring][interval]',
    ),
    nickname: text(object(data, 'product_data'), 'name'),
  });
}

/** Stripe keeps an idempotency key's result for 24 hours; the stand-in, while it runs. */
const IDEMPOTENCY_KEYS_KEPT = 1_000;

/**
 * Stripe's idempotency: a POST carrying a key it has seen gets the first request's result,
 * also while that request is still running. Cadence relies on it for one customer per user.
 */
function idempotent() {
  const results = new Map<string, Promise<unknown>>();
  return <T>(request: FastifyRequest, create: () => Promise<T>): Promise<T> => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return create();
    const seen = results.get(`${request.url} ${key}`);
    if (seen) return seen as Promise<T>;
    const result = create();
    results.set(`${request.url} ${key}`, result);
    // A failed request may be tried again with the same key.
    result.catch(() => results.delete(`${request.url} ${key}`));
    if (results.size > IDEMPOTENCY_KEYS_KEPT) {
      const oldest = results.keys().next().value;
      if (oldest !== undefined) results.delete(oldest);
    }
    return result;
  };
}

function registerRoutes(app: FastifyInstance, stripe: LocalStripe) {
  const once = idempotent();
  app.post('/v1/customers', async (request) => {
    const body = request.body as FormObject;
    return once(request, () =>
      stripe.createCustomer({
        email: text(body, 'email'),
        name: text(body, 'name'),
        metadata: strings(object(body, 'metadata')),
      }),
    );
  });
  app.get<{ Params: { id: string } }>('/v1/customers/:id', (request) =>
    stripe.find(request.params.id, 'customer', 'customer'),
  );

  app.post('/v1/prices', async (request) => {
    const body = request.body as FormObject;
    return stripe.createPrice({
      currency: required(body, 'currency'),
      unit_amount: Number(required(body, 'unit_amount')),
      interval: interval(text(object(body, 'recurring'), 'interval'), 'recurring[interval]'),
      product: text(body, 'product'),
      nickname: text(body, 'nickname'),
    });
  });
  app.get<{ Params: { id: string } }>('/v1/prices/:id', (request) =>
    stripe.find(request.params.id, 'price', 'price'),
  );

  app.post('/v1/checkout/sessions', async (request) => {
    const body = request.body as FormObject;
    if (text(body, 'mode') !== 'subscription') {
      throw new LocalStripeError(
        400,
        'Only mode=subscription is supported here.',
        'parameter_invalid',
        'mode',
      );
    }
    const session = await stripe.createCheckoutSession({
      customer: text(body, 'customer'),
      customerEmail: text(body, 'customer_email'),
      clientReferenceId: text(body, 'client_reference_id'),
      price: await lineItemPrice(stripe, body),
      successUrl: required(body, 'success_url'),
      cancelUrl: required(body, 'cancel_url'),
      metadata: strings(object(body, 'metadata')),
      subscriptionMetadata: strings(object(object(body, 'subscription_data'), 'metadata')),
    });
    return presentSession(session);
  });
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) =>
    presentSession(
      await stripe.find<LocalCheckoutSession>(
        request.params.id,
        'checkout.session',
        'checkout session',
      ),
    ),
  );

  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', (request) =>
    stripe.find(request.params.id, 'subscription', 'subscription'),
  );
  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', (request) => {
    const body = request.body as FormObject;
    const cancel = text(body, 'cancel_at_period_end');
    return stripe.updateSubscription(request.params.id, {
      ...(cancel === undefined ? {} : { cancelAtPeriodEnd: cancel === 'true' }),
      metadata: strings(object(body, 'metadata')),
    });
  });
  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', (request) =>
    stripe.cancelSubscription(request.params.id),
  );
}

export interface LocalStripeServerOptions extends LocalStripeOptions {
  /** The secret key callers must send, as Stripe checks its API keys. */
  apiKey: string;
}

/** A Fastify app that answers like api.stripe.com (not listening: listen or inject it). */
export async function buildLocalStripeApi(options: LocalStripeServerOptions) {
  const stripe = new LocalStripe(options);
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      throw new LocalStripeError(401, 'Invalid API Key provided.', 'api_key_invalid');
    }
  });
  app.addHook('preHandler', async (request) => {
    request.body ??= {};
  });
  app.setErrorHandler((error, _request, reply) => {
    const known = error instanceof LocalStripeError;
    const status = known ? error.statusCode : 500;
    void reply.status(status).send({
      error: {
        type:
          status === 401 ? 'invalid_request_error' : known ? 'invalid_request_error' : 'api_error',
        message: known ? error.message : 'An unexpected error occurred.',
        ...(known ? { code: error.code } : {}),
        ...(known && error.param ? { param: error.param } : {}),
      },
    });
  });
  registerRoutes(app, stripe);
  await app.ready();
  return { app, stripe };
}

/**
 * A fetch that answers from the fake in the same process (test mode), so the SDK needs no
 * port of its own: Stripe.createFetchHttpClient(localFetch(app)).
 */
export function localFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}
