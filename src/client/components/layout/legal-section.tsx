import type { ReactNode } from 'react';
import { Link } from 'wouter';

type LegalSectionProps = {
  /** The id's stem; the heading names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
};

/** One numbered-free section of a policy page: an h2 and its paragraphs or list. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="grid gap-3 text-pretty text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-2">
        {children}
      </div>
    </section>
  );
}

/** An in-text link to another screen of the app. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
