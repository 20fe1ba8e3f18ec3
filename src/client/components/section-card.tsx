import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

type SectionCardProps = {
  title: string;
  icon?: LucideIcon;
  /** A line under the title. */
  description?: ReactNode;
  /** A link or button at the heading's end, such as 'View All'. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A card that is a region named by its h2, so a page of them reads as a list of sections
 * (the dashboard, the admin screen).
 */
export function SectionCard({
  title,
  icon: Icon,
  description,
  action,
  className,
  children,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
            {Icon ? <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> : null}
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
