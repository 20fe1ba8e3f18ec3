import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body';

describe('parseFormBody', () => {
  it('reads Stripe’s bracketed keys into objects and arrays', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price_data][unit_amount]', '699'],
      ['line_items[0][quantity]', '1'],
      ['metadata[userId]', 'u1'],
      ['expand[]', 'subscription'],
      ['expand[]', 'customer'],
    ]).toString();
    expect(parseFormBody(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '699' }, quantity: '1' }],
      metadata: { userId: 'u1' },
      expand: ['subscription', 'customer'],
    });
  });
});
