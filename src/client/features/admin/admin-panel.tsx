import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

type PanelProps = {
  title: string;
  icon?: LucideIcon;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One admin card: a region named by its h2, in the dashboard's look. */
export function Panel({ title, icon: Icon, description, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          {Icon ? <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> : null}
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
