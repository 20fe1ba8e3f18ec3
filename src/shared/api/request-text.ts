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

/**
 * Every place in a parsed request (strings and object keys, at any depth) holding unsafe
 * text. Walked with a stack, not recursion: a body of deeply nested arrays must not overflow.
 */
export function findUnsafeText(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  // Children are pushed last first, so places are reported in the order they appear.
  const pending: { value: unknown; path: PropertyKey[]; key?: string }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, key } = next;
    if (key !== undefined && isUnsafeText(key)) found.push(path);
    else if (typeof item === 'string') {
      if (isUnsafeText(item)) found.push(path);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index], path: [...path, index] });
      }
    } else if (item && typeof item === 'object') {
      for (const [name, child] of Object.entries(item).reverse()) {
        pending.push({ value: child, path: [...path, name], key: name });
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
