import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodePageCursor, encodePageCursor } from '@shared/api/page';

/*
 * Keyset pages over (created_at, id), newest first (decision 188): a page is the rows after
 * the cursor's (time, id), so pages neither overlap nor skip rows while rows are added, and
 * reading page 50 costs what page 1 does (no OFFSET). The time travels in whole microseconds,
 * PostgreSQL's own precision, so rows made in the same millisecond keep their order.
 */

interface KeysetColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

/** The row's place, for its cursor: created_at in microseconds since 1970, as exact text. */
export const cursorMicros = (columns: KeysetColumns) =>
  sql<string>`(extract(epoch from ${columns.createdAt}) * 1000000)::bigint::text`;

/** Newest first, the id breaking ties. */
export const keysetOrder = (columns: KeysetColumns) => [desc(columns.createdAt), desc(columns.id)];

/** The rows after the cursor (`cursor` as the client sent it), or every row without one. */
export function afterCursor(columns: KeysetColumns, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const place = decodePageCursor(cursor);
  // The route's schema refused any other cursor; this only keeps the types honest.
  if (!place) throw new Error('The page cursor was not validated');
  return sql`(${columns.createdAt}, ${columns.id}) < (timestamptz 'epoch' + ${place.micros}::bigint * interval '1 microsecond', ${place.id}::uuid)`;
}

/**
 * One page from `rows`, read with a limit of `limit + 1`: the extra row only says there is a
 * next page, which starts after the page's last row.
 */
export function toPage<Row extends { id: string; cursorMicros: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodePageCursor({ micros: last.cursorMicros, id: last.id })
        : null,
  };
}
