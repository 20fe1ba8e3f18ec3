import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/*
 * A table on wider screens that becomes a stack of cards below Tailwind's md (768 px), so a
 * phone reaches every field and action without scrolling sideways (docs/decisions.md). It stays
 * one table in the DOM: the roles are written out because a table whose display changes loses
 * its implicit ones in some browsers, and on phones the headings stay for screen readers while
 * each cell shows its own label.
 */

type StackedTableProps = {
  /** The region's accessible name, e.g. 'Clients'. */
  label: string;
  /** The region's id, for a button that shows and hides it. */
  id?: string;
  /** The table's own name for screen readers, when it says more than the label. */
  caption?: string;
  /** Column headings in order, the row headers' first; each cell repeats its own on phones. */
  headings: readonly string[];
  /** A right-aligned last heading, e.g. 'Actions'. */
  actionsHeading?: string;
  /** Classes for the region, such as a maximum height. */
  className?: string;
  /** Classes for the table on wider screens, such as a minimum width. */
  tableClassName?: string;
  /** The rows: StackedRow elements. */
  children: ReactNode;
};

export function StackedTable({
  label,
  id,
  caption,
  headings,
  actionsHeading,
  className,
  tableClassName,
  children,
}: StackedTableProps) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg border border-border bg-surface focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-md:overflow-visible max-md:border-0 max-md:bg-transparent',
        className,
      )}
    >
      <table role="table" className={cn('w-full text-left text-sm max-md:block', tableClassName)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {/* Sticky for a region of limited height; elsewhere it has nothing to stick to. */}
        <thead role="rowgroup" className="sticky top-0 bg-muted max-md:sr-only">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
            {actionsHeading ? (
              <th role="columnheader" scope="col" className="px-3 py-2 text-right font-semibold">
                {actionsHeading}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:grid max-md:gap-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** One row; on phones a card of two columns. */
export function StackedRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'border-t border-border max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-xl max-md:border max-md:bg-surface max-md:p-4 max-md:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The row's heading (a name): the card's title on phones. */
export function RowTitle({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn(
        'px-3 py-2 font-medium max-md:col-span-full max-md:p-0 max-md:text-base max-md:font-semibold max-md:break-words max-md:text-ink',
        className,
      )}
      {...props}
    />
  );
}

type StackedCellProps = ComponentProps<'td'> & {
  /** The column's heading, shown above the value on phones. */
  label: string;
  /** Takes the card's whole width on phones, for long values such as an email. */
  wide?: boolean;
  children: ReactNode;
};

export function StackedCell({
  label,
  wide = false,
  className,
  children,
  ...props
}: StackedCellProps) {
  return (
    <td
      role="cell"
      className={cn(
        'px-3 py-2 max-md:grid max-md:min-w-0 max-md:content-start max-md:justify-items-start max-md:gap-0.5 max-md:p-0',
        wide && 'max-md:col-span-full',
        className,
      )}
      {...props}
    >
      {/* The column heading already names the cell for screen readers. */}
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** The last cell, holding the row's buttons: along the card's foot on phones. */
export function ActionsCell({ className, children, ...props }: ComponentProps<'td'>) {
  return (
    <td
      role="cell"
      className={cn(
        'px-3 py-2 max-md:col-span-full max-md:border-t max-md:border-border max-md:p-0 max-md:pt-3',
        className,
      )}
      {...props}
    >
      <div className="flex justify-end gap-1 max-md:grid max-md:grid-cols-2 max-md:gap-2">
        {children}
      </div>
    </td>
  );
}
