import { z } from 'zod';

/**
 * Text no request may carry: a NUL character (PostgreSQL refuses it in text and jsonb) or
 * an unpaired UTF-16 surrogate (not valid Unicode, so not storable as UTF-8). Both only
 * arrive by mistake or malice, so a request holding one anywhere is refused as a whole.
 */
export const UNSAFE_TEXT_MESSAGE =
  'This text contains a character that is not allowed (a NUL or an unpaired surrogate).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** At most this many places are named: enough to fix a request, bounded for a hostile one. */
const MAX_REPORTED = 10;

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key ?? '');
  return path.reverse();
}

/**
 * Places in a parsed request (strings and object keys, at any depth) holding unsafe text,
 * in document order. Walked with a stack and parent links, not recursion or copied paths: a
 * body of deeply nested arrays must neither overflow the stack nor take quadratic time.
 */
export function findUnsafeText(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit && found.length < MAX_REPORTED; visit = pending.pop()) {
    const { value: item } = visit;
    const unsafeKey =
      visit.parent && !Array.isArray(visit.parent.value) && isUnsafeText(String(visit.key));
    if (unsafeKey || (typeof item === 'string' && isUnsafeText(item))) {
      found.push(pathOf(visit));
    } else if (Array.isArray(item)) {
      // Last first, so places come out in the order they appear.
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index], key: index, parent: visit });
      }
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return found;
}

/**
 * The request schema `schema`, refusing unsafe text before anything else is checked: one
 * issue per place, at that place's path. The server applies it to every route's body,
 * params, query and headers; its result parses exactly as `schema` otherwise.
 */
export function refuseUnsafeText<T extends z.core.$ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of findUnsafeText(value)) {
        context.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
      }
    })
    .pipe(schema);
}
