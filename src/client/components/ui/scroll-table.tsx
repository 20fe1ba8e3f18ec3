import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

type ScrollTableProps = {
  /** The region's accessible name, e.g. 'Clients'. */
  label: string;
  /** Column headings, in order. */
  headings: readonly string[];
  /** Header cells after the plain headings, e.g. a right-aligned Actions column. */
  extraHeadings?: ReactNode;
  /** Classes for the table, such as its minimum width. */
  tableClassName?: string;
  /** The body rows. */
  children: ReactNode;
};

/** A table in a focusable region of its own that scrolls sideways when it is wider than the screen. */
export function ScrollTable({
  label,
  headings,
  extraHeadings,
  tableClassName,
  children,
}: ScrollTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <thead className="bg-muted">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
            {extraHeadings}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
