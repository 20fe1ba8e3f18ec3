import { z } from 'zod';

/*
 * Lists that grow with use (a person's recordings, a client's sessions) come a page at a time,
 * newest first, each page after the last one read (decision 188). A page's cursor names the
 * last item it holds: its creation time in whole microseconds since 1970 and its id, which
 * breaks ties between items made in the same microsecond. Callers treat it as opaque.
 */

/** Items a page holds when the caller does not say (judgement: a screen and a half of cards). */
export const PAGE_DEFAULT_LIMIT = 20;
/** The most items one page may hold, so no request reads a whole history. */
export const PAGE_MAX_LIMIT = 100;

export const PAGE_MESSAGES = {
  badLimit: `Ask for between 1 and ${PAGE_MAX_LIMIT} items`,
  badCursor: 'That page of results could not be found',
} as const;

export interface PageCursor {
  /** The item's creation time, in microseconds since 1970-01-01 UTC (an integer, as text). */
  micros: string;
  id: string;
}

const CURSOR_PATTERN =
  /^(\d{1,17}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Longer than any cursor this module writes: the rest is not decoded at all. */
const CURSOR_MAX_LENGTH = 80;

function toBase64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
}

export function encodePageCursor(cursor: PageCursor): string {
  return toBase64Url(`${cursor.micros}:${cursor.id}`);
}

/** The cursor `text` names, or null when it is not one this module wrote. */
export function decodePageCursor(text: string): PageCursor | null {
  if (text.length > CURSOR_MAX_LENGTH) return null;
  const match = CURSOR_PATTERN.exec(fromBase64Url(text) ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { micros: match[1], id: match[2] };
}

/** `?limit=&cursor=`: the page size (1 to PAGE_MAX_LIMIT) and where the last page ended. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PAGE_MESSAGES.badLimit })
    .int(PAGE_MESSAGES.badLimit)
    .min(1, PAGE_MESSAGES.badLimit)
    .max(PAGE_MAX_LIMIT, PAGE_MESSAGES.badLimit)
    .default(PAGE_DEFAULT_LIMIT),
  cursor: z
    .string({ error: PAGE_MESSAGES.badCursor })
    .refine((text) => decodePageCursor(text) !== null, PAGE_MESSAGES.badCursor)
    .optional(),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** One page: its items, and the cursor of the next page, or null after the last one. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
