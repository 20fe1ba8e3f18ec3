import { formatUsd } from '@shared/billing/plans';
import { PRODUCT_NAME } from '@shared/product';
import { escapeHtml } from '../../email/layout';
import type { LocalCheckoutSession, LocalPrice } from './local-stripe';

/** Stripe's test card numbers: this one pays, the other is declined. */
export const TEST_CARD_PAYS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_MESSAGES = {
  incomplete: 'Your card number is incomplete.',
  declined: 'Your card was declined.',
} as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f4f4f7;color:#1a1a2e}
.banner{background:#b45309;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:600;font-size:.95rem}.banner p{margin:0}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.muted{color:#5b5b6b;font-size:.9rem}label{display:block;font-weight:600;margin:1rem 0 .35rem;font-size:.9rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #c8c8d2;border-radius:8px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.25rem;padding:.8rem;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#4338ca;color:#fff}.cancel{background:transparent;color:#4338ca;text-decoration:underline;margin-top:.5rem}
button:focus-visible,input:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
.error{background:#fee2e2;color:#991b1b;border-radius:8px;padding:.75rem;margin-top:1rem}
.hint{background:#fef3c7;border-radius:8px;padding:.75rem;margin-top:1rem;font-size:.85rem}`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<header class="banner"><p role="note">TEST MODE: no real card is charged. This page stands in for Stripe Checkout.</p></header>
<main>${body}</main></body></html>`;
}

export function renderCheckoutPage(options: {
  session: LocalCheckoutSession;
  price: LocalPrice;
  email: string | null;
  error?: string;
}) {
  const { session, price, email, error } = options;
  const interval = price.recurring.interval;
  const action = `/test-mode/checkout/${encodeURIComponent(session.id)}`;
  return layout(
    `Test checkout · ${PRODUCT_NAME}`,
    `<div class="card">
<h1>Subscribe to ${escapeHtml(price.nickname ?? `${PRODUCT_NAME} Premium`)}</h1>
<p class="amount">$${escapeHtml(formatUsd(price.unit_amount))} <span class="muted">per ${interval}</span></p>
${email ? `<p class="muted">Billed to ${escapeHtml(email)}</p>` : ''}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" value="${TEST_CARD_PAYS}" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12 / 34" autocomplete="off"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="off"></div></div>
<button class="pay" type="submit">Pay $${escapeHtml(formatUsd(price.unit_amount))}</button>
</form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel and return to ${PRODUCT_NAME}</button></form>
<p class="hint">Test cards: ${TEST_CARD_PAYS} pays; ${TEST_CARD_DECLINED} is declined.</p>
</div>`,
  );
}

/** Why a checkout can no longer be paid: unknown, paid or expired. */
export const closedCheckoutMessage = (session: LocalCheckoutSession | null) =>
  !session
    ? 'This checkout link is not valid.'
    : session.status === 'complete'
      ? 'This checkout is already paid.'
      : 'This checkout has expired.';

export function renderClosedCheckout(session: LocalCheckoutSession | null, appUrl: string) {
  const message = closedCheckoutMessage(session);
  return layout(
    `Test checkout · ${PRODUCT_NAME}`,
    `<div class="card"><h1>${escapeHtml(message)}</h1>
<p class="muted">Start again from the pricing page if you still want to subscribe.</p>
<p><a href="${escapeHtml(appUrl)}/pricing">Back to pricing</a></p></div>`,
  );
}
