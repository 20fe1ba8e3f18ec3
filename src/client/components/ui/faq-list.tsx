import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export type FaqItem = { question: string; answer: ReactNode };

/** Questions as native disclosures: each opens with a click, Enter or Space, no script needed. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="grid gap-3">
      {items.map(({ question, answer }) => (
        <details
          key={question}
          className="group rounded-xl border border-border bg-surface open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="grid gap-2 px-5 pb-4 text-muted-foreground">{answer}</div>
        </details>
      ))}
    </div>
  );
}
