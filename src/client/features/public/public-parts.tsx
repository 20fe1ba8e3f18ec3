import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/utils';

/*
 * The building blocks the public pages (features, how it works, support) share: a titled
 * section, an inline link, and the closing call to action.
 */

type PublicSectionProps = {
  /** Names the section for assistive technology; also the id's stem. */
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function PublicSection({ id, title, intro, className, children }: PublicSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-6', className)}>
      <div className="grid max-w-3xl gap-2">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        {intro ? <p className="text-pretty text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

type CallToActionProps = { id: string; title: string; body: ReactNode; children: ReactNode };

/** The closing band of a public page: a heading, a sentence and its buttons. */
export function CallToAction({ id, title, body, children }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-ink px-5 py-10 text-center text-primary-foreground sm:px-12"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-pretty text-primary-foreground/85">{body}</p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {children}
      </div>
    </section>
  );
}
