import type { ReactNode } from 'react';
import { usePageTitle } from '@client/hooks/use-page-title';
import { cn } from '@client/lib/utils';

export function PageContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', className)}>
      {children}
    </div>
  );
}

type PageHeaderProps = { title: string; description?: ReactNode; eyebrow?: string };

/** The screen's one h1; it also names the browser tab. */
export function PageHeader({ title, description, eyebrow }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className="mb-8 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? (
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}
