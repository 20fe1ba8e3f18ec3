import { Link } from 'wouter';
import { ChevronDown } from 'lucide-react';
import { pricingQuestions, WHY_UPGRADE } from './pricing-content';

export function WhyUpgradeSection() {
  return (
    <section aria-labelledby="why-upgrade-heading" className="grid gap-6">
      <h2 id="why-upgrade-heading" className="text-2xl font-bold tracking-tight text-ink">
        Why upgrade?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_UPGRADE.map(({ title, body, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-5">
            <span className="flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Questions as native disclosures: each opens with Enter or Space, no script needed. */
export function PricingFaq({ monthlySessions }: { monthlySessions: number }) {
  return (
    <section aria-labelledby="pricing-faq-heading" className="grid gap-6">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold tracking-tight text-ink">
        Frequently asked questions
      </h2>
      <div className="grid gap-3">
        {pricingQuestions(monthlySessions).map(({ question, answer, link }) => (
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
            <div className="grid gap-2 px-5 pb-4 text-muted-foreground">
              <p>{answer}</p>
              {link ? (
                <p>
                  <Link
                    href={link.href}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
