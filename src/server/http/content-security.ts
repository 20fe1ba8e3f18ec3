import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Each response's script nonce, made when its policy is written (helmet, onRequest). */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce this response's Content-Security-Policy names; one per response, unguessable. */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * The policy every response carries (decision 195). Scripts run only when the page named
 * them with this response's nonce, or when a script it trusts loaded them ('strict-dynamic':
 * the route chunks, the detector's worker); so a script injected into the page does not run,
 * nor does an inline handler. 'self' is there for browsers older than CSP 3, which ignore
 * the nonce's company. WebAssembly runs the body-language detector in the browser. Styles
 * may be inline: the components set style attributes, and a style is not a script.
 */
export const CONTENT_SECURITY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    (_req: IncomingMessage, res: ServerResponse) => `'nonce-${scriptNonce(res)}'`,
    "'strict-dynamic'",
    "'self'",
    "'wasm-unsafe-eval'",
  ],
  scriptSrcAttr: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * The page with this response's nonce on each script and module preload it names: the
 * built index.html has no inline script, only the entry and the chunks it preloads.
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(
    /<(script|link rel="modulepreload")(?=[\s>])/g,
    (tag: string) => `${tag} nonce="${nonce}"`,
  );
}
