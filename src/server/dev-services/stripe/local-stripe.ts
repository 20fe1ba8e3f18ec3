import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { findLocalObject, saveLocalObject, type StoredObject } from './local-stripe-repository';

/*
 * A small stand-in for the parts of Stripe that Cadence uses: customers, prices, Checkout
 * Sessions in subscription mode, subscriptions and their events. It keeps Stripe's object
 * shapes and state rules, so the real SDK and the real webhook handler run against it: in
 * tests behind a local HTTP server, and in test mode (no STRIPE_SECRET_KEY) inside the app.
 */

export type Interval = 'month' | 'year';

export interface LocalPrice extends StoredObject {
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: Interval; interval_count: 1 };
  product: string;
  nickname: string | null;
}

export interface LocalCheckoutSession extends StoredObject {
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not a Stripe field: what the session sells, and the metadata its subscription gets. */
  cadence_price: string;
  cadence_subscription_metadata: Record<string, string>;
}

export interface LocalSubscription extends StoredObject {
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | 'payment_failed' | null };
  created: number;
  start_date: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: LocalPrice;
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  livemode: false;
}

export interface LocalEvent extends StoredObject {
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: 1;
  request: { id: null; idempotency_key: null };
  data: { object: StoredObject };
}

export class LocalStripeError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'resource_missing',
    readonly param?: string,
  ) {
    super(message);
  }
}

export const LOCAL_STRIPE_API_VERSION = '2026-10-28.endive';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

function addInterval(seconds: number, interval: Interval) {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface LocalStripeOptions {
  db: Database;
  /** The address of the hosted checkout page for a session id. */
  checkoutUrl: (sessionId: string) => string;
  /** Called with the events an operation created, in order (webhook delivery). */
  onEvents?: (events: LocalEvent[]) => void | Promise<void>;
  /** Unix seconds; tests move the clock. */
  now?: () => number;
}

export class LocalStripe {
  private readonly now: () => number;

  constructor(private readonly options: LocalStripeOptions) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  get db() {
    return this.options.db;
  }

  async find<T extends StoredObject>(id: string, objectType: T['object'], label: string) {
    const found = await findLocalObject<T>(this.db, id, objectType);
    if (!found)
      throw new LocalStripeError(404, `No such ${label}: '${id}'`, 'resource_missing', 'id');
    return found;
  }

  private async emit(events: { type: string; object: StoredObject }[]) {
    const created = events.map(({ type, object }): LocalEvent => ({
      id: newId('evt'),
      object: 'event',
      type,
      created: this.now(),
      api_version: LOCAL_STRIPE_API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    }));
    for (const event of created) await saveLocalObject(this.db, event);
    await this.options.onEvents?.(created);
    return created;
  }

  async createCustomer(params: {
    email?: string;
    name?: string;
    metadata?: Record<string, string>;
  }) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    await saveLocalObject(this.db, customer);
    return customer;
  }

  async createPrice(params: {
    currency: string;
    unit_amount: number;
    interval: Interval;
    product?: string;
    nickname?: string;
  }): Promise<LocalPrice> {
    const price: LocalPrice = {
      id: newId('price'),
      object: 'price',
      currency: params.currency,
      unit_amount: params.unit_amount,
      recurring: { interval: params.interval, interval_count: 1 },
      product: params.product ?? newId('prod'),
      nickname: params.nickname ?? null,
    };
    await saveLocalObject(this.db, price);
    return price;
  }

  async createCheckoutSession(params: {
    customer?: string;
    customerEmail?: string;
    clientReferenceId?: string;
    price: LocalPrice;
    successUrl: string;
    cancelUrl: string;
    metadata?: Record<string, string>;
    subscriptionMetadata?: Record<string, string>;
  }): Promise<LocalCheckoutSession> {
    if (params.customer) await this.find(params.customer, 'customer', 'customer');
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const created = this.now();
    const session: LocalCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      customer_email: params.customerEmail ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      subscription: null,
      metadata: params.metadata ?? {},
      success_url: params.successUrl,
      cancel_url: params.cancelUrl,
      url: this.options.checkoutUrl(id),
      amount_total: params.price.unit_amount,
      currency: params.price.currency,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      cadence_price: params.price.id,
      cadence_subscription_metadata: params.subscriptionMetadata ?? {},
    };
    await saveLocalObject(this.db, session);
    return session;
  }

  /** The buyer paid: the subscription starts, and Stripe's three events follow. */
  async completeCheckout(sessionId: string) {
    const session = await this.find<LocalCheckoutSession>(
      sessionId,
      'checkout.session',
      'checkout session',
    );
    if (session.status !== 'open') {
      throw new LocalStripeError(
        400,
        `This checkout session is ${session.status}.`,
        'session_closed',
      );
    }
    const price = await this.find<LocalPrice>(session.cadence_price, 'price', 'price');
    const customer =
      session.customer ??
      (await this.createCustomer({ email: session.customer_email ?? undefined })).id;
    const start = this.now();
    const subscription: LocalSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null },
      created: start,
      start_date: start,
      metadata: session.cadence_subscription_metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: addInterval(start, price.recurring.interval),
          },
        ],
      },
      livemode: false,
    };
    await saveLocalObject(this.db, subscription);
    const completed: LocalCheckoutSession = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: subscription.id,
      url: null,
    };
    await saveLocalObject(this.db, completed);
    const events = await this.emit([
      { type: 'customer.subscription.created', object: subscription },
      { type: 'checkout.session.completed', object: completed },
    ]);
    return { session: completed, subscription, events };
  }

  /** The buyer left: the session can no longer be paid. */
  async expireCheckout(sessionId: string) {
    const session = await this.find<LocalCheckoutSession>(
      sessionId,
      'checkout.session',
      'checkout session',
    );
    if (session.status !== 'open') return session;
    const expired: LocalCheckoutSession = { ...session, status: 'expired', url: null };
    await saveLocalObject(this.db, expired);
    await this.emit([{ type: 'checkout.session.expired', object: expired }]);
    return expired;
  }

  private async saveSubscription(subscription: LocalSubscription, ...types: string[]) {
    await saveLocalObject(this.db, subscription);
    await this.emit(types.map((type) => ({ type, object: subscription })));
    return subscription;
  }

  async updateSubscription(
    id: string,
    params: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> },
  ) {
    const current = await this.find<LocalSubscription>(id, 'subscription', 'subscription');
    if (current.status === 'canceled') {
      throw new LocalStripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
        'resource_invalid_state',
      );
    }
    const next: LocalSubscription = {
      ...current,
      metadata: { ...current.metadata, ...params.metadata },
    };
    if (params.cancelAtPeriodEnd !== undefined) {
      const periodEnd = current.items.data[0]?.current_period_end ?? null;
      next.cancel_at_period_end = params.cancelAtPeriodEnd;
      next.cancel_at = params.cancelAtPeriodEnd ? periodEnd : null;
      next.canceled_at = params.cancelAtPeriodEnd ? this.now() : null;
      next.cancellation_details = {
        reason: params.cancelAtPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    return this.saveSubscription(next, 'customer.subscription.updated');
  }

  /** Cancels at once (DELETE /v1/subscriptions/{id}). */
  async cancelSubscription(id: string) {
    const current = await this.find<LocalSubscription>(id, 'subscription', 'subscription');
    if (current.status === 'canceled') return current;
    const now = this.now();
    return this.saveSubscription(
      {
        ...current,
        status: 'canceled',
        canceled_at: current.canceled_at ?? now,
        ended_at: now,
        cancellation_details: { reason: 'cancellation_requested' },
      },
      'customer.subscription.deleted',
    );
  }

  /**
   * The period ends (test control): a subscription set to cancel ends, any other renews for
   * another period. Nothing in the real API does this on request; Stripe's clock does.
   */
  async endPeriod(id: string) {
    const current = await this.find<LocalSubscription>(id, 'subscription', 'subscription');
    const item = current.items.data[0];
    if (!item || current.status === 'canceled') return current;
    if (current.cancel_at_period_end) {
      return this.saveSubscription(
        { ...current, status: 'canceled', ended_at: item.current_period_end },
        'customer.subscription.deleted',
      );
    }
    const start = item.current_period_end;
    const renewed: LocalSubscription = {
      ...current,
      status: 'active',
      items: {
        ...current.items,
        data: [
          {
            ...item,
            current_period_start: start,
            current_period_end: addInterval(start, item.price.recurring.interval),
          },
        ],
      },
    };
    return this.saveSubscription(renewed, 'customer.subscription.updated');
  }

  /** The renewal payment fails (test control): past due, and invoice.payment_failed. */
  async failPayment(id: string) {
    const current = await this.find<LocalSubscription>(id, 'subscription', 'subscription');
    const pastDue: LocalSubscription = { ...current, status: 'past_due' };
    await saveLocalObject(this.db, pastDue);
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: current.customer,
      status: 'open',
      attempt_count: 1,
      amount_due: current.items.data[0]?.price.unit_amount ?? 0,
      currency: current.items.data[0]?.price.currency ?? 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: current.id, metadata: current.metadata },
        quote_details: null,
      },
      created: this.now(),
      livemode: false,
    };
    await saveLocalObject(this.db, invoice);
    await this.emit([
      { type: 'invoice.payment_failed', object: invoice },
      { type: 'customer.subscription.updated', object: pastDue },
    ]);
    return pastDue;
  }
}
